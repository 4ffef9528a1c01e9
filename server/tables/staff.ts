import type { StaffRole } from '../../src/api/deskContract';
import type { Queryable } from '../db/db';

/**
 * Owner of `staff`, `staff_setup_tokens` and `staff_sessions` (docs/architecture.md, "Who writes a
 * table"): the desk's accounts, their one-time set-up links (kept by hash), their logins, and the
 * counting of wrong codes that locks an account. Every use of a code or link is one conditional
 * UPDATE, so two requests at once cannot both use it.
 */

/** A new account without password or app; its id, or null when the address is taken. */
export async function insertStaff(
  q: Queryable,
  staff: { email: string; fullName: string; role: StaffRole },
  now: Date,
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO staff (email, full_name, role, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [staff.email, staff.fullName, staff.role, now],
  );
  return row?.id ?? null;
}

export async function insertSetupToken(q: Queryable, hash: string, staffId: number, now: Date, expiresAt: Date) {
  await q.query(`INSERT INTO staff_setup_tokens (hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    hash,
    staffId,
    now,
    expiresAt,
  ]);
}

/** A link's account and the authenticator secret it offers. */
export interface SetupRow {
  staff_id: number;
  email: string;
  full_name: string;
  /** The secret the link offers now; null until the link is opened. */
  pending_secret: string | null;
}

/** A working link: unused, not expired, its account not disabled. $1 the link's hash, $2 now. */
const USABLE =
  't.hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND s.id = t.staff_id AND s.disabled_at IS NULL';

/** A working link offers `secret` now (replacing what an earlier opening offered); undefined when none. */
export async function offerSetupSecret(q: Queryable, hash: string, now: Date, secret: string) {
  const [row] = await q.query<SetupRow & { pending_secret: string }>(
    `UPDATE staff_setup_tokens t SET pending_secret = $3 FROM staff s WHERE ${USABLE}
     RETURNING t.staff_id, s.email, s.full_name, t.pending_secret`,
    [hash, now, secret],
  );
  return row;
}

/** A working link's account and the secret its last opening offered. */
export async function pendingSetupOf(q: Queryable, hash: string, now: Date): Promise<SetupRow | undefined> {
  const [row] = await q.query<SetupRow>(
    `SELECT t.staff_id, s.email, s.full_name, t.pending_secret FROM staff_setup_tokens t, staff s WHERE ${USABLE}`,
    [hash, now],
  );
  return row;
}

/** Uses a link that still offers `secret`, once: its account, or null. */
export async function useSetupToken(q: Queryable, hash: string, now: Date, secret: string): Promise<number | null> {
  const [used] = await q.query<{ staff_id: number }>(
    `UPDATE staff_setup_tokens SET used_at = $2, pending_secret = NULL
      WHERE hash = $1 AND used_at IS NULL AND expires_at > $2 AND pending_secret = $3
     RETURNING staff_id`,
    [hash, now, secret],
  );
  return used?.staff_id ?? null;
}

/** The account's password and app, from its set-up. */
export async function setCredentials(
  q: Queryable,
  staffId: number,
  credentials: { passwordHash: string; secret: string; step: number },
): Promise<void> {
  await q.query('UPDATE staff SET password_hash = $2, totp_secret = $3, totp_last_step = $4 WHERE id = $1', [
    staffId,
    credentials.passwordHash,
    credentials.secret,
    credentials.step,
  ]);
}

/** Counts a code attempt of an unlocked account: its place in the row of wrong codes, or null when locked. */
export async function countCodeAttempt(q: Queryable, staffId: number): Promise<number | null> {
  const [row] = await q.query<{ attempt: number }>(
    `UPDATE staff SET code_failures = code_failures + 1 WHERE id = $1 AND locked_at IS NULL
     RETURNING code_failures AS attempt`,
    [staffId],
  );
  return row ? row.attempt : null;
}

export async function resetCodeFailures(q: Queryable, staffId: number): Promise<void> {
  await q.query('UPDATE staff SET code_failures = 0 WHERE id = $1', [staffId]);
}

/** Uses a time step of the account's app once; false when it, or a later one, was used. */
export async function useCodeStep(q: Queryable, staffId: number, step: number): Promise<boolean> {
  const used = await q.query(
    `UPDATE staff SET totp_last_step = $2
      WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [staffId, step],
  );
  return used.length === 1;
}

/** Locks an account; true only for the call that locked it. */
export async function lockStaffAccount(q: Queryable, staffId: number, now: Date): Promise<boolean> {
  const locked = await q.query('UPDATE staff SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL RETURNING id', [
    staffId,
    now,
  ]);
  return locked.length === 1;
}

/** Unlocks a locked account and starts its row of wrong codes again; its address, or null. */
export async function unlockStaffAccount(q: Queryable, staffId: number): Promise<string | null> {
  const [row] = await q.query<{ email: string }>(
    'UPDATE staff SET locked_at = NULL, code_failures = 0 WHERE id = $1 AND locked_at IS NOT NULL RETURNING email',
    [staffId],
  );
  return row?.email ?? null;
}

/** Disables an account (once; the first moment stays); its address, or null when there is none. */
export async function disableStaff(q: Queryable, staffId: number, now: Date): Promise<string | null> {
  const [row] = await q.query<{ email: string }>(
    'UPDATE staff SET disabled_at = coalesce(disabled_at, $2) WHERE id = $1 RETURNING email',
    [staffId, now],
  );
  return row?.email ?? null;
}

export async function staffExists(q: Queryable, staffId: number): Promise<boolean> {
  const [known] = await q.query('SELECT 1 FROM staff WHERE id = $1', [staffId]);
  return known !== undefined;
}

/** An account as the staff list shows it. */
export interface StaffListRow {
  id: number;
  email: string;
  full_name: string;
  role: StaffRole;
  set_up: boolean;
  active: boolean;
  locked: boolean;
}

export function staffList(q: Queryable): Promise<StaffListRow[]> {
  return q.query<StaffListRow>(
    `SELECT id, email, full_name, role, (password_hash IS NOT NULL AND totp_secret IS NOT NULL) AS set_up,
            (disabled_at IS NULL) AS active, (locked_at IS NOT NULL) AS locked
       FROM staff ORDER BY lower(full_name), id`,
  );
}

/** The active accounts' ids and names, by name. */
export function activeStaff(q: Queryable): Promise<{ id: number; full_name: string }[]> {
  return q.query<{ id: number; full_name: string }>(
    'SELECT id, full_name FROM staff WHERE disabled_at IS NULL ORDER BY full_name, id',
  );
}

/** The name of an active account, or null. */
export async function activeStaffName(q: Queryable, staffId: number): Promise<string | null> {
  const [member] = await q.query<{ full_name: string }>(
    'SELECT full_name FROM staff WHERE id = $1 AND disabled_at IS NULL',
    [staffId],
  );
  return member?.full_name ?? null;
}

/** What the desk's login reads of an active account's address. */
export interface StaffLoginRow {
  id: number;
  email: string;
  full_name: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
}

export async function staffLoginByAddress(q: Queryable, email: string): Promise<StaffLoginRow | undefined> {
  const [staff] = await q.query<StaffLoginRow>(
    `SELECT id, email, full_name, role, password_hash, totp_secret FROM staff
      WHERE lower(email) = lower($1) AND disabled_at IS NULL`,
    [email],
  );
  return staff;
}

export async function insertStaffSession(
  q: Queryable,
  session: { id: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO staff_sessions (id, staff_id, created_at, last_active_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
    [session.id, session.staffId, session.now, session.expiresAt],
  );
}

/** The SQL condition of a usable staff login; $1 session, $2 staff, $3 now, $4 the idle limit's start. */
const LIVE = `s.id = $1 AND s.staff_id = $2 AND st.id = s.staff_id AND s.revoked_at IS NULL
  AND s.expires_at > $3 AND s.last_active_at > $4 AND st.disabled_at IS NULL`;

interface StaffRow {
  email: string;
  full_name: string;
  role: StaffRole;
}

/** The account of a live login; with `activity` its idle limit moves in the same statement. */
export async function liveStaffSession(
  q: Queryable,
  session: { id: string; staffId: number },
  now: Date,
  idleStart: Date,
  activity: boolean,
): Promise<StaffRow | undefined> {
  const params = [session.id, session.staffId, now, idleStart];
  const [row] = activity
    ? await q.query<StaffRow>(
        `UPDATE staff_sessions s SET last_active_at = $3 FROM staff st WHERE ${LIVE}
         RETURNING st.email, st.full_name, st.role`,
        params,
      )
    : await q.query<StaffRow>(
        `SELECT st.email, st.full_name, st.role FROM staff_sessions s, staff st WHERE ${LIVE}`,
        params,
      );
  return row;
}

export async function endStaffSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Ends every live login of an account. */
export async function endStaffSessionsOf(q: Queryable, staffId: number, now: Date): Promise<void> {
  await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [staffId, now]);
}
