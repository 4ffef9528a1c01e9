/**
 * npm run bench:inp — how long each interaction on the long lists takes to its next paint (what
 * Interaction to Next Paint counts), on a slow phone's CPU: Debian's Chromium through playwright-core,
 * the CPU slowed down 4x through the DevTools protocol (`Emulation.setCPUThrottlingRate`), and a
 * PerformanceObserver of event timing in every page: per interaction (`interactionId`) the longest
 * entry, which is input delay, handlers and the time to the next paint. Each interaction is repeated
 * (BENCH_INP_REPEATS, default 5); the median and the worst are printed as a table per page and size.
 * Entries under 16 ms are not reported by the browser: such an interaction prints as '<16'.
 *
 * The pages, as a busy account sees them: '/usage' with 2,000 loaded calls ('Meer laden' 40 times:
 * the direction filter, the number search typed and cleared, the month switch), 'Activiteit' with
 * 500 entries, the invoice list, the blocked numbers at 200, and the desk's queue and search. Input
 * is trusted input: clicks, keys, and ArrowUp/ArrowDown on a focused select (Playwright's
 * `selectOption` sends no input events). The data is made through the demo endpoints and the API.
 *
 * It measures the built app in dist/ (BENCH_INP_APP_DIR for another build, e.g. an earlier commit's),
 * on a fresh demo server; it builds nothing. BENCH_INP_CPU (default 4) and BENCH_INP_SIZES ("desktop,
 * phone") narrow a run. A benchmark, not a test: it prints, and fails only when it cannot measure.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { logIn } from './lib/logIn';
import { persistedSession } from './lib/persistedSession';
import { spawnServer } from './lib/serverProcess';

const ROOT = path.resolve(__dirname, '..');
const APP_DIR = path.resolve(process.env.BENCH_INP_APP_DIR ?? path.join(ROOT, 'dist'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPEATS = Number(process.env.BENCH_INP_REPEATS ?? 5);
const CPU = Number(process.env.BENCH_INP_CPU ?? 4);
const SIZES = (process.env.BENCH_INP_SIZES ?? 'desktop,phone').split(',');
const ACCOUNT = 'admin@demo.test';
const STAFF = 'support@demo.test';
const STAFF_SECRET = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'Welkom123';
const CALLS = 2_000;
const CALL_PAGES = 40;

interface Size {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
  query: string;
}
const ALL_SIZES: Size[] = [
  { name: 'desktop', width: 1366, height: 900, mobile: false, query: '' },
  { name: 'phone', width: 390, height: 844, mobile: true, query: '?platform=ios' },
];

/** Installed in every page before its scripts: the longest event entry per interaction. */
function observeInteractions(): void {
  const longest = new Map<number, number>();
  Object.assign(window, { benchInteractions: longest });
  new PerformanceObserver((list) => {
    // `interactionId` is Chromium's (Event Timing level 2), not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Waits for the page to settle after an input: no busy region, then two frames and a pause for the entries. */
async function settle(page: Page, pauseMs = 250): Promise<void> {
  await page.waitForTimeout(pauseMs);
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 30_000,
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForTimeout(150);
}

/** The longest next paint of the interactions `act` caused (0 when every one stayed under 16 ms). */
async function timed(page: Page, act: () => Promise<void>, pauseMs?: number): Promise<number> {
  const seen = await page.evaluate(() => [
    ...(window as unknown as { benchInteractions: Map<number, number> }).benchInteractions.keys(),
  ]);
  await act();
  await settle(page, pauseMs);
  return page.evaluate((before) => {
    const all = (window as unknown as { benchInteractions: Map<number, number> }).benchInteractions;
    return Math.max(0, ...[...all].filter(([id]) => !before.includes(id)).map(([, duration]) => duration));
  }, seen);
}

const results: Array<{ size: string; page: string; interaction: string; durations: number[] }> = [];
function record(size: Size, pageName: string, interaction: string, duration: number): void {
  let row = results.find((r) => r.size === size.name && r.page === pageName && r.interaction === interaction);
  if (!row) results.push((row = { size: size.name, page: pageName, interaction, durations: [] }));
  row.durations.push(duration);
}

async function measure(size: Size, page: Page, pageName: string, interaction: string, act: () => Promise<void>) {
  record(size, pageName, interaction, await timed(page, act));
}

const press = (select: Locator, key: 'ArrowDown' | 'ArrowUp') => async () => {
  await select.focus();
  await select.press(key);
};

async function usage(size: Size, page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/usage${size.query}`);
  const more = page.getByRole('button', { name: /^Meer laden|gesprekken laden/ });
  for (let i = 0; i < CALL_PAGES - 1; i += 1) {
    await more.first().waitFor();
    await measure(size, page, '/usage', "'Meer laden' (50 → 2,000)", () => more.first().click());
  }
  const direction = page.getByLabel('Richting').first();
  const search = page.getByLabel('Zoek op nummer').first();
  for (let i = 0; i < REPEATS; i += 1) {
    await measure(size, page, '/usage', 'Richting → Uitgaand', press(direction, 'ArrowDown'));
    await measure(size, page, '/usage', 'Richting → Inkomend', press(direction, 'ArrowDown'));
    await measure(size, page, '/usage', 'Richting → Uitgaand (back)', press(direction, 'ArrowUp'));
    await measure(size, page, '/usage', 'Richting → Alle (2,000 back)', press(direction, 'ArrowUp'));
    await search.focus();
    await measure(size, page, '/usage', "Zoek: type '0'", () => search.press('0'));
    await measure(size, page, '/usage', "Zoek: type '6'", () => search.press('6'));
    await measure(size, page, '/usage', 'Zoek: Backspace', () => search.press('Backspace'));
    await measure(size, page, '/usage', 'Zoek: clear (2,000 back)', () => search.press('Backspace'));
    await measure(size, page, '/usage', "'Vorige maand'", () =>
      page.getByRole('button', { name: 'Vorige maand' }).click(),
    );
    await measure(size, page, '/usage', "'Deze maand' (2,000 back)", () =>
      page.getByRole('button', { name: 'Deze maand' }).click(),
    );
  }
}

async function activity(size: Size, page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/team/activity${size.query}`);
  await settle(page);
  const person = page.getByLabel('Persoon');
  const kind = page.getByLabel('Soort');
  for (let i = 0; i < REPEATS; i += 1) {
    await measure(size, page, 'Activiteit', 'Soort → next kind', press(kind, 'ArrowDown'));
    await measure(size, page, 'Activiteit', 'Soort → Alles (500 back)', press(kind, 'ArrowUp'));
    await measure(size, page, 'Activiteit', 'Persoon → next person', press(person, 'ArrowDown'));
    await measure(size, page, 'Activiteit', 'Persoon → Iedereen (500 back)', press(person, 'ArrowUp'));
  }
}

async function invoices(size: Size, page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/invoices${size.query}`);
  await settle(page);
  for (let i = 0; i < REPEATS; i += 1) {
    // Opening an invoice and coming back: the list is rendered again from the cache.
    await measure(size, page, '/invoices', 'open an invoice', () =>
      page
        .getByRole('link', { name: /^F\d{4}-\d{6}$/ })
        .first()
        .click(),
    );
    await measure(size, page, '/invoices', 'back to the list', async () => {
      await page.goBack();
    });
  }
}

async function blacklist(size: Size, page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/blacklist${size.query}`);
  await settle(page);
  // At 200 the list is full: no form to add one, a question before each removal.
  for (let i = 0; i < REPEATS; i += 1) {
    await measure(size, page, 'blocked (200)', 'remove: the question opens', () =>
      page
        .getByRole('button', { name: /^Verwijder / })
        .first()
        .click(),
    );
    await measure(size, page, 'blocked (200)', "'Sluiten'", () =>
      page.getByRole('button', { name: 'Sluiten', exact: true }).click(),
    );
  }
}

async function desk(size: Size, browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'nl-NL' });
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.goto(`${origin}/desk`);
  await page.getByLabel('E-mailadres', { exact: true }).fill(STAFF);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Code', { exact: true }).fill(new TOTP({ secret: STAFF_SECRET }).generate());
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.getByRole('table').first().waitFor();
  await throttle(page);
  const status = page.getByLabel('Status', { exact: true });
  const sort = page.getByLabel('Volgorde');
  const search = page.getByLabel('Zoeken op klantnummer of onderwerp', { exact: true });
  for (let i = 0; i < REPEATS; i += 1) {
    await measure(size, page, 'desk queue', 'Status → next', press(status, 'ArrowDown'));
    await measure(size, page, 'desk queue', 'Status → Alle', press(status, 'ArrowUp'));
    await measure(size, page, 'desk queue', 'Volgorde → other', press(sort, 'ArrowDown'));
    await measure(size, page, 'desk queue', 'Volgorde → back', press(sort, 'ArrowUp'));
    await search.focus();
    await measure(size, page, 'desk queue', "search: type 'v'", () => search.press('v'));
    await measure(size, page, 'desk queue', 'search: Enter', () => search.press('Enter'));
    await measure(size, page, 'desk queue', 'search: clear', () => search.press('Backspace'));
    await measure(size, page, 'desk queue', 'search: Enter (all back)', () => search.press('Enter'));
  }
  await context.close();
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
}

/** The busy account: 2,000 more calls this month, 200 blocked numbers, 500 entries in 'Activiteit', 60 tickets. */
async function makeData(origin: string): Promise<void> {
  const api = `${origin}/api`;
  const post = async (pathName: string, body: unknown, token?: string) => {
    const response = await fetch(`${api}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${pathName}: ${response.status} ${await response.text()}`);
  };
  await post('/dev/calls/month', { email: ACCOUNT, count: CALLS });
  const { token } = await logIn(api, ACCOUNT);
  const dashboard = await fetch(`${api}/dashboard`, { headers: { authorization: `Bearer ${token}` } });
  const userPoc = ((await dashboard.json()) as { user: { poc: string } }).user.poc;
  const listed = await fetch(`${api}/blacklist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ userPoc }),
  });
  const blocked = ((await listed.json()) as { numbers: string[] }).numbers.length;
  const numbers = Array.from({ length: 200 - blocked }, (_, i) => `0201${String(100_000 + i)}`);
  for (const number of numbers) await post('/blacklist/add', { userPoc, blacklistNumber: number }, token);
  for (const number of numbers.slice(0, 150))
    await post('/blacklist/remove', { userPoc, blacklistNumber: number }, token);
  for (const number of numbers.slice(0, 150)) await post('/blacklist/add', { userPoc, blacklistNumber: number }, token);
  for (let i = 0; i < 60; i += 1)
    await post(
      '/tickets',
      { subject: `Vraag ${i + 1} over doorschakelen`, message: 'Graag uitleg hierover.', category: 1 },
      token,
    );
}

function table(): void {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
  };
  const ms = (value: number) => (value < 16 ? '<16' : String(Math.round(value)));
  console.log(`\nNext paint per interaction, ms (CPU ${CPU}x slower; median / worst of n)`);
  console.log(
    `${'size'.padEnd(8)} ${'page'.padEnd(14)} ${'interaction'.padEnd(32)} ` +
      `${'median'.padStart(7)} ${'worst'.padStart(6)}  n`,
  );
  for (const row of results)
    console.log(
      `${row.size.padEnd(8)} ${row.page.padEnd(14)} ${row.interaction.padEnd(32)} ` +
        `${ms(median(row.durations)).padStart(7)} ${ms(Math.max(...row.durations)).padStart(6)}  ` +
        `${row.durations.length}`,
    );
  const over = results.filter((row) => Math.max(...row.durations) > 200);
  console.log(
    over.length === 0 ? '\nevery interaction ≤ 200 ms' : `\nover 200 ms at worst: ${over.length} interactions`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  if (!existsSync(path.join(APP_DIR, 'index.html'))) throw new Error(`No build in ${APP_DIR}: npm run build first`);
  const server = await spawnServer({ env: { STATIC_DIR: APP_DIR, LIMIT_TICKET_MESSAGES_HOUR: '1000' } });
  let browser: Browser | null = null;
  try {
    await makeData(server.url);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    for (const size of ALL_SIZES.filter((candidate) => SIZES.includes(candidate.name))) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        isMobile: size.mobile,
        hasTouch: size.mobile,
        locale: 'nl-NL',
        timezoneId: 'Europe/Amsterdam',
      });
      await context.addInitScript(observeInteractions);
      const page = await context.newPage();
      // A page that breaks says why (a measured interaction would otherwise only time out).
      page.on('pageerror', (error) => console.error(`bench:inp: ${size.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error(`bench:inp: ${size.name}: ${message.text()}`);
      });
      page.setDefaultTimeout(60_000);
      const session = persistedSession(await logIn(`${server.url}/api`, ACCOUNT), {
        sessionId: `bench-inp-${size.name}`,
      });
      await page.goto(`${server.url}/manifest.webmanifest`);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
      await throttle(page);
      for (const run of [usage, activity, invoices, blacklist]) {
        await run(size, page, server.url);
        console.log(`bench:inp: ${size.name} ${run.name} measured`);
      }
      await context.close();
    }
    if (SIZES.includes('desktop')) await desk(ALL_SIZES[0] as Size, browser, server.url);
  } finally {
    await browser?.close();
    await server.stop();
  }
  table();
  console.log(`bench:inp took ${Math.round((Date.now() - started) / 1000)} s (${APP_DIR})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
