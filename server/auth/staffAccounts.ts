import type { StaffRole } from '../../src/api/deskContract';
import type { Clock } from '../base/clock';
import type { Db, Queryable } from '../db/db';
import { newTotpSecret, otpauthUri, totpStep } from './authenticator';
import { randomToken, tokenHash } from './tokens';

/** How long the set-up link of a new staff account works. */
export const SETUP_LINK_DAYS = 7;

/** Wrong authenticator codes after a right password, in a row, that lock a staff account. */
export const STAFF_CODE_FAILURE_LIMIT = 5;

/** The desk page behind a set-up link; the token is in the fragment, so no server or log sees it. */
export const setupLink = (publicUrl: string, token: string): string => `${publicUrl}/desk/instellen#token=${token}`;

export interface NewStaff {
  email: string;
  fullName: string;
  role: StaffRole;
}

/** Adds a staff account without password or app, and its one-time set-up token; null when the address is taken. */
export async function createStaff(
  q: Queryable,
  staff: NewStaff,
  now: Date,
): Promise<{ id: number; token: string } | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO staff (email, full_name, role, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [staff.email, staff.fullName, staff.role, now],
  );
  if (!row) return null;
  const token = randomToken();
  await q.query(`INSERT INTO staff_setup_tokens (hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    tokenHash(token),
    row.id,
    now,
    new Date(now.getTime() + SETUP_LINK_DAYS * 86_400_000),
  ]);
  return { id: row.id, token };
}

interface SetupRow {
  staff_id: number;
  email: string;
  full_name: string;
  /** The secret the link offers now; null until the link is opened. */
  pending_secret: string | null;
}

/** A working link: unused, not expired, its account not disabled. $1 the link's hash, $2 now. */
const USABLE =
  't.hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND s.id = t.staff_id AND s.disabled_at IS NULL';

/**
 * Staff accounts: the set-up through the one-time link, and the authenticator code of a login. Every
 * use of a code or link is one conditional UPDATE, so two requests at once cannot both use it.
 */
export function staffAccounts(db: Db, clock: Clock) {
  return {
    /**
     * Opens the link: whose it is, and a new authenticator secret, which replaces the one an earlier
     * opening offered. The link stays unused; the secret counts only once its first code is given.
     */
    async openSetup(token: string): Promise<(SetupRow & { pending_secret: string }) | null> {
      const [row] = await db.query<SetupRow & { pending_secret: string }>(
        `UPDATE staff_setup_tokens t SET pending_secret = $3 FROM staff s WHERE ${USABLE}
         RETURNING t.staff_id, s.email, s.full_name, t.pending_secret`,
        [tokenHash(token), clock.now(), newTotpSecret()],
      );
      return row ?? null;
    },

    /** The link's account and the secret its last opening offered, while the link works. */
    async pendingSetup(token: string): Promise<SetupRow | null> {
      const [row] = await db.query<SetupRow>(
        `SELECT t.staff_id, s.email, s.full_name, t.pending_secret FROM staff_setup_tokens t, staff s WHERE ${USABLE}`,
        [tokenHash(token), clock.now()],
      );
      return row ?? null;
    },

    otpauthUri,

    /** The time step of `code` for the link's secret, or null when it is not the app's current code. */
    codeStep: (secret: string, code: string): number | null => totpStep(secret, code, clock.now()),

    /**
     * Uses the link: sets the password and couples the app with `secret`, the one the first code
     * matched, if the link still offers it. False when the link was used or opened anew meanwhile.
     */
    completeSetup(token: string, passwordHash: string, secret: string, step: number): Promise<boolean> {
      return db.tx(async (q) => {
        const [used] = await q.query<{ staff_id: number }>(
          `UPDATE staff_setup_tokens SET used_at = $2, pending_secret = NULL
            WHERE hash = $1 AND used_at IS NULL AND expires_at > $2 AND pending_secret = $3
           RETURNING staff_id`,
          [tokenHash(token), clock.now(), secret],
        );
        if (!used) return false;
        await q.query('UPDATE staff SET password_hash = $2, totp_secret = $3, totp_last_step = $4 WHERE id = $1', [
          used.staff_id,
          passwordHash,
          secret,
          step,
        ]);
        // Sessions of an earlier set-up (a reset account) end with it.
        await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [
          used.staff_id,
          clock.now(),
        ]);
        return true;
      });
    },

    /**
     * Counts a code attempt of an account whose password was right, before its code is checked, so
     * attempts fired at once each get a number of their own: the attempt's place in the row of wrong
     * codes, or null when the account is locked.
     */
    async countCodeAttempt(staffId: number): Promise<number | null> {
      const [row] = await db.query<{ attempt: number }>(
        `UPDATE staff SET code_failures = code_failures + 1 WHERE id = $1 AND locked_at IS NULL
         RETURNING code_failures AS attempt`,
        [staffId],
      );
      return row ? row.attempt : null;
    },

    /** A right code: the row of wrong ones starts again. */
    async codeRight(staffId: number): Promise<void> {
      await db.query('UPDATE staff SET code_failures = 0 WHERE id = $1', [staffId]);
    },

    /** Uses a code of the staff member's app once: a time step (or one before it) that was used is refused. */
    async useCode(staffId: number, secret: string, code: string): Promise<boolean> {
      const step = totpStep(secret, code, clock.now());
      if (step === null) return false;
      const used = await db.query(
        `UPDATE staff SET totp_last_step = $2
          WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [staffId, step],
      );
      return used.length === 1;
    },
  };
}

/** Locks a staff account (wrong codes); true only for the call that locked it, so one mail goes. */
export async function lockStaff(q: Queryable, staffId: number, now: Date): Promise<boolean> {
  const locked = await q.query('UPDATE staff SET locked_at = $2 WHERE id = $1 AND locked_at IS NULL RETURNING id', [
    staffId,
    now,
  ]);
  return locked.length === 1;
}

/** Unlocks a staff account and starts its row of wrong codes again; its address, or null when it was not locked. */
export async function unlockStaff(q: Queryable, staffId: number): Promise<string | null> {
  const [row] = await q.query<{ email: string }>(
    'UPDATE staff SET locked_at = NULL, code_failures = 0 WHERE id = $1 AND locked_at IS NOT NULL RETURNING email',
    [staffId],
  );
  return row?.email ?? null;
}
