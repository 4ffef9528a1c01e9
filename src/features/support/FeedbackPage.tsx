import { Link } from 'react-router';
import type { MessageOfTheDay, Ticket, TicketsResponse } from '../../api/contract';
import { href } from '../../routing/href';
import { formatDateTime } from '../../text/format';
import { supportText as t } from '../../text/support';
import { DataTable } from '../../ui/DataTable';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useWideLayout } from '../../ui/useWideLayout';
import { useGetTicketsQuery } from './supportApi';
import { visibleTickets } from './tickets';
import { TicketStatusBadge } from './TicketStatusBadge';
import './support.css';

/** '/feedback': system status, message of the day, opening state, 'Nieuwe vraag' and the tickets. */
export default function FeedbackPage() {
  const { currentData, isError, refetch } = useGetTicketsQuery();
  let body;
  if (currentData) body = <SupportOverview data={currentData} />;
  else if (isError) body = <ReadFailedNotice onRetry={() => void refetch()} />;
  else body = <div className="card support-skeleton" aria-busy="true" />;
  return (
    <div className="support">
      <section className="card" aria-labelledby="support-status">
        <h2 id="support-status">{t.statusHeading}</h2>
        <ul className="support-systems">
          {t.systems.map((system) => (
            <li key={system}>
              <span className="ticket-dot support-system-ok" aria-hidden="true" />
              <span>{system}</span>
              <span className="support-system-state">{t.systemOk}</span>
            </li>
          ))}
        </ul>
      </section>
      {body}
    </div>
  );
}

function SupportOverview({ data }: { data: TicketsResponse }) {
  const tickets = visibleTickets(data.tickets);
  return (
    <>
      {data.motd.enabled && data.motd.message ? <Motd motd={data.motd} /> : null}
      <div className="card support-service">
        <p className={data.supportAvailable ? 'support-open' : 'support-closed'}>
          <span className="ticket-dot" aria-hidden="true" />
          {data.supportAvailable ? t.serviceOpen : t.serviceClosed}
        </p>
        <p className="support-hours">{t.serviceHours}</p>
      </div>
      <Link className="button button-primary button-block support-new" to={href('/feedback/create')}>
        {t.newQuestion}
      </Link>
      <section aria-labelledby="support-tickets">
        <h2 id="support-tickets">{t.ticketsHeading}</h2>
        {tickets.length === 0 ? <p className="card">{t.noTickets}</p> : <TicketList tickets={tickets} />}
      </section>
    </>
  );
}

const TICKET_COLUMNS = [
  { heading: t.ticketColumns.status },
  { heading: t.ticketColumns.subject },
  { heading: t.ticketColumns.time },
  { heading: t.ticketColumns.newMessages, className: 'amount' },
];

/** The questions: a list on a phone, a table on desktop (status, subject, time, new messages). */
function TicketList({ tickets }: { tickets: Ticket[] }) {
  const wide = useWideLayout();
  if (wide)
    return (
      <DataTable
        label={t.ticketsHeading}
        columns={TICKET_COLUMNS}
        className="support-ticket-table"
        cardClassName="card"
      >
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>
              <TicketStatusBadge statusId={ticket.statusId} />
            </td>
            <th scope="row" className="support-ticket-subject">
              <Link to={href('/feedback/ticket/:id', { id: ticket.id })}>{ticket.subject}</Link>
            </th>
            <td className="support-nowrap">{formatDateTime(ticket.creationTime)}</td>
            <td className="amount support-nowrap">
              {ticket.newMessages > 0 ? t.newMessages(ticket.newMessages) : '0'}
            </td>
          </tr>
        ))}
      </DataTable>
    );
  return (
    <ul className="list support-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link className="list-row support-ticket" to={href('/feedback/ticket/:id', { id: ticket.id })}>
            <span className="support-ticket-text">
              <span className="support-ticket-subject">{ticket.subject}</span>
              {/* Status, date and the unread count each whole: the line breaks between them, never inside. */}
              <span className="support-ticket-meta">
                <TicketStatusBadge statusId={ticket.statusId} />
                <span>{formatDateTime(ticket.creationTime)}</span>
                {ticket.newMessages > 0 ? (
                  <span className="support-new-count">{t.newMessages(ticket.newMessages)}</span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Plain text in a warning or alert box; React escapes it, so server text never becomes HTML. */
function Motd({ motd }: { motd: MessageOfTheDay }) {
  const alert = motd.type === 'alert';
  return (
    <div className={`notice support-motd support-motd-${alert ? 'alert' : 'warning'}`} role={alert ? 'alert' : 'note'}>
      <strong>{t.motdLabel[alert ? 'alert' : 'warning']}: </strong>
      {motd.message}
    </div>
  );
}
