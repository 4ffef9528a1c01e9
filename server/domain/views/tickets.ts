import type { Ticket } from '../../../src/api/contract';
import type { Role } from '../../../src/api/permissions';
import type { Queryable } from '../../db/db';
import { TICKET_CATEGORY_INVOICES, TICKET_TYPE_EXTRA_NUMBER } from '../catalogue';
import type { MessageColumns, TicketColumns } from '../ticketRows';

interface TicketRow extends TicketColumns {
  last_read_at: Date | null;
}
interface MessageRow extends MessageColumns {
  ticket_id: number;
}

/** The one ticket category a role reads and asks in, or null for all: a Financieel's is invoices. */
export const ticketCategoryOf = (role: Role): number | null =>
  role === 'financieel' ? TICKET_CATEGORY_INVOICES : null;

/**
 * The tickets of the customer, newest first (the list of GET /tickets without extra-number requests, or
 * one), of one category when `categoryId` is given.
 */
export async function loadTickets(
  q: Queryable,
  customerId: number,
  ticketId: number | null,
  categoryId: number | null = null,
): Promise<Ticket[]> {
  const tickets = await q.query<TicketRow>(
    `SELECT id, type_id, status_id, subject, message, created_at, locked, last_read_at FROM tickets
      WHERE customer_id = $1
        AND (($2::int IS NULL AND type_id <> ${TICKET_TYPE_EXTRA_NUMBER} AND merged_into IS NULL) OR id = $2)
        AND ($3::int IS NULL OR category_id = $3)
      ORDER BY created_at DESC, id DESC`,
    [customerId, ticketId, categoryId],
  );
  const messages = await q.query<MessageRow>(
    `SELECT ticket_id, message, created_at, is_employee, status_change FROM ticket_messages
      WHERE ticket_id = ANY($1::int[]) ORDER BY created_at, id`,
    [tickets.map((ticket) => ticket.id)],
  );
  return tickets.map((ticket) => {
    const own = messages.filter((m) => m.ticket_id === ticket.id);
    const lastRead = ticket.last_read_at?.getTime() ?? 0;
    return {
      id: ticket.id,
      typeId: ticket.type_id,
      statusId: ticket.status_id,
      subject: ticket.subject,
      message: ticket.message,
      creationTime: ticket.created_at.toISOString(),
      // An employee's answer counts; a status change alone (an entry without text) does not.
      newMessages: own.filter((m) => m.is_employee && m.message !== '' && m.created_at.getTime() > lastRead).length,
      locked: ticket.locked,
      conversation: own.map((m) => ({
        message: m.message,
        creationTime: m.created_at.toISOString(),
        isEmployee: m.is_employee,
        statusChange: m.status_change,
      })),
    };
  });
}
