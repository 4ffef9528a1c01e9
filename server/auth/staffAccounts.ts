import type { StaffRole } from '../../src/api/deskContract';
import type { Clock } from '../base/clock';
import type { Db, Queryable } from '../db/db';
import {
  countCodeAttempt,
  endStaffSessionsOf,
  insertSetupToken,
  insertStaff,
  lockStaffAccount,
  offerSetupSecret,
  pendingSetupOf,
  resetCodeFailures,
  setCredentials,
  unlockStaffAccount,
  useCodeStep,
  useSetupToken,
  type SetupRow,
} from '../tables/staff';
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
  const id = await insertStaff(q, staff, now);
  if (id === null) return null;
  const token = randomToken();
  await insertSetupToken(q, tokenHash(token), id, now, new Date(now.getTime() + SETUP_LINK_DAYS * 86_400_000));
  return { id, token };
}

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
      return (await offerSetupSecret(db, tokenHash(token), clock.now(), newTotpSecret())) ?? null;
    },

    /** The link's account and the secret its last opening offered, while the link works. */
    async pendingSetup(token: string): Promise<SetupRow | null> {
      return (await pendingSetupOf(db, tokenHash(token), clock.now())) ?? null;
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
        const staffId = await useSetupToken(q, tokenHash(token), clock.now(), secret);
        if (staffId === null) return false;
        await setCredentials(q, staffId, { passwordHash, secret, step });
        // Sessions of an earlier set-up (a reset account) end with it.
        await endStaffSessionsOf(q, staffId, clock.now());
        return true;
      });
    },

    /**
     * Counts a code attempt of an account whose password was right, before its code is checked, so
     * attempts fired at once each get a number of their own: the attempt's place in the row of wrong
     * codes, or null when the account is locked.
     */
    async countCodeAttempt(staffId: number): Promise<number | null> {
      return countCodeAttempt(db, staffId);
    },

    /** A right code: the row of wrong ones starts again. */
    async codeRight(staffId: number): Promise<void> {
      await resetCodeFailures(db, staffId);
    },

    /** Uses a code of the staff member's app once: a time step (or one before it) that was used is refused. */
    async useCode(staffId: number, secret: string, code: string): Promise<boolean> {
      const step = totpStep(secret, code, clock.now());
      if (step === null) return false;
      return useCodeStep(db, staffId, step);
    },
  };
}

/** Locks a staff account (wrong codes); true only for the call that locked it, so one mail goes. */
export async function lockStaff(q: Queryable, staffId: number, now: Date): Promise<boolean> {
  return lockStaffAccount(q, staffId, now);
}

/** Unlocks a staff account and starts its row of wrong codes again; its address, or null when it was not locked. */
export async function unlockStaff(q: Queryable, staffId: number): Promise<string | null> {
  return unlockStaffAccount(q, staffId);
}
