import type { Clock } from '../clock';
import type { Queryable } from '../db/db';

/**
 * Ending logins from the security page. A revoked session's refresh token is refused at once, and
 * its access token too: the guard checks the session on every call (server/auth/guard.ts).
 */

/** Ends one of the user's own sessions; false when it is not theirs or already over. */
export async function endOwnSession(q: Queryable, clock: Clock, userId: number, sessionId: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, userId, clock.now()],
  );
  return rows.length > 0;
}

/** 'Overal uitloggen': every live session of the user except `keep` (null ends them all); returns how many. */
export async function endAllSessions(q: Queryable, clock: Clock, userId: number, keep: string | null): Promise<number> {
  const now = clock.now();
  const rows = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND id IS DISTINCT FROM $3
      RETURNING id`,
    [userId, now, keep],
  );
  return rows.length;
}
