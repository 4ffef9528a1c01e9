import type { Queryable } from '../db/db';
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
  await q.query(
    `INSERT INTO extra_user_activations (subuser_id, hash, password_hash, requested_by, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [subuserId, tokenHash(token), passwordHash, requestedBy, new Date(now.getTime() + ACTIVATION_DAYS * 86_400_000)],
  );
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
  const [pending] = await q.query<{
    subuser_id: number;
    password_hash: string;
    requested_by: number | null;
    customer_id: number;
    email: string;
  }>(
    `DELETE FROM extra_user_activations a USING extra_users e
      WHERE a.hash = $1 AND a.expires_at > $2 AND e.subuser_id = a.subuser_id AND e.cancelled_at IS NULL
        AND e.user_id IS NULL
      RETURNING a.subuser_id, a.password_hash, a.requested_by, e.customer_id, e.stored_value AS email`,
    [tokenHash(token), now],
  );
  if (!pending) return { outcome: 'invalid' };
  if (await addressHasLogin(q, pending.email)) return { outcome: 'taken' };
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (customer_id, email, password_hash, full_name, role, active, outgoing_number_id)
     SELECT $1, $2, $3, $2, 'gebruiker', true,
            coalesce((SELECT outgoing_number_id FROM users WHERE id = $4 AND deleted_at IS NULL),
                     (SELECT outgoing_number_id FROM users WHERE customer_id = $1 AND account_holder LIMIT 1))
     ON CONFLICT ((lower(email))) WHERE deleted_at IS NULL DO NOTHING
     RETURNING id`,
    [pending.customer_id, pending.email, pending.password_hash, pending.requested_by],
  );
  if (!user) return { outcome: 'taken' };
  await q.query('UPDATE extra_users SET user_id = $2 WHERE subuser_id = $1', [pending.subuser_id, user.id]);
  return { outcome: 'activated', email: pending.email };
}
