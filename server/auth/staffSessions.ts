import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../src/api/deskContract';
import type { Clock } from '../base/clock';
import type { Db } from '../db/db';

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

interface StaffRow {
  email: string;
  full_name: string;
  role: StaffRole;
}

/** The SQL condition of a usable staff login; $1 session, $2 staff, $3 now, $4 the idle limit's start. */
const LIVE = `s.id = $1 AND s.staff_id = $2 AND st.id = s.staff_id AND s.revoked_at IS NULL
  AND s.expires_at > $3 AND s.last_active_at > $4 AND st.disabled_at IS NULL`;

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
      await db.query(
        `INSERT INTO staff_sessions (id, staff_id, created_at, last_active_at, expires_at) VALUES ($1, $2, $3, $3, $4)`,
        [sessionId, staffId, now, expiresAt],
      );
      return { sessionId, expiresAt };
    },

    /** The staff member of a live login, or null; `activity` moves its idle limit in the same statement. */
    async check(staffId: number, sessionId: string, activity: boolean): Promise<StaffContext | null> {
      const now = clock.now();
      const params = [sessionId, staffId, now, idleStart(now)];
      const [row] = activity
        ? await db.query<StaffRow>(
            `UPDATE staff_sessions s SET last_active_at = $3 FROM staff st WHERE ${LIVE}
             RETURNING st.email, st.full_name, st.role`,
            params,
          )
        : await db.query<StaffRow>(
            `SELECT st.email, st.full_name, st.role FROM staff_sessions s, staff st WHERE ${LIVE}`,
            params,
          );
      return row ? { staffId, sessionId, email: row.email, fullName: row.full_name, role: row.role } : null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        sessionId,
        clock.now(),
      ]);
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
