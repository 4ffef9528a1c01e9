import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `one_time_tokens` and `email_changes` (docs/architecture.md, "Who writes a table"): the
 * single-use links mailed to a login (password reset, app login) and the links confirming a new
 * login address, kept by hash.
 */

/** Uses a token of `purpose` not used or expired, of a live user, once: its user, or null. */
export async function useOneTimeToken(q: Queryable, hash: string, purpose: string, now: Date) {
  const rows = await q.query<{ user_id: number }>(
    `UPDATE one_time_tokens SET used_at = $3
      WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)
      RETURNING user_id`,
    [hash, purpose, now],
  );
  return rows[0]?.user_id ?? null;
}

/** Ends the user's unused tokens of `purpose`. */
export async function endTokensOfPurpose(q: Queryable, userId: number, purpose: string, now: Date): Promise<void> {
  await q.query('UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
    now,
  ]);
}

/** Ends every unused token of the user; how many. */
export async function endTokensOfUser(q: Queryable, userId: number, now: Date): Promise<number> {
  const ended = await q.query(
    'UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING hash',
    [userId, now],
  );
  return ended.length;
}

export async function insertOneTimeToken(
  q: Queryable,
  token: { hash: string; purpose: string; userId: number; expiresAt: Date },
): Promise<void> {
  await q.query('INSERT INTO one_time_tokens (hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    token.hash,
    token.purpose,
    token.userId,
    token.expiresAt,
  ]);
}

export async function insertEmailChange(
  q: Queryable,
  change: { hash: string; userId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO email_changes (hash, user_id, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [change.hash, change.userId, change.email, change.createdAt, change.expiresAt],
  );
}

/** Ends every address change of the user still waiting; how many. */
export async function endEmailChangesOfUser(q: Queryable, userId: number, now: Date): Promise<number> {
  const ended = await q.query(
    'UPDATE email_changes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING hash',
    [userId, now],
  );
  return ended.length;
}

/** Uses an address change's link not used or expired, once: its user and new address, or undefined. */
export async function useEmailChange(q: Queryable, hash: string, now: Date) {
  const [change] = await q.query<{ user_id: number; new_email: string }>(
    `UPDATE email_changes SET used_at = $2 WHERE hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id, new_email`,
    [hash, now],
  );
  return change;
}

/** Used or expired tokens go; how many. */
export function deleteEndedOneTimeTokens(q: Queryable, now: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM one_time_tokens WHERE used_at IS NOT NULL OR expires_at <= $1', [now]);
}

/** Used, ended or expired address changes go (they hold the address); how many. */
export function deleteEndedEmailChanges(q: Queryable, now: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM email_changes WHERE used_at IS NOT NULL OR expires_at <= $1', [now]);
}
