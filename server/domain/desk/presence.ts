import type { Queryable } from '../../db/db';
import { recordPresence } from '../../tables/ticketNotes';

/** A desk page with the ticket open reports every 15 s; after this long without a report it counts as closed. */
export const PRESENCE_MS = 45_000;

/**
 * Records that `staffId` has the ticket open now, and returns the names of the other staff members
 * who have it open (in the database, so it holds across server instances).
 */
export async function touchPresence(q: Queryable, ticketId: number, staffId: number, now: Date): Promise<string[]> {
  await recordPresence(q, ticketId, staffId, now);
  const others = await q.query<{ full_name: string }>(
    `SELECT s.full_name FROM ticket_presence p JOIN staff s ON s.id = p.staff_id
      WHERE p.ticket_id = $1 AND p.staff_id <> $2 AND p.seen_at > $3 ORDER BY s.full_name`,
    [ticketId, staffId, new Date(now.getTime() - PRESENCE_MS)],
  );
  return others.map((row) => row.full_name);
}

/** The newest conversation entry of a ticket (0 without one). */
export async function latestEntryId(q: Queryable, ticketId: number): Promise<number> {
  const [row] = await q.query<{ id: number | null }>('SELECT max(id) AS id FROM ticket_messages WHERE ticket_id = $1', [
    ticketId,
  ]);
  return row?.id ?? 0;
}
