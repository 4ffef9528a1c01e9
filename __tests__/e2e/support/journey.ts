import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { logIn as logInOverHttp } from '../../../scripts/lib/logIn';
import { persistedSession } from '../../../scripts/lib/persistedSession';
import { appUrl, pathOf, type Viewport, type ViewportName } from './browser';
import { checkPage } from './checks';
import type { RunningServer } from './processes';

/** What a journey gets: its own page in a fresh context, at one viewport, against a running server. */
export interface JourneyContext {
  page: Page;
  viewport: Viewport;
  /** The shared server (fresh in-memory database, default token lifetime). */
  server: RunningServer;
  /** A second server whose tokens live a few seconds (JWT_EXPIRE_SECONDS), for the expired session. */
  shortServer: RunningServer;
  /** Messages of native dialogs (window.alert and friends), accepted as they come. */
  nativeDialogs: string[];
  /** Screenshot and axe-core check of the current page state, named for e2e-artifacts/<viewport>/. */
  check(name: string): Promise<void>;
  /** Opens `path` on `server` (default: the shared one) with the viewport's platform parameter. */
  goto(path: string, server?: RunningServer): Promise<void>;
}

export interface Journey {
  name: string;
  /**
   * 'both' when what the journey does or checks differs between iOS and Android: the header and its
   * back button, the iOS reading overlay ('Bezig met ophalen'), the native bridge, the login page
   * pre-rendered per platform, anything that reads `platform`. It then runs at the Android phone's
   * size too; every other journey runs at one phone size, the iPhone's (run.ts).
   */
  platforms?: 'both';
  /** The viewports it runs at (run.ts): the two phones and the desktop unless it names others. */
  viewports?: readonly ViewportName[];
  /** How long it may take (ms); 90 s unless it says otherwise. */
  timeout?: number;
  run(ctx: JourneyContext): Promise<void>;
}

export function makeContext(
  page: Page,
  viewport: Viewport,
  server: RunningServer,
  shortServer: RunningServer,
): JourneyContext {
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.accept();
  });
  return {
    page,
    viewport,
    server,
    shortServer,
    nativeDialogs,
    check: (name) => checkPage(page, viewport, name),
    goto: async (path, target = server) => {
      const url = appUrl(target.url, viewport, path);
      const response = await page.goto(url);
      if (response && !response.ok()) {
        const body = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`GET ${url} answered ${response.status()} instead of the app: ${body}`);
      }
    },
  };
}

export const password = 'Welkom123';

export type DemoAccount =
  'admin' | 'prepaid' | 'gebruiker' | 'opgezegd' | 'inactief' | 'afscheid' | 'wijzig' | 'tweestap' | 'limiet';
export const emailOf = (account: DemoAccount): string => `${account}@demo.test`;

/** Waits until `locator` is visible (auto-waiting, no sleeps). */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** Asserts that nothing matches `locator` right now; call it once the page has settled. */
export async function absent(locator: Locator, what: string): Promise<void> {
  assert.equal(await locator.count(), 0, `expected no ${what}`);
}

/** Waits until the address has path `expected`. */
export async function onPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected);
  assert.equal(pathOf(page), expected);
}

/** The login form's fields, found by their Dutch labels. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('E-mailadres', { exact: true }),
    password: page.getByLabel('Wachtwoord', { exact: true }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
    forgot: page.getByRole('link', { name: 'Wachtwoord vergeten?' }),
  };
}

/** The page title: the mobile header's or the desktop page heading, both an h1. */
export const title = (page: Page, text: string): Locator =>
  page.getByRole('heading', { level: 1, name: text, exact: true });

/**
 * The dashboard's menu of rows on phones, once loaded (its placeholder list while GET /dashboard runs has the same
 * name).
 */
export const dashboardRows = (page: Page): Locator =>
  page.getByRole('list', { name: 'Menu', exact: true }).and(page.locator(':not([aria-busy="true"])'));

/** The desktop overview's panels, which stand where the rows stand on phones. */
export const overviewPanels = (page: Page): Locator =>
  page.getByRole('region', { name: 'Je account in het kort', exact: true });

/**
 * The links to the pages: the dashboard's rows on phones, the side menu 'Hoofdmenu' on desktop (whose
 * overview shows the account's figures instead of the same links).
 */
export const menu = (page: Page): Locator =>
  dashboardRows(page).or(page.getByRole('navigation', { name: 'Hoofdmenu', exact: true }));

/** The overview once it shows: its rows on phones, its panels on desktop. */
export const overview = (page: Page): Locator => dashboardRows(page).or(overviewPanels(page));

/**
 * Logs in through the login page ('/') as a demo account and waits for the dashboard.
 * `submitWith` 'enter' presses Enter in the password field (spec: Enter submits).
 */
export async function logIn(
  ctx: JourneyContext,
  account: DemoAccount,
  options: { server?: RunningServer; submitWith?: 'click' | 'enter'; check?: boolean } = {},
): Promise<void> {
  const { page } = ctx;
  await ctx.goto('/', options.server);
  const form = loginForm(page);
  await visible(form.email);
  if (options.check !== false) await ctx.check('login');
  await form.email.fill(emailOf(account));
  await form.password.fill(password);
  if (options.submitWith === 'enter') await form.password.press('Enter');
  else await form.submit.click();
  await onPath(page, '/app');
  await visible(title(page, 'Overzicht'));
  await visible(overview(page));
}

/**
 * Opens the dashboard as `account`, logged in over HTTP first: the session a previous page load would
 * have stored, resumed by the app with a refresh. For journeys about what comes after the login page
 * (the session journeys drive the login page itself); it spares each of them the login page's load.
 */
export async function resumeSession(
  ctx: JourneyContext,
  account: DemoAccount,
  options: { server?: RunningServer } = {},
): Promise<void> {
  const { page } = ctx;
  const target = options.server ?? ctx.server;
  const { key, value } = persistedSession(await logInOverHttp(`${target.url}/api`, emailOf(account)));
  // Stored before the page's own scripts run, once per tab (a later logout must stay logged out).
  const once = `e2e-session-${account}`;
  await page.addInitScript(
    ([storageKey, stored, flag]) => {
      if (sessionStorage.getItem(flag)) return;
      localStorage.setItem(storageKey, stored);
      sessionStorage.setItem(flag, '1');
    },
    [key, value, once] as const,
  );
  await ctx.goto('/app', options.server);
  await onPath(page, '/app');
  await visible(title(page, 'Overzicht'));
  await visible(overview(page));
}

/**
 * Waits for the in-app dialog titled `dialogTitle` showing `text`, checks it as page state
 * `checkName`, and closes it with its button `button` (default: its first button).
 */
export async function answerDialog(
  ctx: JourneyContext,
  options: { title: string; text: string | RegExp; checkName: string; button?: string },
): Promise<void> {
  const { page } = ctx;
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ has: page.getByRole('heading', { name: options.title, exact: true }) });
  await visible(dialog);
  await visible(dialog.getByText(options.text));
  await ctx.check(options.checkName);
  const button = options.button
    ? dialog.getByRole('button', { name: options.button, exact: true })
    : dialog.getByRole('button').first();
  await button.click();
  await dialog.waitFor({ state: 'hidden' });
}
