/**
 * Staff logins of the support desk over HTTP, for tests against a running server: the demo staff's
 * password and the code their authenticator app shows now (support/totp.ts). A code works once per
 * 30-second step; the demo data reset before every test (server.ts) forgets the steps used.
 */
import type { DeskSession } from '../../src/api/deskContract';
import { totpCode } from './totp';

export const DEMO_STAFF_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_STAFF_PASSWORD = 'Welkom123';
export const MEDEWERKER = 'support@demo.test';
export const TEAMLEIDER = 'teamleider@demo.test';

/** Logs a demo staff member in at `apiBaseUrl` (e.g. http://127.0.0.1:41234/api); throws when refused. */
export async function staffLoginOverHttp(apiBaseUrl: string, email: string): Promise<DeskSession> {
  const response = await fetch(`${apiBaseUrl}/desk/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD, code: totpCode(DEMO_STAFF_SECRET) }),
  });
  const body = (await response.json()) as DeskSession;
  if (!response.ok) throw new Error(`Staff login of ${email} failed with HTTP ${response.status}`);
  return body;
}
