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
 * One ticket: who else has it open, the question, the conversation with the internal notes, the answer
 * box (with reply templates) and the note box; beside it whose it is, its customer, status, lock, logs
 * and merging.
 */
export function TicketPage() {
  const id = Number(useParams().id);
  const { currentData, error, refetch } = useGetDeskTicketQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  usePageTitle(currentData?.subject ?? t.queue.title);
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

function TicketView({ ticket, refetch }: { ticket: DeskTicket; refetch: () => void }) {
  return (
    <div className="desk-ticket">
      <div className="desk-ticket-main">
        <Presence ticketId={ticket.id} latestEntryId={ticket.latestEntryId} refetch={refetch} />
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
        <Conversation ticket={ticket} />
        {ticket.mergedInto === null ? <ReplyBox ticket={ticket} refetch={refetch} /> : null}
        <NoteForm ticketId={ticket.id} />
      </div>
      <aside className="desk-ticket-side">
        <Assignment ticket={ticket} />
        <CustomerCard customer={ticket.customer} link />
        <StatusAndLock ticket={ticket} />
        <TicketLogs ticketId={ticket.id} logs={ticket.logs} />
        <MergeCard ticket={ticket} />
      </aside>
    </div>
  );
}
