import type { Clock } from '../base/clock';
import type { Queryable } from '../db/db';
import { endSessionOfUser } from '../tables/sessions';
import { revokeAllOfUser } from './revokeUser';

/**
 * Ending logins from the security page. A revoked session's refresh token is refused at once, and
 * its access token too: the guard checks the session on every call (server/auth/guard.ts).
 */

/** Ends one of the user's own sessions; false when it is not theirs or already over. */
export async function endOwnSession(q: Queryable, clock: Clock, userId: number, sessionId: string): Promise<boolean> {
  return endSessionOfUser(q, userId, sessionId, clock.now());
}

/**
 * 'Overal uitloggen': every live session of the user except `keep` (null ends them all), and with
 * them every download link and unused reset link of the user (revokeAllOfUser); returns how many
 * live logins ended.
 */
export async function endAllSessions(q: Queryable, clock: Clock, userId: number, keep: string | null): Promise<number> {
  const now = clock.now();
  const [live] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND id IS DISTINCT FROM $3`,
    [userId, now, keep],
  );
  await revokeAllOfUser(q, userId, now, { except: keep });
  return live?.count ?? 0;
}
