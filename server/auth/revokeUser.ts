import type { Queryable } from '../db/db';
import { revokeDownloadTokensOfUser } from '../tables/downloads';
import { endTokensOfUser } from '../tables/oneTimeTokens';
import { endSessionsOfUser } from '../tables/sessions';
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
  const sessions = await endSessionsOfUser(q, userId, now, options.except ?? null);
  const downloadLinks = await revokeDownloadTokensOfUser(q, userId, now);
  const oneTimeTokens = await endTokensOfUser(q, userId, now);
  // A login address change waiting for its link counts as one: whoever knew the password may have asked it.
  const emailChanges = await endEmailChanges(q, userId, now);
  return {
    sessions,
    downloadLinks,
    oneTimeTokens: oneTimeTokens + emailChanges,
  };
}
