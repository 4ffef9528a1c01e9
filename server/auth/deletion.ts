import type { Queryable } from '../db/db';

/**
 * The date the user's customer account was deleted on, when a scheduled deletion has come (requirements §4:
 * deletion at the start of next month); null while the account lives. From that date nobody of the
 * customer logs in, refreshes or calls the API.
 */
export async function deletedOn(q: Queryable, userId: number, today: string): Promise<string | null> {
  const [row] = await q.query<{ date: string }>(
    `SELECT c.deletion_scheduled_for AS date FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.id = $1 AND c.deletion_scheduled_for <= $2`,
    [userId, today],
  );
  return row?.date ?? null;
}
