import { deskWorkflowText as text } from '../../base/deskWorkflowText';
import { badRequest, conflict, notFound } from '../../base/httpError';
import type { Queryable } from '../../db/db';
import { TICKET_TYPE_EXTRA_NUMBER, ticketStatuses } from '../catalogue';

interface Locked {
  id: number;
  customer_id: number;
  subject: string;
  message: string;
  created_at: Date;
  merged_into: number | null;
  assignee_id: number | null;
  type_id: number;
}

/**
 * Merges ticket `otherId` into `targetId` (same customer only): the other's question becomes an
 * entry of the conversation at its own time, its replies, logs and notes move along, and the other is
 * closed and locked with a pointer (`merged_into`), so its address leads to the merged ticket.
 * Returns the customer of both.
 */
export async function mergeTickets(q: Queryable, targetId: number, otherId: number): Promise<number> {
  if (targetId === otherId) throw badRequest(text.mergeSelf);
  // Both rows locked, lower id first, so two merges of the same pair cannot deadlock.
  const rows = await q.query<Locked>(
    `SELECT id, customer_id, subject, message, created_at, merged_into, assignee_id, type_id FROM tickets
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [[targetId, otherId]],
  );
  const target = rows.find((row) => row.id === targetId);
  const other = rows.find((row) => row.id === otherId);
  if (!target) throw notFound();
  if (!other) throw notFound(text.mergeUnknown);
  if (target.customer_id !== other.customer_id) throw badRequest(text.mergeOtherCustomer);
  if (target.merged_into !== null || other.merged_into !== null) throw conflict(text.mergeAlready);
  // A request for an extra number is carried out on its own ticket: merged away it would vanish from the requests.
  if (target.type_id === TICKET_TYPE_EXTRA_NUMBER || other.type_id === TICKET_TYPE_EXTRA_NUMBER)
    throw badRequest(text.mergeRequest);

  const [question] = await q.query<{ id: number }>(
    `INSERT INTO ticket_messages (ticket_id, message, created_at, is_employee) VALUES ($1, $2, $3, false) RETURNING id`,
    [targetId, text.mergedQuestion(other.subject, other.message), other.created_at],
  );
  await q.query(
    'UPDATE ticket_diagnostics SET ticket_id = $1, message_id = $3 WHERE ticket_id = $2 AND message_id IS NULL',
    [targetId, otherId, question?.id ?? null],
  );
  await q.query('UPDATE ticket_diagnostics SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
  await q.query('UPDATE ticket_messages SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
  await q.query('UPDATE ticket_notes SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
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
  await q.query(
    `UPDATE tickets SET status_id = ${ticketStatuses.closed}, locked = true, merged_into = $1 WHERE id = $2`,
    [targetId, otherId],
  );
  return target.customer_id;
}
