import { DeskTicket, DeskTicketParams, type AuditAction } from '../../src/api/deskContract';
import { deskWorkflowText } from '../base/deskWorkflowText';
import { conflict, notFound } from '../base/httpError';
import type { Queryable } from '../db/db';
import { ticketStatusNames } from '../domain/catalogue';
import { audit } from '../domain/desk/audit';
import { deskTicket } from '../domain/desk/deskTickets';
import type { Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF } from '../http/routeOptions';
import { lockTicketRow, setStatusByStaff } from '../tables/tickets';

/** A ticket's row as a change finds it, locked until the change's transaction ends. */
export interface LockedTicket {
  customerId: number;
  statusId: number;
  /** The ticket it was merged into: it takes no more answers or changes. */
  mergedInto: number | null;
}

/** Locks the ticket's row for a change; its customer, status and merge, or 404. */
export async function lockTicket(q: Queryable, ticketId: number): Promise<LockedTicket> {
  const row = await lockTicketRow(q, ticketId);
  if (!row) throw notFound();
  return { customerId: row.customer_id, statusId: row.status_id, mergedInto: row.merged_into };
}

/** A merged ticket is closed for good: its conversation lives on in the ticket it joined (409). */
export function refuseMerged(ticket: LockedTicket): void {
  if (ticket.mergedInto !== null) throw conflict(deskWorkflowText.mergedClosed(ticket.mergedInto));
}

/**
 * Sets a ticket's status and adds the status-change entry the customer sees ('Status gewijzigd naar:
 * …'). Returns the status's name, for the audit.
 */
export async function setStatus(
  q: Queryable,
  ticketId: number,
  statusId: number,
  staffId: number,
  now: Date,
): Promise<string> {
  const name = ticketStatusNames[statusId] ?? String(statusId);
  await setStatusByStaff(q, ticketId, statusId, name, staffId, now);
  return name;
}

/** The ticket as the desk shows it after a change, or 404. */
export async function reloadTicket(q: Queryable, ticketId: number, staffId: number, now: Date): Promise<DeskTicket> {
  const ticket = await deskTicket(q, ticketId, now, staffId);
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * Options of a staff member's change of one ticket (`/desk/ticket/:id/…`) with `body`, answered with
 * the ticket as it is after the change.
 */
export const ticketChangeOptions = <Body>(operationId: string, summary: string, description: string, body: Body) => ({
  config: STAFF,
  schema: {
    operationId,
    tags: [TAG.desk],
    summary,
    description,
    params: DeskTicketParams,
    body,
    response: { 200: DeskTicket },
  },
});

/** What a change of a ticket records in the audit (besides who, when and which ticket). */
export interface TicketAudit {
  action: AuditAction;
  detail?: string;
}

/**
 * One change of a ticket by a staff member, in one transaction: locks the ticket's row, makes the
 * change, records it in the audit and answers the ticket as the desk shows it now.
 */
export function changeTicket(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: { staffId: number },
  ticketId: number,
  change: (q: Queryable, ticket: LockedTicket, now: Date) => Promise<TicketAudit>,
): Promise<DeskTicket> {
  return db.tx(async (q) => {
    const ticket = await lockTicket(q, ticketId);
    const now = clock.now();
    const { action, detail } = await change(q, ticket, now);
    await audit(q, staff, action, { ticketId, customerId: ticket.customerId, detail }, now);
    return reloadTicket(q, ticketId, staff.staffId, clock.now());
  });
}
