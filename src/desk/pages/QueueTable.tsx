import { Link } from 'react-router';
import type { DeskQueueItem } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { formatDateTime } from '../../text/format';
import { statusText } from '../ui/statusText';

/** Tickets as rows: subject (a link to the ticket), customer number, status, lock, unanswered, last activity. */
export function QueueTable({ tickets, caption }: { tickets: readonly DeskQueueItem[]; caption: string }) {
  if (tickets.length === 0) return <p className="desk-card">{t.queue.empty}</p>;
  const c = t.queue.columns;
  return (
    <table className="desk-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.subject}</th>
          <th scope="col">{c.customer}</th>
          <th scope="col">{c.status}</th>
          <th scope="col">{c.locked}</th>
          <th scope="col">{c.unanswered}</th>
          <th scope="col">{c.activity}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id} className={ticket.unanswered > 0 ? 'desk-row-waiting' : undefined}>
            <th scope="row">
              <Link to={`/vraag/${ticket.id}`}>{ticket.subject}</Link>
              {ticket.extraNumberRequest ? <span className="desk-tag">{t.queue.extraNumber}</span> : null}
            </th>
            <td>
              <Link to={`/klant/${ticket.customerNumber}`}>{ticket.customerNumber}</Link>
            </td>
            <td>{statusText(ticket.statusId)}</td>
            <td>{ticket.locked ? t.queue.yes : t.queue.no}</td>
            <td className="desk-number">{ticket.unanswered}</td>
            <td>{formatDateTime(ticket.lastActivity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
