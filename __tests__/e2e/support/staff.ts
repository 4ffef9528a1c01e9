import { DEMO_STAFF_PASSWORD, DEMO_STAFF_SECRET } from '../../support/staffLogin';
import { totpCode } from '../../support/totp';
import { waitUntil } from '../../support/waiting';

const STEP_MS = 30_000;
/** The last time step whose code each staff member used in this run: the server takes a code once. */
const lastStep = new Map<string, number>();

/**
 * The code `email`'s authenticator app shows, for a step not used yet in this run. Journeys at several
 * viewports log the same person in within seconds; the server accepts one step of clock drift, so the
 * next step's code serves a second login, and only a third one waits for the clock.
 */
export async function nextStaffCode(email: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastStep.get(email) ?? -1) + 1);
  lastStep.set(email, step);
  // The server takes the code once its clock is at most one step behind it.
  const from = (step - 1) * STEP_MS + 100;
  await waitUntil(`the authenticator's code of step ${step} to be accepted`, () => Date.now() >= from, {
    timeoutMs: 2 * STEP_MS,
    intervalMs: 250,
  });
  return totpCode(DEMO_STAFF_SECRET, new Date(step * STEP_MS));
}

/** A staff login over HTTP (for a download as support does it); returns the desk token. */
export async function staffTokenOverHttp(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/desk/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD, code: await nextStaffCode(email) }),
  });
  if (!response.ok) throw new Error(`staff login of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
