import { Link } from 'react-router';
import type { DeskConversationEntry, DeskTicket } from '../../../api/deskContract';
import type { DeskNote } from '../../../api/deskWorkflowContract';
import { deskText as t } from '../../../text/desk';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { formatDateTime } from '../../../text/format';
import '../../workflow.css';

type Item = { kind: 'entry'; at: string; entry: DeskConversationEntry } | { kind: 'note'; at: string; note: DeskNote };

/** The conversation and the internal notes in time order; a note in a style of its own, named as one. */
export function Conversation({ ticket }: { ticket: DeskTicket }) {
  const items: Item[] = [
    ...ticket.conversation.map((entry): Item => ({ kind: 'entry', at: entry.creationTime, entry })),
    ...ticket.notes.map((note): Item => ({ kind: 'note', at: note.creationTime, note })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return (
    <section className="desk-card" aria-labelledby="desk-conversation-heading">
      <h2 id="desk-conversation-heading">{t.ticket.conversationHeading}</h2>
      {items.length === 0 ? (
        <p>{t.ticket.noConversation}</p>
      ) : (
        <ol className="desk-conversation">
          {items.map((item, index) =>
            item.kind === 'note' ? (
              <li key={`note-${item.note.id}`} className="desk-entry desk-entry-note">
                <p className="desk-entry-head">
                  <strong>{w.notes.entry(item.note.staffName)}</strong>{' '}
                  <span className="desk-nowrap">{formatDateTime(item.at)}</span>
                </p>
                <p className="desk-message">{item.note.note}</p>
              </li>
            ) : (
              <EntryItem key={`${item.at}-${index}`} ticketId={ticket.id} entry={item.entry} />
            ),
          )}
        </ol>
      )}
    </section>
  );
}

function EntryItem({ ticketId, entry }: { ticketId: number; entry: DeskConversationEntry }) {
  return (
    <li className={entry.isEmployee ? 'desk-entry desk-entry-employee' : 'desk-entry'}>
      <p className="desk-entry-head">
        <strong>{entry.isEmployee ? t.ticket.employee(entry.staffName) : t.ticket.customer}</strong>{' '}
        <span className="desk-nowrap">{formatDateTime(entry.creationTime)}</span>
      </p>
      {entry.message ? <p className="desk-message">{entry.message}</p> : null}
      {entry.statusChange ? <p className="desk-status-note">{t.ticket.statusChanged(entry.statusChange)}</p> : null}
      {entry.logId !== null ? (
        <p>
          <Link to={`/vraag/${ticketId}/sessie/${entry.logId}`}>{t.ticket.withLog}</Link>
        </p>
      ) : null}
    </li>
  );
}
