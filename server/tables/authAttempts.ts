import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `auth_attempts` (docs/architecture.md, "Who writes a table"): the throttling counters and
 * per-account limits, one row per key and window, so every server instance counts the same.
 */

/**
 * Counts `amount` on `key` and returns the count in its window, in one statement: concurrent
 * attempts on any instance each get their own number. A window that ended by `now` starts again,
 * ending at `expiresAt`.
 */
export async function countAttempt(q: Queryable, key: string, now: Date, expiresAt: Date, amount: number) {
  const [row] = await q.query<{ hits: number; expires_at: Date | string }>(
    `INSERT INTO auth_attempts AS a (key, hits, expires_at) VALUES ($1, $4, $3)
     ON CONFLICT (key) DO UPDATE
        SET hits = CASE WHEN a.expires_at <= $2 THEN $4 ELSE a.hits + $4 END,
            expires_at = CASE WHEN a.expires_at <= $2 THEN EXCLUDED.expires_at ELSE a.expires_at END
     RETURNING hits, expires_at`,
    [key, now, expiresAt, amount],
  );
  return row;
}

export async function deleteAttempts(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM auth_attempts WHERE key = $1', [key]);
}

/** Counters whose window ended by `now` go; how many. */
export function deleteEndedAttempts(q: Queryable, now: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM auth_attempts WHERE expires_at <= $1', [now]);
}
