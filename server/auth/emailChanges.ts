import type { Queryable } from '../db/db';
import { endEmailChangesOfUser, insertEmailChange, useEmailChange } from '../tables/oneTimeTokens';
import { setEmail } from '../tables/users';
import { addressHasLogin } from './addressInUse';
import { randomToken, tokenHash } from './tokens';

/** How long the link that confirms a new login address works. */
export const EMAIL_CONFIRM_SECONDS = 24 * 3600;

/** The page the confirmation link opens; the token rides in the fragment, which no server sees. */
export const confirmLink = (base: string, token: string): string =>
  `${base}/email-confirm#token=${encodeURIComponent(token)}`;

/**
 * Ends the user's earlier address changes. The address of a new request: its link works once, for a day;
 * the login and its mail keep the old address until then (migration 013). Returns the link's token.
 */
export async function requestEmailChange(q: Queryable, userId: number, email: string, now: Date): Promise<string> {
  await endEmailChanges(q, userId, now);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CONFIRM_SECONDS * 1000);
  await insertEmailChange(q, { hash: tokenHash(token), userId, email, createdAt: now, expiresAt });
  return token;
}

/** Ends every address change of the user still waiting (a new request, a password change or reset). */
export async function endEmailChanges(q: Queryable, userId: number, now: Date): Promise<number> {
  return endEmailChangesOfUser(q, userId, now);
}

export type EmailConfirmation =
  | { outcome: 'changed'; customerId: number; userId: number; fullName: string; oldEmail: string; newEmail: string }
  /** Unknown, used, ended or expired; or its user was deleted meanwhile. */
  | { outcome: 'invalid' }
  /** The address got a login elsewhere meanwhile; the link is used up. */
  | { outcome: 'taken' };

/**
 * Uses a confirmation link: the login address becomes the one the link was mailed to, unless that
 * address has a login by now. The link works once either way. Run it in a transaction.
 */
export async function confirmEmailChange(q: Queryable, token: string, now: Date): Promise<EmailConfirmation> {
  if (!token) return { outcome: 'invalid' };
  const change = await useEmailChange(q, tokenHash(token), now);
  if (!change) return { outcome: 'invalid' };
  const [user] = await q.query<{ email: string; customer_id: number; full_name: string }>(
    'SELECT email, customer_id, full_name FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
    [change.user_id],
  );
  if (!user) return { outcome: 'invalid' };
  if (await addressHasLogin(q, change.new_email, change.user_id)) return { outcome: 'taken' };
  await setEmail(q, change.user_id, change.new_email);
  return {
    outcome: 'changed',
    customerId: user.customer_id,
    userId: change.user_id,
    fullName: user.full_name,
    oldEmail: user.email,
    newEmail: change.new_email,
  };
}
