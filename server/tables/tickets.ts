import type { Queryable } from '../db/db';

/**
 * Owner of `tickets` and `ticket_messages` (docs/architecture.md, "Who writes a table"): every change
 * of a ticket or its conversation, from the portal, the desk, the invoice mail and the housekeeping,
 * and the reads the handlers make of them. The rules (who may, which status follows) stay with the
 * callers; the rows' shape lives here.
 */

/** A new ticket as the portal files it, or as the server files it for the desk (`readAt` null: unread). */
export interface NewTicket {
  customerId: number;
  typeId: number;
  categoryId: number;
  statusId: number;
  subject: string;
  message: string;
  createdAt: Date;
  /** When the customer last read it: the moment they filed it, or null for a ticket filed for them. */
  readAt: Date | null;
}

export async function insertTicket(q: Queryable, ticket: NewTicket): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO tickets (customer_id, type_id, category_id, status_id, subject, message, created_at, last_read_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      ticket.customerId,
      ticket.typeId,
      ticket.categoryId,
      ticket.statusId,
      ticket.subject,
      ticket.message,
      ticket.createdAt,
      ticket.readAt,
    ],
  );
  return row?.id ?? null;
}

/** The ticket a ticket of the customer's was merged into; null when it was not, undefined when not theirs. */
export async function ticketMergedInto(
  q: Queryable,
  customerId: number,
  ticketId: number,
): Promise<number | null | undefined> {
  const [row] = await q.query<{ merged_into: number | null }>(
    'SELECT merged_into FROM tickets WHERE id = $1 AND customer_id = $2',
    [ticketId, customerId],
  );
  return row ? row.merged_into : undefined;
}

export async function markReadByCustomer(q: Queryable, customerId: number, ticketId: number, now: Date): Promise<void> {
  await q.query('UPDATE tickets SET last_read_at = $3 WHERE id = $1 AND customer_id = $2', [ticketId, customerId, now]);
}

/** A ticket of the customer's, of `categoryId` unless null, locked for a reply. */
export async function lockCustomerTicket(
  q: Queryable,
  customerId: number,
  ticketId: number,
  categoryId: number | null,
): Promise<{ locked: boolean; status_id: number; subject: string } | undefined> {
  const [row] = await q.query<{ locked: boolean; status_id: number; subject: string }>(
    `SELECT locked, status_id, subject FROM tickets
      WHERE id = $1 AND customer_id = $2 AND ($3::int IS NULL OR category_id = $3) FOR UPDATE`,
    [ticketId, customerId, categoryId],
  );
  return row;
}

/** The customer's reply; returns its id. */
export async function insertCustomerReply(
  q: Queryable,
  ticketId: number,
  message: string,
  now: Date,
): Promise<number | null> {
  const [inserted] = await q.query<{ id: number }>(
    `INSERT INTO ticket_messages (ticket_id, message, created_at, is_employee) VALUES ($1, $2, $3, false)
     RETURNING id`,
    [ticketId, message, now],
  );
  return inserted?.id ?? null;
}

/** After the customer's reply: its status, and read by them. */
export async function setStatusReadByCustomer(q: Queryable, ticketId: number, statusId: number, now: Date) {
  await q.query('UPDATE tickets SET status_id = $2, last_read_at = $3 WHERE id = $1', [ticketId, statusId, now]);
}

export async function ticketExists(q: Queryable, ticketId: number): Promise<boolean> {
  const [exists] = await q.query('SELECT 1 FROM tickets WHERE id = $1', [ticketId]);
  return exists !== undefined;
}

/** A ticket's row locked for a change by the desk. */
export async function lockTicketRow(
  q: Queryable,
  ticketId: number,
): Promise<{ customer_id: number; status_id: number; merged_into: number | null } | undefined> {
  const [row] = await q.query<{ customer_id: number; status_id: number; merged_into: number | null }>(
    'SELECT customer_id, status_id, merged_into FROM tickets WHERE id = $1 FOR UPDATE',
    [ticketId],
  );
  return row;
}

export async function markReadByAssignee(q: Queryable, ticketId: number, now: Date): Promise<void> {
  await q.query('UPDATE tickets SET assignee_read_at = $2 WHERE id = $1', [ticketId, now]);
}

/** An answer of a staff member, as written (placeholders filled). */
export async function insertStaffAnswer(q: Queryable, ticketId: number, message: string, now: Date, staffId: number) {
  await q.query(
    `INSERT INTO ticket_messages (ticket_id, message, created_at, is_employee, staff_id) VALUES ($1, $2, $3, true, $4)`,
    [ticketId, message, now, staffId],
  );
}

export async function setTicketLocked(q: Queryable, ticketId: number, locked: boolean): Promise<void> {
  await q.query('UPDATE tickets SET locked = $2 WHERE id = $1', [ticketId, locked]);
}

/** A status set by the desk, with the entry the customer sees ('Status gewijzigd naar: …' with `name`). */
export async function setStatusByStaff(
  q: Queryable,
  ticketId: number,
  statusId: number,
  name: string,
  staffId: number,
  now: Date,
): Promise<void> {
  await q.query('UPDATE tickets SET status_id = $2 WHERE id = $1', [ticketId, statusId]);
  await q.query(
    `INSERT INTO ticket_messages (ticket_id, message, created_at, is_employee, status_change, staff_id)
     VALUES ($1, '', $2, true, $3, $4)`,
    [ticketId, now, name, staffId],
  );
}

/** Gives the ticket to a staff member or to nobody; `readAt` when the assignee has seen it. */
export async function assignTicket(q: Queryable, ticketId: number, staffId: number | null, readAt: Date | null) {
  await q.query('UPDATE tickets SET assignee_id = $2, assignee_read_at = $3 WHERE id = $1', [
    ticketId,
    staffId,
    readAt,
  ]);
}

/** A ticket's row as a merge reads it. */
export interface MergedTicketRow {
  id: number;
  customer_id: number;
  subject: string;
  message: string;
  created_at: Date;
  merged_into: number | null;
  assignee_id: number | null;
  type_id: number;
}

/** Both tickets of a merge locked, lower id first, so two merges of the same pair cannot deadlock. */
export function lockTicketsForMerge(q: Queryable, targetId: number, otherId: number): Promise<MergedTicketRow[]> {
  return q.query<MergedTicketRow>(
    `SELECT id, customer_id, subject, message, created_at, merged_into, assignee_id, type_id FROM tickets
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [[targetId, otherId]],
  );
}

/** The other ticket's question as an entry of the target's conversation, at its own time; returns its id. */
export async function insertMergedQuestion(
  q: Queryable,
  targetId: number,
  text: string,
  createdAt: Date,
): Promise<number | null> {
  const [question] = await q.query<{ id: number }>(
    `INSERT INTO ticket_messages (ticket_id, message, created_at, is_employee) VALUES ($1, $2, $3, false) RETURNING id`,
    [targetId, text, createdAt],
  );
  return question?.id ?? null;
}

/**
 * The other ticket's conversation moves to the target, which takes the later activity, the earlier
 * first answer and, if it had none, the other's assignee; the other is closed (`closedStatusId`),
 * locked and points at the target.
 */
export async function mergeTicketRows(q: Queryable, targetId: number, otherId: number, closedStatusId: number) {
  await q.query('UPDATE ticket_messages SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
  await q.query(
    `UPDATE tickets t SET
       last_activity_at = greatest(t.last_activity_at, o.last_activity_at),
       first_reply_at = CASE WHEN t.first_reply_at IS NULL OR o.first_reply_at IS NULL
                             THEN coalesce(t.first_reply_at, o.first_reply_at)
                             ELSE least(t.first_reply_at, o.first_reply_at) END,
       assignee_id = coalesce(t.assignee_id, o.assignee_id)
      FROM tickets o WHERE t.id = $1 AND o.id = $2`,
    [targetId, otherId],
  );
  await q.query('UPDATE tickets SET status_id = $3, locked = true, merged_into = $1 WHERE id = $2', [
    targetId,
    otherId,
    closedStatusId,
  ]);
}

/** A new first-reply target: open tickets not yet answered get their due time again (`closedStatusId` kept). */
export async function clearReplyDueTimes(q: Queryable, closedStatusId: number): Promise<void> {
  await q.query('UPDATE tickets SET reply_due_at = NULL WHERE first_reply_at IS NULL AND status_id <> $1', [
    closedStatusId,
  ]);
}

/** At most `limit` tickets without a first-reply due time, oldest first. */
export function ticketsWithoutDueTime(q: Queryable, limit: number): Promise<{ id: number; created_at: Date }[]> {
  return q.query<{ id: number; created_at: Date }>(
    'SELECT id, created_at FROM tickets WHERE reply_due_at IS NULL ORDER BY id LIMIT $1',
    [limit],
  );
}

/** Due times for tickets that have none (two instances computing at once write the same value). */
export async function setReplyDueTimes(q: Queryable, ids: number[], dueTimes: Date[]): Promise<void> {
  await q.query(
    `UPDATE tickets t SET reply_due_at = v.due
       FROM unnest($1::int[], $2::timestamptz[]) AS v (id, due)
      WHERE t.id = v.id AND t.reply_due_at IS NULL`,
    [ids, dueTimes],
  );
}

/** Every row of `tickets` of the accounts (the erasure of deleted accounts). */
export async function deleteTicketsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM tickets WHERE customer_id = ANY($1::int[])', [customerIds]);
}
