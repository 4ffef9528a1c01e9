import type { Role } from '../../src/api/permissions';
import type { Queryable } from '../db/db';

/**
 * Owner of `users` (docs/architecture.md, "Who writes a table"): the logins of the accounts, made by
 * an invitation or an extra user's activation, their role, password, address, two-step, settings and
 * removal; and the reads of them the handlers make.
 */

/** A live login of an address (any letter case): who it is and whose. */
export async function userByAddress(
  q: Queryable,
  email: string,
): Promise<{ id: number; customer_id: number; email: string } | undefined> {
  const [user] = await q.query<{ id: number; customer_id: number; email: string }>(
    'SELECT id, customer_id, email FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
    [email],
  );
  return user;
}

/** What the password step of a login reads of an address's live login. */
export async function loginByAddress(q: Queryable, email: string) {
  const [user] = await q.query<{ id: number; password_hash: string; email: string; two_step: number; app: boolean }>(
    `SELECT id, password_hash, email, two_step, (totp_secret IS NOT NULL) AS app
       FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
    [email],
  );
  return user;
}

export interface TeamMemberRow {
  id: number;
  full_name: string;
  email: string;
  role: Role;
  account_holder: boolean;
  colleague: boolean;
  two_step: boolean;
}

/** The account's people, the account holder first. */
export function teamMembers(q: Queryable, customerId: number): Promise<TeamMemberRow[]> {
  return q.query<TeamMemberRow>(
    `SELECT id, full_name, email, role, account_holder, colleague,
            (two_step = 1 OR totp_secret IS NOT NULL) AS two_step
       FROM users WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY account_holder DESC, id`,
    [customerId],
  );
}

/** The name of the account's person with this address, if there is one. */
export async function memberNameByAddress(q: Queryable, customerId: number, address: string) {
  const [member] = await q.query<{ full_name: string }>(
    'SELECT full_name FROM users WHERE customer_id = $1 AND lower(email) = lower($2) AND deleted_at IS NULL',
    [customerId, address],
  );
  return member?.full_name ?? null;
}

/** A person of the account locked for a change of their access; `extra` when they came as an extra user. */
export async function lockMember(q: Queryable, customerId: number, userId: number) {
  const [person] = await q.query<{
    id: number;
    full_name: string;
    role: Role;
    account_holder: boolean;
    extra: boolean;
  }>(
    `SELECT u.id, u.full_name, u.role, u.account_holder,
            EXISTS (SELECT 1 FROM extra_users e WHERE e.user_id = u.id) AS extra
       FROM users u WHERE u.id = $1 AND u.customer_id = $2 AND u.deleted_at IS NULL FOR UPDATE`,
    [userId, customerId],
  );
  return person;
}

/** How many Beheerders the account has besides `userId`. */
export async function otherBeheerders(q: Queryable, customerId: number, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users
      WHERE customer_id = $1 AND role = 'beheerder' AND deleted_at IS NULL AND id <> $2`,
    [customerId, userId],
  );
  return row?.n ?? 0;
}

/** The addresses of the account's Beheerders, oldest login first. */
export async function beheerderAddresses(q: Queryable, customerId: number): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    "SELECT email FROM users WHERE customer_id = $1 AND role = 'beheerder' AND deleted_at IS NULL ORDER BY id",
    [customerId],
  );
  return rows.map((row) => row.email);
}

export async function setRole(q: Queryable, userId: number, role: Role): Promise<void> {
  await q.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
}

/** The login ends (its sessions end with it: the caller revokes them). */
export async function removeUser(q: Queryable, userId: number, now: Date): Promise<void> {
  await q.query('UPDATE users SET deleted_at = $2 WHERE id = $1', [userId, now]);
}

/** An extra user's login ends with its extra user; never the account holder's or a colleague's. */
export async function removeExtraUserLogin(q: Queryable, userId: number, now: Date): Promise<void> {
  await q.query('UPDATE users SET deleted_at = $2 WHERE id = $1 AND NOT account_holder AND NOT colleague', [
    userId,
    now,
  ]);
}

/** A colleague's login, made by accepting an invitation; calls go out on the account's first number. */
export async function insertColleague(
  q: Queryable,
  colleague: { customerId: number; email: string; passwordHash: string; fullName: string; role: Role },
): Promise<number | null> {
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (customer_id, email, password_hash, full_name, role, colleague, active, outgoing_number_id)
     SELECT $1, $2, $3, $4, $5, true, true,
            (SELECT id FROM phone_numbers WHERE customer_id = $1 ORDER BY sort, id LIMIT 1)
     RETURNING id`,
    [colleague.customerId, colleague.email, colleague.passwordHash, colleague.fullName, colleague.role],
  );
  return user?.id ?? null;
}

/**
 * An extra user's login, made when its address is confirmed: a Gebruiker calling out on the number of
 * who asked for it (else the account holder's). Null when a live login has the address already.
 */
export async function insertExtraUserLogin(
  q: Queryable,
  login: { customerId: number; email: string; passwordHash: string; requestedBy: number | null },
): Promise<number | null> {
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (customer_id, email, password_hash, full_name, role, active, outgoing_number_id)
     SELECT $1, $2, $3, $2, 'gebruiker', true,
            coalesce((SELECT outgoing_number_id FROM users WHERE id = $4 AND deleted_at IS NULL),
                     (SELECT outgoing_number_id FROM users WHERE customer_id = $1 AND account_holder LIMIT 1))
     ON CONFLICT ((lower(email))) WHERE deleted_at IS NULL DO NOTHING
     RETURNING id`,
    [login.customerId, login.email, login.passwordHash, login.requestedBy],
  );
  return user?.id ?? null;
}

export async function passwordHashOf(q: Queryable, userId: number): Promise<string | null> {
  const [user] = await q.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return user?.password_hash ?? null;
}

export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** A confirmed new login address. */
export async function setEmail(q: Queryable, userId: number, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
}

/** The login's settings and its account's number switch (GET /settings). */
export async function settingsOf(q: Queryable, userId: number) {
  const [row] = await q.query<{ two_step: number; newsletter: number; individual: number }>(
    `SELECT u.two_step, u.newsletter, c.number_switch_individual AS individual
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/** Whether codes by e-mail are on for the login. */
export async function emailCodesOn(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ two_step: number }>('SELECT two_step FROM users WHERE id = $1', [userId]);
  return Boolean(row?.two_step);
}

/** A setting of the login's own: codes by e-mail (`two_step`) or the newsletter, 0 or 1. */
export async function setUserToggle(q: Queryable, userId: number, column: 'two_step' | 'newsletter', value: number) {
  const sql = {
    two_step: 'UPDATE users SET two_step = $2 WHERE id = $1',
    newsletter: 'UPDATE users SET newsletter = $2 WHERE id = $1',
  }[column];
  await q.query(sql, [userId, value]);
}

/** Codes by e-mail on, once a mailed code came back. */
export async function turnEmailCodesOn(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET two_step = 1 WHERE id = $1', [userId]);
}

/** The number the login calls out on. */
export async function setOutgoingNumber(q: Queryable, userId: number, numberId: number): Promise<void> {
  await q.query('UPDATE users SET outgoing_number_id = $2 WHERE id = $1', [userId, numberId]);
}

/** The number every live login of the account calls out on. */
export async function setOutgoingNumberOfAll(q: Queryable, customerId: number, numberId: number): Promise<void> {
  await q.query('UPDATE users SET outgoing_number_id = $2 WHERE customer_id = $1 AND deleted_at IS NULL', [
    customerId,
    numberId,
  ]);
}

/** A new authenticator secret, counted once a first code confirms it. */
export async function setPendingTotpSecret(q: Queryable, userId: number, secret: string): Promise<void> {
  await q.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

/** The secret waiting for its first code, locked; null when there is none or the app is on already. */
export async function lockPendingTotpSecret(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ pending: string | null }>(
    'SELECT totp_pending_secret AS pending FROM users WHERE id = $1 AND totp_secret IS NULL FOR UPDATE',
    [userId],
  );
  return row?.pending ?? null;
}

/** The pending secret becomes the login's, with the step of the code that confirmed it. */
export async function confirmTotpSecret(q: Queryable, userId: number, step: number): Promise<void> {
  await q.query(
    'UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1',
    [userId, step],
  );
}

/** Uses an authenticator code's time step once: false when it, or a later one, was used already. */
export async function useTotpStep(q: Queryable, userId: number, step: number): Promise<boolean> {
  const [used] = await q.query<{ id: number }>(
    `UPDATE users SET totp_last_step = $2
      WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)
      RETURNING id`,
    [userId, step],
  );
  return used !== undefined;
}

export async function clearTotp(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1',
    [userId],
  );
}

/** Every row of `users` of the accounts (the erasure of deleted accounts). */
export async function deleteUsersOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM users WHERE customer_id = ANY($1::int[])', [customerIds]);
}
