import { Link, useParams } from 'react-router';
import type { DeskTicket } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { formatDateTime } from '../../text/format';
import { useGetDeskTicketQuery } from '../api/ticketsApi';
import { LoadState } from '../ui/LoadState';
import { statusText } from '../ui/statusText';
import { usePageTitle } from '../ui/usePageTitle';
import { CustomerCard } from './CustomerCard';
import { ReplyForm, StatusAndLock } from './TicketActions';
import { TicketLogs } from './TicketLogs';

/** One ticket: the question, its customer, the conversation, the answer box, status, lock and logs. */
export function TicketPage() {
  const id = Number(useParams().id);
  const { currentData, error, refetch } = useGetDeskTicketQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  usePageTitle(currentData?.subject ?? t.queue.title);
  return (
    <>
      <p>
        <Link to="/">{t.ticket.back}</Link>
      </p>
      {currentData ? <TicketView ticket={currentData} /> : <LoadState error={error} retry={() => void refetch()} />}
    </>
  );
}

function TicketView({ ticket }: { ticket: DeskTicket }) {
  return (
    <div className="desk-ticket">
      <div className="desk-ticket-main">
        <article className="desk-card" aria-labelledby="desk-ticket-subject">
          <h1 id="desk-ticket-subject">{ticket.subject}</h1>
          <p className="desk-meta">
            {t.ticket.askedOn(formatDateTime(ticket.creationTime))} · {t.queue.columns.status}:{' '}
            {statusText(ticket.statusId)}
            {ticket.extraNumberRequest ? <span className="desk-tag">{t.ticket.extraNumber}</span> : null}
          </p>
          <h2 className="desk-subheading">{t.ticket.question}</h2>
          <p className="desk-message">{ticket.message}</p>
        </article>
        <section className="desk-card" aria-labelledby="desk-conversation-heading">
          <h2 id="desk-conversation-heading">{t.ticket.conversationHeading}</h2>
          {ticket.conversation.length === 0 ? (
            <p>{t.ticket.noConversation}</p>
          ) : (
            <ol className="desk-conversation">
              {ticket.conversation.map((entry, index) => (
                <li
                  key={`${entry.creationTime}-${index}`}
                  className={entry.isEmployee ? 'desk-entry desk-entry-employee' : 'desk-entry'}
                >
                  <p className="desk-entry-head">
                    <strong>{entry.isEmployee ? t.ticket.employee(entry.staffName) : t.ticket.customer}</strong>{' '}
                    <span>{formatDateTime(entry.creationTime)}</span>
                  </p>
                  {entry.message ? <p className="desk-message">{entry.message}</p> : null}
                  {entry.statusChange ? (
                    <p className="desk-status-note">{t.ticket.statusChanged(entry.statusChange)}</p>
                  ) : null}
                  {entry.logId !== null ? (
                    <p>
                      <Link to={`/vraag/${ticket.id}/sessie/${entry.logId}`}>{t.ticket.withLog}</Link>
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
        <ReplyForm ticketId={ticket.id} />
      </div>
      <aside className="desk-ticket-side">
        <CustomerCard customer={ticket.customer} link />
        <StatusAndLock ticket={ticket} />
        <TicketLogs ticketId={ticket.id} logs={ticket.logs} />
      </aside>
    </div>
  );
}
