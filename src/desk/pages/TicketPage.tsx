import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { DeskTicket } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { formatDateTime } from '../../text/format';
import { useGetDeskTicketQuery } from '../api/ticketsApi';
import { LoadState } from '../ui/LoadState';
import { statusText } from '../ui/statusText';
import { usePageTitle } from '../ui/usePageTitle';
import { CustomerCard } from './CustomerCard';
import { Assignment } from './ticket/Assignment';
import { Conversation } from './ticket/Conversation';
import { MergeCard } from './ticket/MergeCard';
import { NoteForm } from './ticket/NoteForm';
import { Presence } from './ticket/Presence';
import { ReplyBox } from './ticket/ReplyBox';
import { StatusAndLock } from './TicketActions';
import { TicketLogs } from './TicketLogs';

/**
 * One ticket: who else has it open, its number, the question, the conversation with the internal
 * notes, the answer box (with reply templates and the status after it), the note box, the logs and
 * merging; beside it whose it is, its status and lock, and its customer.
 */
export function TicketPage() {
  const id = Number(useParams().id);
  const { currentData, error, refetch } = useGetDeskTicketQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  usePageTitle(currentData ? t.ticket.title(currentData.id, currentData.subject) : t.queue.title);
  const reread = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <p>
        <Link to="/">{t.ticket.back}</Link>
      </p>
      {currentData ? <TicketView ticket={currentData} refetch={reread} /> : <LoadState error={error} retry={reread} />}
    </>
  );
}

/**
 * A merged ticket is closed for good: it shows where it went, and offers no answer, note, assignment,
 * status, lock or further merge (the server refuses them too).
 */
function TicketView({ ticket, refetch }: { ticket: DeskTicket; refetch: () => void }) {
  const open = ticket.mergedInto === null;
  return (
    <div className="desk-ticket">
      <div className="desk-ticket-main">
        <Presence ticketId={ticket.id} latestEntryId={ticket.latestEntryId} refetch={refetch} />
        <article className="desk-card" aria-labelledby="desk-ticket-subject">
          <p className="desk-ticket-number">{t.ticket.number(ticket.id)}</p>
          <h1 id="desk-ticket-subject">{ticket.subject}</h1>
          <p className="desk-meta">
            <span className="desk-nowrap">{t.ticket.askedOn(formatDateTime(ticket.creationTime))}</span> ·{' '}
            {t.queue.columns.status}: <span className="desk-nowrap">{statusText(ticket.statusId)}</span>
            {ticket.extraNumberRequest ? <span className="desk-tag">{t.ticket.extraNumber}</span> : null}
          </p>
          <h2 className="desk-subheading">{t.ticket.question}</h2>
          <p className="desk-message">{ticket.message}</p>
        </article>
        <Conversation ticket={ticket} />
        {open ? <ReplyBox ticket={ticket} refetch={refetch} /> : null}
        {open ? <NoteForm ticketId={ticket.id} /> : null}
        <TicketLogs ticketId={ticket.id} logs={ticket.logs} />
        {open ? <MergeCard ticket={ticket} /> : null}
      </div>
      <aside className="desk-ticket-side">
        {open ? null : <MergeCard ticket={ticket} />}
        {open ? <Assignment ticket={ticket} /> : null}
        {open ? <StatusAndLock ticket={ticket} /> : null}
        <CustomerCard customer={ticket.customer} link />
      </aside>
    </div>
  );
}
