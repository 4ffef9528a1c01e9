import { TIME_ZONE } from '../base/dates';
import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `sessions` and `refresh_tokens` (docs/architecture.md, "Who writes a table"): the logins'
 * sessions and their rotating refresh tokens (kept by hash; a successor sealed only for the grace
 * window), ended one at a time, per user, and by the housekeeping.
 */

/**
 * The SQL condition that a session is usable, the one rule for every route (the guard, and the routes
 * that check the session in their own query): $1 the session, $2 its user, $3 now. The session is
 * live, its user not removed, and its customer's account not deleted: from the scheduled deletion
 * date (Amsterdam's, from $3) nobody of it calls the API, before the housekeeping has erased it.
 * Needs `s` (sessions), `u` (users) and `c` (customers) in the query.
 */
export const LIVE_SESSION = `s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3
  AND u.deleted_at IS NULL
  AND (c.deletion_scheduled_for IS NULL
       OR c.deletion_scheduled_for > ($3::timestamptz AT TIME ZONE '${TIME_ZONE}')::date)`;

export async function insertSession(
  q: Queryable,
  session: { id: string; userId: number; loginType: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query('INSERT INTO sessions (id, user_id, login_type, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    session.id,
    session.userId,
    session.loginType,
    session.createdAt,
    session.expiresAt,
  ]);
}

export async function insertRefreshToken(q: Queryable, hash: string, sessionId: string, now: Date): Promise<void> {
  await q.query('INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES ($1, $2, $3)', [
    hash,
    sessionId,
    now,
  ]);
}

/** A refresh token with its session, user and successor, as a rotation reads it. */
export interface RefreshRow {
  session_id: string;
  user_id: number;
  used_at: Date | null;
  successor_hash: string | null;
  successor_enc: string | null;
  successor_used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
  user_deleted: boolean;
  issued_at: Date;
}

/** The refresh token of a hash and its session, both locked for the rotation. */
export async function lockRefreshToken(q: Queryable, hash: string): Promise<RefreshRow | undefined> {
  const [row] = await q.query<RefreshRow>(
    `SELECT rt.session_id, s.user_id, rt.used_at, rt.successor_hash, rt.successor_enc,
            succ.used_at AS successor_used_at, s.revoked_at, s.expires_at,
            (u.deleted_at IS NOT NULL) AS user_deleted, rt.created_at AS issued_at
       FROM refresh_tokens rt
       JOIN sessions s ON s.id = rt.session_id
       JOIN users u ON u.id = s.user_id
       LEFT JOIN refresh_tokens succ ON succ.hash = rt.successor_hash
      WHERE rt.hash = $1
      FOR UPDATE OF rt, s`,
    [hash],
  );
  return row;
}

/** A rotated token: used now, with its successor's hash and the successor sealed for the grace window. */
export async function markRefreshUsed(
  q: Queryable,
  hash: string,
  now: Date,
  successor: { hash: string; sealed: string },
): Promise<void> {
  await q.query('UPDATE refresh_tokens SET used_at = $2, successor_hash = $3, successor_enc = $4 WHERE hash = $1', [
    hash,
    now,
    successor.hash,
    successor.sealed,
  ]);
}

/** Sealed successors of tokens used before `before` go: they are needed only in the grace window. */
export async function dropSealedSuccessors(q: Queryable, sessionId: string, before: Date): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET successor_enc = NULL
      WHERE session_id = $1 AND used_at < $2 AND successor_enc IS NOT NULL`,
    [sessionId, before],
  );
}

/** The live session of a refresh token, or undefined. */
export async function sessionOfRefreshToken(q: Queryable, hash: string) {
  const [row] = await q.query<{ session_id: string; user_id: number }>(
    `SELECT rt.session_id, s.user_id FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
      WHERE rt.hash = $1 AND s.revoked_at IS NULL`,
    [hash],
  );
  return row;
}

/** Ends a session (once). */
export async function endSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Ends one of the user's own sessions; false when it is not theirs or already over. */
export async function endSessionOfUser(q: Queryable, userId: number, sessionId: string, now: Date) {
  const rows = await q.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, userId, now],
  );
  return rows.length > 0;
}

/** Ends every live session of the user but `keep` (null: all); how many ended. */
export async function endSessionsOfUser(q: Queryable, userId: number, now: Date, keep: string | null) {
  const ended = await q.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id`,
    [userId, now, keep],
  );
  return ended.length;
}

/** Where a session was opened, for the security page. */
export async function setSessionOrigin(
  q: Queryable,
  sessionId: string,
  origin: { device: string; platform: string; address: string },
): Promise<void> {
  await q.query('UPDATE sessions SET device = $2, platform = $3, address = $4 WHERE id = $1', [
    sessionId,
    origin.device,
    origin.platform,
    origin.address,
  ]);
}

/** Refresh tokens of sessions ended or expired by `now` go at once: they are credentials. */
export function deleteEndedRefreshTokens(q: Queryable, now: Date): Promise<number> {
  return countRemoved(
    q,
    `DELETE FROM refresh_tokens WHERE session_id IN
       (SELECT id FROM sessions WHERE revoked_at IS NOT NULL OR expires_at <= $1)`,
    [now],
  );
}

/** Sessions ended or expired by `cutoff` go (kept a while as login history). */
export function deleteEndedSessions(q: Queryable, cutoff: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM sessions WHERE revoked_at <= $1 OR expires_at <= $1', [cutoff]);
}

/** A live session as the security page lists it, with the last use of its refresh tokens. */
export interface LiveSessionRow {
  id: string;
  login_type: string;
  device: string | null;
  platform: string | null;
  address: string | null;
  created_at: Date;
  last_used: Date | null;
}

/**
 * The user's live sessions: the current one first, then those used after `activeSince`, most
 * recently used first.
 */
export function liveSessionsOfUser(
  q: Queryable,
  session: { userId: number; sessionId: string },
  now: Date,
  activeSince: Date,
): Promise<LiveSessionRow[]> {
  return q.query<LiveSessionRow>(
    `SELECT s.id, s.login_type, s.device, s.platform, s.address, s.created_at, last.used AS last_used
       FROM sessions s
       CROSS JOIN LATERAL (SELECT max(rt.created_at) AS used FROM refresh_tokens rt WHERE rt.session_id = s.id) last
      WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
        AND (s.id = $3 OR last.used > $4)
      ORDER BY (s.id = $3) DESC, last.used DESC`,
    [session.userId, now, session.sessionId, activeSince],
  );
}
