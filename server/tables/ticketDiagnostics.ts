import type { Queryable } from '../db/db';

/**
 * Owner of `ticket_diagnostics` (docs/architecture.md, "Who writes a table"): the logs a customer
 * sends with a ticket or a reply.
 */

/** A log as sent (its JSON text), with a new ticket (`messageId` null) or a reply. */
export async function insertDiagnostics(
  q: Queryable,
  ticketId: number,
  messageId: number | null,
  json: string,
  now: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO ticket_diagnostics (ticket_id, message_id, data, created_at) VALUES ($1, $2, $3::json, $4)',
    [ticketId, messageId, json, now],
  );
}

/**
 * A merge: the other ticket's logs join the target; the one sent with its question goes with that
 * question's entry (`questionId`) in the target's conversation.
 */
export async function moveDiagnostics(q: Queryable, targetId: number, otherId: number, questionId: number | null) {
  await q.query(
    'UPDATE ticket_diagnostics SET ticket_id = $1, message_id = $3 WHERE ticket_id = $2 AND message_id IS NULL',
    [targetId, otherId, questionId],
  );
  await q.query('UPDATE ticket_diagnostics SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
}
