import type { DeskNote } from '../../../src/api/deskWorkflowContract';
import type { Queryable } from '../../db/db';

/**
 * Internal notes of staff on a ticket. They live in a table of their own (ticket_notes) that only
 * the desk's routes read: no customer route, mail, export or log can carry one by a missed filter.
 */
export async function ticketNotes(q: Queryable, ticketId: number): Promise<DeskNote[]> {
  const rows = await q.query<{ id: number; note: string; full_name: string; created_at: Date }>(
    `SELECT n.id, n.note, s.full_name, n.created_at FROM ticket_notes n JOIN staff s ON s.id = n.staff_id
      WHERE n.ticket_id = $1 ORDER BY n.created_at, n.id`,
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    staffName: row.full_name,
    creationTime: row.created_at.toISOString(),
  }));
}
