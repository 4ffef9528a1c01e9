/**
 * The demo staff of the support desk (README "Demo accounts"): a medewerker and a teamleider, with
 * the demo password and one published authenticator secret, so a demo login can compute its code.
 */
import type { StaffRole } from '../../src/api/deskContract';
import type { PasswordHasher } from '../auth/passwords';
import type { Queryable } from '../db/db';

/** Base32; any authenticator app (or `otpauth`) shows the codes of it. */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const demoStaff: Array<{ email: string; fullName: string; role: StaffRole }> = [
  { email: 'support@demo.test', fullName: 'Sanne Supportdesk', role: 'medewerker' },
  { email: 'teamleider@demo.test', fullName: 'Tom Teamleider', role: 'teamleider' },
];

let cachedHash: Promise<string> | null = null;

/** Inserts the demo staff with the demo password (one hash for both, made once per process). */
export async function seedDemoStaff(q: Queryable, hasher: PasswordHasher, password: string, now: Date): Promise<void> {
  cachedHash ??= hasher.hash(password);
  const hash = await cachedHash;
  for (const staff of demoStaff)
    await q.query(
      `INSERT INTO staff (email, full_name, role, password_hash, totp_secret, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [staff.email, staff.fullName, staff.role, hash, DEMO_STAFF_TOTP_SECRET, now],
    );
}
