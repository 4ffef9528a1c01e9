import { Link } from 'react-router';
import type { DeskQueueItem } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import { formatDateTime } from '../../text/format';
import { DeskTable } from '../ui/DeskTable';
import { responseTime } from '../ui/responseTime';
import { statusText } from '../ui/statusText';
import '../workflow.css';

/**
 * Tickets as rows, narrow enough for a 1024-pixel screen: number, subject (a link to the ticket; tags
 * for a request, customer messages not yet answered and 'Nieuw bericht' when one waits for its
 * assignee), the customer's company with their number, status (and lock), assignee, response time
 * (late ones say so in words) and last activity, dates on one line.
 */
export function QueueTable({
  tickets,
  caption,
  withCustomer = true,
}: {
  tickets: readonly DeskQueueItem[];
  caption: string;
  /** False on a customer's own page, where every row is theirs. */
  withCustomer?: boolean;
}) {
  if (tickets.length === 0) return <p className="desk-card">{t.queue.empty}</p>;
  const c = t.queue.columns;
  const columns = [c.number, c.subject, ...(withCustomer ? [c.customer] : []), c.status];
  return (
    <DeskTable
      className="desk-queue"
      caption={caption}
      columns={[...columns, w.columns.assignee, w.columns.due, c.activity]}
    >
      {tickets.map((ticket) => {
        const due = responseTime(ticket);
        return (
          <tr key={ticket.id} className={ticket.unanswered > 0 ? 'desk-row-waiting' : undefined}>
            <td className="desk-number">{ticket.id}</td>
            <th scope="row">
              <Link to={`/vraag/${ticket.id}`}>{ticket.subject}</Link>
              {ticket.extraNumberRequest ? <span className="desk-tag">{t.queue.extraNumber}</span> : null}
              {ticket.unanswered > 0 ? <span className="desk-tag">{t.queue.unanswered(ticket.unanswered)}</span> : null}
              {ticket.unreadForMe ? <span className="desk-unread">{w.unread}</span> : null}
            </th>
            {withCustomer ? (
              <td>
                <span className="desk-line">{ticket.company}</span>
                <Link className="desk-line desk-number" to={`/klant/${ticket.customerNumber}`}>
                  {ticket.customerNumber}
                </Link>
              </td>
            ) : null}
            <td>
              <span className="desk-nowrap">{statusText(ticket.statusId)}</span>
              {ticket.locked ? <span className="desk-line desk-meta">{t.queue.locked}</span> : null}
            </td>
            <td>{ticket.assigneeName || w.nobody}</td>
            <td className={due.late ? 'desk-late' : undefined}>{due.text}</td>
            <td className="desk-nowrap">{formatDateTime(ticket.lastActivity)}</td>
          </tr>
        );
      })}
    </DeskTable>
  );
}
