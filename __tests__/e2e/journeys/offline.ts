import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { screenshot } from '../support/checks';
import {
  absent,
  emailOf,
  logIn,
  loginForm,
  menu,
  onPath,
  title,
  visible,
  type Journey,
  overview,
} from '../support/journey';
import { appDir, startServer } from '../support/processes';

// Every journey's name starts so: E2E_ONLY=offline runs these alone.
const PREFIX = 'offline and repeat visits:';
const OFFLINE = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';

/** Waits until the service worker is active and controls the page (it registers a moment after load). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * What the page asked for, as 'METHOD /path', and which scripts reached the network (page or worker).
 * Only requests sent from now on count: a chunk the page asked for before the worker took control
 * (the dialogs' chunk loads a moment after login) may answer later and is not part of the next visit.
 */
function watchRequests(page: Page) {
  const api: string[] = [];
  const scriptsFromNetwork: string[] = [];
  const sentSinceWatching = new WeakSet<Request>();
  const onRequest = (request: Request) => {
    sentSinceWatching.add(request);
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !request.serviceWorker()) api.push(`${request.method()} ${url.pathname}`);
    // The worker fetching a script means it was not in its cache.
    if (request.serviceWorker() && url.pathname.endsWith('.js') && url.pathname !== '/sw.js')
      scriptsFromNetwork.push(url.pathname);
  };
  page.context().on('request', onRequest);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!sentSinceWatching.has(response.request())) return;
    if (url.pathname.endsWith('.js') && !response.fromServiceWorker()) scriptsFromNetwork.push(url.pathname);
  });
  return { api, scriptsFromNetwork, count: (call: string) => api.filter((made) => made === call).length };
}

export const offlineJourneys: Journey[] = [
  {
    name: `${PREFIX} a second visit comes from the service worker, and a start makes one refresh, one config and one page read`,
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'admin');
      await workerInControl(page);
      const requests = watchRequests(page);
      const storedToken = await page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { tokens?: string };
        return (JSON.parse(session.tokens ?? '{}') as { token?: string }).token;
      });
      const readBearers: Array<string | null> = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/dashboard')) readBearers.push(request.headers()['authorization'] ?? null);
      });
      await page.reload();
      await visible(overview(page));
      await visible(page.getByRole('link', { name: /Nummer instellingen/ }));
      // The page shows the tab's last data at once; counted once the app has read afresh what it shows.
      await page.waitForLoadState('networkidle');
      // Without a token in the message: whether the read went out with the stored access token.
      assert.deepEqual(
        readBearers.map((bearer) => bearer === `Bearer ${storedToken}`),
        [true],
        'the dashboard read sent once, with the stored access token',
      );
      assert.deepEqual(requests.scriptsFromNetwork, [], 'no script from the network on a second visit');
      // The page's inline script made these while the entry loaded, in this order, the reads right behind the
      // refresh with the stored access token; the app took their answers.
      assert.deepEqual(
        requests.api.slice(0, 3),
        ['POST /api/auth/refresh', 'GET /api/app/config', 'GET /api/dashboard'],
        'the order of sending',
      );
      assert.equal(requests.count('POST /api/auth/refresh'), 1, requests.api.join(', '));
      assert.equal(requests.count('GET /api/app/config'), 1, requests.api.join(', '));
      assert.equal(requests.count('GET /api/dashboard'), 1, requests.api.join(', '));
    },
  },
  {
    name: `${PREFIX} reloading a page without a connection shows its last data and their time, then fresh data once it is back`,
    // The header and the iOS reading overlay differ by platform; the stamp is looked at down to 1024 px.
    platforms: 'both',
    viewports: ['ios', 'android', 'desktop', 'desktop-1024'],
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'admin');
      await workerInControl(page);
      await menu(page)
        .getByRole('link', { name: /Nummer instellingen/ })
        .click();
      const field = page.getByRole('textbox', { name: 'Naam van 0201234568' });
      await visible(field);
      const name = await field.inputValue();
      assert.ok(name.length > 0, 'the number has a name');
      // The tab keeps its answers a moment after they came.
      await page.waitForFunction(() => sessionStorage.getItem('lastData')?.includes('getNumbers') === true);

      await page.context().setOffline(true);
      await page.reload();
      const banner = page.getByRole('status').filter({ hasText: OFFLINE });
      await visible(banner);
      await visible(title(page, 'Nummer instellingen'));
      await visible(field);
      assert.equal(await field.inputValue(), name, 'the page shows its last data');
      await visible(banner.getByText(/^Gegevens opgehaald om \d{2}:\d{2}$/));
      assert.equal(await page.getByRole('button', { name: 'Opnieuw proberen' }).count(), 1, "one 'Opnieuw proberen'");
      if (ctx.viewport.mobile) {
        // A strip at the foot of a phone, not a fifth of its screen: the sentence on two lines beside 'Opnieuw'.
        const height = (await banner.boundingBox())?.height ?? Infinity;
        assert.ok(height <= 0.1 * ctx.viewport.height, `the offline banner is ${height} px high on a phone`);
      }
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, ctx.viewport, `offline-reload-${scheme}`);
      }
      await ctx.check('numbers-offline-reload');

      const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/numbers');
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'hidden' });
      await reread;
      await absent(page.getByText(/Gegevens opgehaald/), "the stamp of the page's last data");
      await visible(field);
      await onPath(page, '/numbers');
    },
  },
  {
    name: `${PREFIX} the page stays when the connection goes, a save without it keeps the input, and reads come back with it`,
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'admin', { check: false });
      await menu(page)
        .getByRole('link', { name: /Nummer instellingen/ })
        .click();
      await visible(title(page, 'Nummer instellingen'));
      const field = page.getByRole('textbox', { name: 'Naam van 0201234568' });
      await visible(field);
      // As on a phone that has used the portal before: the code the save needs (its dialog) is on it.
      await workerInControl(page);
      await page.context().setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: OFFLINE });
      await visible(banner);
      await ctx.check('numbers-offline');
      // Scrolled to the end, the page's last button stands clear of the banner at its foot.
      const save = page.getByRole('button', { name: 'Gegevens opslaan' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--banners-height') !== '');
      const [saveBox, bannerBox] = await Promise.all([save.boundingBox(), banner.boundingBox()]);
      assert.ok(
        saveBox && bannerBox && saveBox.y + saveBox.height <= bannerBox.y,
        `'Gegevens opslaan' (to ${(saveBox?.y ?? 0) + (saveBox?.height ?? 0)} px) under the banner (from ${bannerBox?.y} px)`,
      );
      await field.fill('Verkoop West');
      await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Fout' });
      await visible(dialog.getByText(/^Niet opgeslagen: er is geen verbinding\./));
      await dialog.getByRole('button', { name: 'OK' }).click();
      assert.equal(await field.inputValue(), 'Verkoop West', 'the typed name is kept');

      const requests = watchRequests(page);
      const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/numbers');
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'hidden' });
      // The shown read is asked again (refetchOnReconnect); the typed name stays in the form.
      await reread;
      assert.equal(requests.count('GET /api/numbers'), 1);
      assert.equal(await field.inputValue(), 'Verkoop West', 'a refetch does not overwrite the typed name');
    },
  },
  {
    name: `${PREFIX} no cache holds an API answer, a token or personal data; the tab's last answers no token`,
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'admin', { check: false });
      for (const link of [/Nummer instellingen/, /Verbruik/]) {
        await ctx.goto('/app');
        await menu(page).getByRole('link', { name: link }).click();
        await page.waitForLoadState('networkidle');
      }
      await workerInControl(page);
      await page.waitForFunction(() => sessionStorage.getItem('lastData')?.includes('getUsage') === true);
      const { tokens, caches, lastData } = await page.evaluate(async () => {
        const stored = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { tokens?: string };
        const entries: Array<{ url: string; body: string }> = [];
        for (const name of await window.caches.keys()) {
          const cache = await window.caches.open(name);
          for (const request of await cache.keys()) {
            const response = await cache.match(request);
            entries.push({ url: request.url, body: (await response?.text()) ?? '' });
          }
        }
        return {
          tokens: JSON.parse(stored.tokens ?? 'null') as { token: string; refresh_token: string },
          caches: entries,
          lastData: sessionStorage.getItem('lastData') ?? '',
        };
      });
      assert.ok(caches.length > 10, `the worker's precache is there (${caches.length} entries)`);
      const secrets = [tokens.token, tokens.refresh_token, emailOf('admin'), 'Jan de Vries', '0201234568'];
      for (const { url, body } of caches) {
        assert.ok(!new URL(url).pathname.startsWith('/api'), `no API answer in a cache: ${url}`);
        for (const secret of secrets) assert.ok(!body.includes(secret), `${url} holds no ${secret.slice(0, 12)}…`);
      }
      // The tab's own last answers (for a reload without a connection) hold no token, and go at the logout.
      assert.ok(lastData.includes('getUsage'), "the tab keeps the usage page's last answer");
      for (const token of [tokens.token, tokens.refresh_token]) assert.ok(!lastData.includes(token), 'no token kept');
      await ctx.goto('/app');
      await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
      await visible(loginForm(page).email);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('lastData')), null, 'forgotten at the logout');
    },
  },
  {
    name: `${PREFIX} a new version waits until 'Vernieuwen', then the page reloads into it`,
    async run(ctx) {
      const { page } = ctx;
      // A server of its own, on a copy of the build whose worker script changes: the shared one stays as it is.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'kp-release-'));
      cpSync(appDir, dir, { recursive: true });
      const server = await startServer('release', { STATIC_DIR: dir });
      try {
        await ctx.goto('/', server);
        await visible(loginForm(page).email);
        await workerInControl(page);

        // The next release: another worker script (its pre-compressed twins go, so the new text is served).
        const worker = path.join(dir, 'sw.js');
        writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next release\n`);
        for (const twin of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(dir, twin), { force: true });
        await page.reload();
        const banner = page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie' });
        await visible(banner);
        // Until the user chooses, the page keeps running the version it started with.
        await ctx.check('login-update-waiting');
        const reloaded = page.waitForEvent('load');
        await banner.getByRole('button', { name: 'Vernieuwen' }).click();
        await reloaded;
        await banner.waitFor({ state: 'hidden' });
        // The new worker is the one in control, none waits any more.
        await workerInControl(page);
        const state = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
        });
        assert.deepEqual(state, { waiting: null, active: 'activated' });
        await visible(loginForm(page).email);
      } finally {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
