import { ticketStatus } from './tickets';

/** A coloured dot with the status in words next to it: colour is never the only sign. */
export function TicketStatusBadge({ statusId }: { statusId: number }) {
  const status = ticketStatus(statusId);
  return (
    <span className={`ticket-status ticket-status-${status.tone}`}>
      <span className="ticket-dot" aria-hidden="true" />
      {status.text}
    </span>
  );
}
