import type { Queryable } from '../db/db';
import { endEmailChanges } from './emailChanges';

export interface RevokeOptions {
  /** A session that stays (the one changing the password keeps working). */
  except?: string | null;
}

export interface Revoked {
  sessions: number;
  downloadLinks: number;
  oneTimeTokens: number;
}

/**
 * Ends everything that lets someone act as this user without the password: every session (refresh
 * family; its access tokens stop at the next request, the guard checks the session), every download
 * link the user made, and every unused one-time token (password-reset links, app logins, links that
 * confirm a new login address). Called on a password change or reset, when the user is switched off,
 * and by "sign out everywhere". Run it inside the transaction that makes the change, so both happen or
 * neither.
 */
export async function revokeAllOfUser(
  q: Queryable,
  userId: number,
  now: Date,
  options: RevokeOptions = {},
): Promise<Revoked> {
  const sessions = await q.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id`,
    [userId, now, options.except ?? null],
  );
  const downloadLinks = await q.query(
    'UPDATE download_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING hash',
    [userId, now],
  );
  const oneTimeTokens = await q.query(
    'UPDATE one_time_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING hash',
    [userId, now],
  );
  // A login address change waiting for its link counts as one: whoever knew the password may have asked it.
  const emailChanges = await endEmailChanges(q, userId, now);
  return {
    sessions: sessions.length,
    downloadLinks: downloadLinks.length,
    oneTimeTokens: oneTimeTokens.length + emailChanges,
  };
}
