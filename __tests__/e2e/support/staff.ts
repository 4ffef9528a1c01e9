import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_SECRET } from '../../support/staffLogin';
import { totpCode } from '../../support/totp';
import { waitUntil } from '../../support/waiting';
import { newContext, type Viewport } from './browser';
import { serveAxe } from './checks';
import type { JourneyContext } from './journey';

/** The desk is made for a desktop screen, whatever the customer uses. */
export const deskViewport: Viewport = { name: 'desktop', platform: 'desktop', width: 1366, height: 900, mobile: false };

/** A desk page in a browser of its own at the desk's size, ready for the page checks; `close` ends it. */
export async function deskBrowser(ctx: JourneyContext): Promise<{ desk: Page; close: () => Promise<void> }> {
  const browser = ctx.page.context().browser();
  assert.ok(browser, 'the journey runs in a browser');
  const context = await newContext(browser, deskViewport);
  context.setDefaultTimeout(10_000);
  await serveAxe(context);
  const desk = await context.newPage();
  return { desk, close: () => context.close() };
}

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
