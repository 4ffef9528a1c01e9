/**
 * Staff logins of the support desk for server tests: the demo staff's password and the code their
 * authenticator app would show at the server's clock (RFC 6238, written out in support/totp.ts).
 * A code works once per 30-second step, so each login moves the test clock to a fresh step first.
 */
import type { DeskSession } from '../../src/api/deskContract';
import { totpCode } from '../support/totp';
import { PASSWORD, type TestServer } from './helpers';

export const DEMO_STAFF_SECRET = 'JBSWY3DPEHPK3PXP';
export const MEDEWERKER = 'support@demo.test';
export const TEAMLEIDER = 'teamleider@demo.test';

/** The code of `secret` at the server's clock, after moving the clock to the next 30-second step. */
export function freshCode(s: TestServer, secret = DEMO_STAFF_SECRET): string {
  s.clock.advanceSeconds(30);
  return totpCode(secret, s.clock.now());
}

/** Logs a staff member in (password and code); throws with the answer when refused. */
export async function staffLogin(s: TestServer, email: string): Promise<DeskSession> {
  const reply = await s.post<DeskSession>('/api/desk/auth/token', { email, password: PASSWORD, code: freshCode(s) });
  if (reply.status !== 200) throw new Error(`staff login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
