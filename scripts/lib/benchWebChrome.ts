/**
 * How bench:web (scripts/bench-web.ts) prepares the Chrome that Lighthouse drives for each kind of
 * visit: the session put into storage the way redux-persist stores it, the HTTP cache emptied (with
 * the storage reset off, Lighthouse would otherwise start every run after the first with a warm
 * cache), and for a repeat visit the service worker installed by an earlier load of the page.
 */
import type { LaunchedChrome } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import puppeteer, { type Page } from 'puppeteer-core';
import { logIn } from './logIn';
import { persistedSession } from './persistedSession';

/**
 * - first: empty caches, no service worker, in a new tab;
 * - repeat: the page loaded once before in another tab (its service worker controls the origin),
 *   measured in a new tab: what the tab kept (sessionStorage) is not there;
 * - tab: the page loaded once before in the same tab, which then opens it again (a reload, a return
 *   to a bookmark, an app's web view loading it anew): the tab's last data are there.
 */
export type Visit = 'first' | 'repeat' | 'tab';

export interface VisitTarget {
  /** Where the page is opened (the TLS proxy or the server). */
  origin: string;
  /** Where the bench logs in (the server itself). */
  api: string;
  page: string;
  /** The demo account, or null for a logged-out page. */
  account: string | null;
  /** A read the page shows, as the tab keeps it ('getDashboard'): a tab visit waits until it is kept. */
  keptRead?: string;
}

const SESSION_ID = 'bench-web';

/** Prepares a first or repeat visit; Lighthouse then opens a tab of its own. */
export async function prepareChrome(chrome: LaunchedChrome, target: VisitTarget, visit: 'first' | 'repeat') {
  const { origin, api, page: pagePath, account } = target;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    if (visit === 'first')
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    // A logged-out page's repeat visit keeps the worker, but no session an earlier page's runs left.
    if (!account) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,cookies' });
    else {
      const tokens = await logIn(`${api}/api`, account);
      // A same-origin file that does not start the app (which would rewrite the session itself).
      await page.goto(`${origin}/manifest.webmanifest`);
      await page.evaluate(
        ({ key, value }) => window.localStorage.setItem(key, value),
        persistedSession(tokens, { sessionId: SESSION_ID }),
      );
    }
    if (visit === 'repeat') {
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await page.goto(`${origin}/manifest.webmanifest`);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    // Disconnects only: the browser, its default context and its storage stay.
    await browser.close();
  }
}

/**
 * A tab that has shown the logged-in page once (its service worker in control, the page's read kept
 * in the tab's sessionStorage), with the HTTP cache emptied: Lighthouse measures the page opened again
 * in it. `close()` closes the tab and disconnects.
 */
export async function openReturningTab(
  chrome: LaunchedChrome,
  { origin, api, page: pagePath, account, keptRead }: VisitTarget,
): Promise<{ tab: Page; close: () => Promise<void> }> {
  if (!account || !keptRead) throw new Error(`${pagePath}: a tab visit needs a logged-in page and its kept read`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const tab = await browser.newPage();
  const close = async () => {
    await tab.close().catch(() => undefined);
    await browser.disconnect();
  };
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const tokens = await logIn(`${api}/api`, account);
    await tab.goto(`${origin}/manifest.webmanifest`);
    await tab.evaluate(
      ({ key, value }) => window.localStorage.setItem(key, value),
      persistedSession(tokens, { sessionId: SESSION_ID }),
    );
    await tab.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
    await tab.waitForFunction(
      (read: string) =>
        navigator.serviceWorker.controller !== null && (sessionStorage.getItem('lastData') ?? '').includes(`"${read}"`),
      { timeout: 30_000 },
      keptRead,
    );
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return { tab, close };
  } catch (error) {
    await close();
    throw error;
  }
}
