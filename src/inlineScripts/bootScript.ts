import type { Platform } from '../api/contract';
import { afterFirstPaint, startAppScripts } from './appScripts';

/** What the login page's inline start script needs to know, fixed at build time. */
export interface BootOptions {
  /** The platform the markup in the page was rendered for. */
  prerenderedFor: Platform;
  defaultPlatform: Platform;
  /** The external account site desktop logins go to ('' shows the login form). */
  accountSiteUrl: string;
  /** redux-persist's storage key of the session, and the tab's remembered platform. */
  sessionStorageKey: string;
  platformKey: string;
  /** The app's entry scripts: started by this script, after the pre-rendered page has been painted. */
  scripts: string[];
  /** The login route's chunks: fetched together with the entry, so they never wait for it. */
  chunks: string[];
}

/**
 * Runs inline in the login page's <head>, before anything is painted: it hides the pre-rendered
 * login form from whoever will not get it (a stored session, a native app login, another platform),
 * sends desktop logins to the account site, keeps an early submit from becoming a GET with the
 * password in the address (the app replays it), and fetches and starts the app's scripts only once the
 * page has been painted: the form's first paint waits for the page and its stylesheet alone, not for a
 * line shared with 130 KB of script, and a phone spends no time on the script before it. The login
 * route's chunks are fetched with the entry, so nothing waits for the entry to ask for them.
 * Self-contained (it is serialised into the page with its options and the functions of appScripts.ts), so it spells
 * out the markers of src/ui/prerendered/markers.ts.
 */
export function boot(
  options: BootOptions,
  startScripts: typeof startAppScripts,
  afterPaint: typeof afterFirstPaint,
): void {
  const root = document.documentElement;
  const platforms = ['ios', 'android', 'desktop'];
  const query = new URLSearchParams(location.search);
  let remembered: string | null = null;
  let hasTokens = false;
  try {
    remembered = sessionStorage.getItem(options.platformKey);
  } catch {
    // Locked-down web views: only the address counts.
  }
  try {
    const stored = JSON.parse(localStorage.getItem('persist:' + options.sessionStorageKey) ?? '{}') as {
      tokens?: string;
    };
    hasTokens = typeof stored.tokens === 'string' && stored.tokens !== 'null';
  } catch {
    // No readable storage: the app decides once it runs.
  }
  const forced = query.get('platform') ?? '';
  const platform = platforms.includes(forced)
    ? forced
    : remembered !== null && platforms.includes(remembered)
      ? remembered
      : options.defaultPlatform;
  // Remembered at once, as the app does: a link followed before the app runs leaves the address's
  // parameter behind, and the next page must keep the platform.
  try {
    if (platforms.includes(forced)) sessionStorage.setItem(options.platformKey, forced);
  } catch {
    // Locked-down web views: only the address counts.
  }
  const appLogin = query.has('state');
  document.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-app')) return;
      event.preventDefault();
      root.setAttribute('data-early-submit', '');
    },
    true,
  );
  const start = () => startScripts(options.scripts, options.chunks);
  if (hasTokens || appLogin || platform !== options.prerenderedFor) {
    root.classList.add('prerender-stale');
    start();
  } else if (platform === 'desktop' && options.accountSiteUrl) {
    root.classList.add('prerender-stale');
    location.replace(options.accountSiteUrl);
  } else {
    afterPaint(start);
  }
}

/** The inline script's text: `boot` with its options. */
export const bootScript = (options: BootOptions): string =>
  `(${boot.toString()})(${JSON.stringify(options)}, ${startAppScripts.toString()}, ${afterFirstPaint.toString()})`;
