import type { Queryable } from '../db/db';
import { insertActivation, linkExtraUserLogin, takeActivation } from '../tables/extraUsers';
import { insertExtraUserLogin } from '../tables/users';
import { addressHasLogin } from './addressInUse';
import { randomToken, tokenHash } from './tokens';

/**
 * An extra user's login waits for the owner of its address (migration 022_b,
 * docs/decisions/0114-extra-user-login-after-its-address-confirms.md): `POST /users/add-extra` keeps
 * the chosen password with the request and mails the address a link; the login is made when the link
 * is used. An address that has a login already gets no link (its owner is told instead), so until an
 * owner acts, a free address and a taken one look the same to the admin: in the answer, the bundles,
 * the team, and at the login form.
 */

/** How long the link of a new extra user works. */
export const ACTIVATION_DAYS = 7;

/** The page the link opens; the token rides in the fragment, which no server sees. */
export const activationLink = (base: string, token: string): string =>
  `${base}/activate#token=${encodeURIComponent(token)}`;

/** Keeps the password of the extra user `subuserId` until its address confirms it. Returns the link's token. */
export async function awaitActivation(
  q: Queryable,
  subuserId: number,
  passwordHash: string,
  requestedBy: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ACTIVATION_DAYS * 86_400_000);
  await insertActivation(q, { subuserId, hash: tokenHash(token), passwordHash, requestedBy, expiresAt });
  return token;
}

export type Activation =
  | { outcome: 'activated'; email: string }
  /** Unknown, used, expired, or the extra user was cancelled meanwhile. */
  | { outcome: 'invalid' }
  /** The address got a login elsewhere meanwhile; the link is used up. */
  | { outcome: 'taken' };

/**
 * Uses an activation link: makes the extra user's login (a 'gebruiker' of the account, with the
 * password the admin chose and the requester's outgoing number), unless the address has a login by
 * now. The link works once either way, and the kept password goes with it. Run it in a transaction.
 */
export async function activateExtraUser(q: Queryable, token: string, now: Date): Promise<Activation> {
  if (!token) return { outcome: 'invalid' };
  const pending = await takeActivation(q, tokenHash(token), now);
  if (!pending) return { outcome: 'invalid' };
  if (await addressHasLogin(q, pending.email)) return { outcome: 'taken' };
  const userId = await insertExtraUserLogin(q, {
    customerId: pending.customer_id,
    email: pending.email,
    passwordHash: pending.password_hash,
    requestedBy: pending.requested_by,
  });
  if (userId === null) return { outcome: 'taken' };
  await linkExtraUserLogin(q, pending.subuser_id, userId);
  return { outcome: 'activated', email: pending.email };
}
