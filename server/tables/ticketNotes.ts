import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `ticket_notes` and `ticket_presence` (docs/architecture.md, "Who writes a table"): what
 * only the desk writes about a ticket, its staff's internal notes and who has it open.
 */

export async function insertNote(q: Queryable, ticketId: number, staffId: number, note: string, now: Date) {
  await q.query('INSERT INTO ticket_notes (ticket_id, staff_id, note, created_at) VALUES ($1, $2, $3, $4)', [
    ticketId,
    staffId,
    note,
    now,
  ]);
}

/** A merge: the other ticket's notes join the target. */
export async function moveNotes(q: Queryable, targetId: number, otherId: number): Promise<void> {
  await q.query('UPDATE ticket_notes SET ticket_id = $1 WHERE ticket_id = $2', [targetId, otherId]);
}

/** `staffId` has the ticket open now. */
export async function recordPresence(q: Queryable, ticketId: number, staffId: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO ticket_presence (ticket_id, staff_id, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (ticket_id, staff_id) DO UPDATE SET seen_at = excluded.seen_at`,
    [ticketId, staffId, now],
  );
}

/** Presence rows last seen before `cutoff` (the housekeeping); the count removed. */
export function deleteOldPresence(q: Queryable, cutoff: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM ticket_presence WHERE seen_at <= $1', [cutoff]);
}
