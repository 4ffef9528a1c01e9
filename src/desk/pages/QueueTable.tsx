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
 * Tickets as rows: subject (a link to the ticket; 'Nieuw bericht' when a customer message waits for
 * its assignee), customer number, status, assignee, response time (late ones say so in words), lock,
 * unanswered, last activity.
 */
export function QueueTable({ tickets, caption }: { tickets: readonly DeskQueueItem[]; caption: string }) {
  if (tickets.length === 0) return <p className="desk-card">{t.queue.empty}</p>;
  const c = t.queue.columns;
  return (
    <DeskTable
      caption={caption}
      columns={[c.subject, c.customer, c.status, c.locked, c.unanswered, c.activity, w.columns.assignee, w.columns.due]}
    >
      {tickets.map((ticket) => {
        const due = responseTime(ticket);
        return (
          <tr key={ticket.id} className={ticket.unanswered > 0 ? 'desk-row-waiting' : undefined}>
            <th scope="row">
              <Link to={`/vraag/${ticket.id}`}>{ticket.subject}</Link>
              {ticket.extraNumberRequest ? <span className="desk-tag">{t.queue.extraNumber}</span> : null}
              {ticket.unreadForMe ? <span className="desk-unread">{w.unread}</span> : null}
            </th>
            <td>
              <Link to={`/klant/${ticket.customerNumber}`}>{ticket.customerNumber}</Link>
            </td>
            <td>{statusText(ticket.statusId)}</td>
            <td>{ticket.locked ? t.queue.yes : t.queue.no}</td>
            <td className="desk-number">{ticket.unanswered}</td>
            <td>{formatDateTime(ticket.lastActivity)}</td>
            <td>{ticket.assigneeName || w.nobody}</td>
            <td className={due.late ? 'desk-late' : undefined}>{due.text}</td>
          </tr>
        );
      })}
    </DeskTable>
  );
}
