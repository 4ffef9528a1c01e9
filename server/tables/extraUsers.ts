import type { Queryable } from '../db/db';

/**
 * Owner of `extra_users` and `extra_user_activations` (docs/architecture.md, "Who writes a table"):
 * the extra users of the bundles and the links that make their logins
 * (docs/decisions/0114-extra-user-login-after-its-address-confirms.md).
 */

export interface ExtraUserRow {
  id: number;
  bundle_subusers_id: number;
  bundle_subusers_email: string;
}

/** The account's extra users not cancelled, oldest first, as the bundles call answers them. */
export function activeExtraUsers(q: Queryable, customerId: number): Promise<ExtraUserRow[]> {
  return q.query<ExtraUserRow>(
    `SELECT id, subuser_id AS bundle_subusers_id, stored_value AS bundle_subusers_email
       FROM extra_users WHERE customer_id = $1 AND cancelled_at IS NULL ORDER BY id`,
    [customerId],
  );
}

/** A new extra user (its login comes when its address confirms); returns its subuser id. */
export async function insertExtraUser(q: Queryable, customerId: number, bundleId: number, email: string, now: Date) {
  const [row] = await q.query<{ subuser_id: number }>(
    `INSERT INTO extra_users (customer_id, bundle_id, stored_value, user_id, created_at)
     VALUES ($1, $2, $3, NULL, $4) RETURNING subuser_id`,
    [customerId, bundleId, email, now],
  );
  return row?.subuser_id ?? null;
}

/** The address of an extra user of the account not cancelled, or null. */
export async function extraUserAddress(q: Queryable, customerId: number, subuserId: number) {
  const [row] = await q.query<{ email: string }>(
    `SELECT stored_value AS email FROM extra_users
      WHERE subuser_id = $1 AND customer_id = $2 AND cancelled_at IS NULL`,
    [subuserId, customerId],
  );
  return row?.email ?? null;
}

/** Cancels an extra user of the account: its login (if made) and address, or undefined when none. */
export async function cancelExtraUser(q: Queryable, customerId: number, subuserId: number, now: Date) {
  const [row] = await q.query<{ user_id: number | null; stored_value: string }>(
    `UPDATE extra_users SET cancelled_at = $3
      WHERE subuser_id = $1 AND customer_id = $2 AND cancelled_at IS NULL RETURNING user_id, stored_value`,
    [subuserId, customerId, now],
  );
  return row;
}

/** The extra user's login, once made. */
export async function linkExtraUserLogin(q: Queryable, subuserId: number, userId: number): Promise<void> {
  await q.query('UPDATE extra_users SET user_id = $2 WHERE subuser_id = $1', [subuserId, userId]);
}

/** Keeps the chosen password of an extra user with the hash of its link's token until `expiresAt`. */
export async function insertActivation(
  q: Queryable,
  activation: { subuserId: number; hash: string; passwordHash: string; requestedBy: number; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO extra_user_activations (subuser_id, hash, password_hash, requested_by, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [activation.subuserId, activation.hash, activation.passwordHash, activation.requestedBy, activation.expiresAt],
  );
}

/**
 * Takes a link's activation away, once: undefined when the hash is unknown, expired, or its extra user
 * was cancelled or has its login already.
 */
export async function takeActivation(q: Queryable, hash: string, now: Date) {
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
    [hash, now],
  );
  return pending;
}

/** Every row of `extra_users` of the accounts (the erasure of deleted accounts). */
export async function deleteExtraUsersOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM extra_users WHERE customer_id = ANY($1::int[])', [customerIds]);
}
