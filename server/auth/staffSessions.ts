import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../src/api/deskContract';
import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import { endStaffSession, insertStaffSession, liveStaffSession } from '../tables/staff';

/** A staff login ends after 30 minutes without activity and 8 hours after it began (docs/security.md). */
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_LIFETIME_SECONDS = 8 * 3600;

/** The staff member behind a desk call, loaded from the database on every call. */
export interface StaffContext {
  staffId: number;
  sessionId: string;
  email: string;
  fullName: string;
  role: StaffRole;
}

/**
 * Staff logins in the database (table staff_sessions), so every server instance ends them alike.
 * Activity moves the idle limit; the desk's polling reads do not (an unattended desk still ends).
 */
export function staffSessionStore(db: Db, clock: Clock) {
  const idleStart = (now: Date) => new Date(now.getTime() - STAFF_IDLE_SECONDS * 1000);
  return {
    async open(staffId: number): Promise<{ sessionId: string; expiresAt: Date }> {
      const now = clock.now();
      const sessionId = randomUUID();
      const expiresAt = new Date(now.getTime() + STAFF_LIFETIME_SECONDS * 1000);
      await insertStaffSession(db, { id: sessionId, staffId, now, expiresAt });
      return { sessionId, expiresAt };
    },

    /** The staff member of a live login, or null; `activity` moves its idle limit in the same statement. */
    async check(staffId: number, sessionId: string, activity: boolean): Promise<StaffContext | null> {
      const now = clock.now();
      const row = await liveStaffSession(db, { id: sessionId, staffId }, now, idleStart(now), activity);
      return row ? { staffId, sessionId, email: row.email, fullName: row.full_name, role: row.role } : null;
    },

    async revoke(sessionId: string): Promise<void> {
      await endStaffSession(db, sessionId, clock.now());
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
