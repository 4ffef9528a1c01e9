import type { EarlyCall, EarlyCalls, HeldLock } from '../api/earlyCalls';

/** What the early-calls script needs to know, fixed at build time. */
export interface EarlyCallsOptions {
  /** Where the API lives ('/api'). */
  apiBaseUrl: string;
  /** redux-persist's storage key of the session ('persist:' + it in localStorage, or the cookie fallback). */
  sessionStorageKey: string;
  /** The cross-tab refresh lock (src/session/tabs/lock.ts). */
  lockName: string;
  /** The `window` property of the hand-over (src/api/earlyCalls.ts). */
  handOverKey: string;
  /** The first read of a page, by its address: '/app' → '/dashboard'. */
  pageCalls: Record<string, string>;
  /**
   * How long after the refresh answered the lock stays held for an app that has not come to take it,
   * shorter than the server's grace window for a rotated refresh token (10 s).
   */
  lockHoldMs: number;
  /** How long an unclaimed read is kept for the app. */
  answerKeepMs: number;
}

/**
 * Runs inline in the <head> of every page (index.html and the pre-rendered login pages), before the
 * entry script has downloaded. With a stored session it takes the cross-tab refresh lock, sends
 * POST /auth/refresh with the stored refresh token, and once that answered GET /app/config and the
 * page's first read with the new access token, leaving every answer for the app (src/api/earlyCalls.ts).
 * The app makes the same calls in the same order (requirements §4) and is answered from here, so the
 * chain of round trips runs while the script downloads instead of after it.
 * The lock is held until the app's first refresh has stored the rotated set (the app runs that inside
 * it), so no other tab presents the used refresh token; if the app never comes, `lockHoldMs` after the
 * answer. Nothing is started for a native app login (`?state=`), without a stored session, without Web
 * Locks, or when another tab changed the stored session while this one waited for the lock: the app then
 * does it all itself, as before. Self-contained: it is serialised into the page with its options.
 */
export function earlyCalls(options: EarlyCallsOptions): void {
  const locks = navigator.locks as LockManager | undefined;
  const storageKey = 'persist:' + options.sessionStorageKey;
  const storedRefreshToken = (): string | null => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // Where localStorage throws the session lives in a cookie (src/session/tokens/cookieStorage.ts).
      const name = (location.protocol === 'https:' ? '__Host-' : '') + encodeURIComponent(storageKey) + '=';
      const cookie = document.cookie.split('; ').find((part) => part.startsWith(name));
      stored = cookie ? decodeURIComponent(cookie.slice(name.length)) : null;
    }
    try {
      const tokens = JSON.parse((JSON.parse(stored ?? '{}') as { tokens?: string }).tokens ?? 'null') as {
        refresh_token?: unknown;
      } | null;
      return typeof tokens?.refresh_token === 'string' ? tokens.refresh_token : null;
    } catch {
      return null;
    }
  };
  const refreshToken = storedRefreshToken();
  if (!locks || !refreshToken || new URLSearchParams(location.search).has('state')) return;

  const calls: EarlyCall[] = [];
  const call = (method: string, path: string, key: Promise<string | null>, answer: Promise<Response>) => {
    const entry = { method, url: options.apiBaseUrl + path, key, answer };
    calls.push(entry);
    // Never left unhandled: the app reads the outcome, or nobody does.
    answer.catch(() => undefined);
    return entry;
  };
  const early: EarlyCalls = { calls };
  (window as unknown as Record<string, EarlyCalls>)[options.handOverKey] = early;
  early.lock = new Promise<HeldLock | null>((handLock) => {
    void locks.request(
      options.lockName,
      () =>
        new Promise<void>((release) => {
          let released = false;
          const letGo = () => {
            released = true;
            release();
          };
          // Another tab rotated or ended the session meanwhile: the app sorts that out itself.
          if (storedRefreshToken() !== refreshToken) {
            letGo();
            handLock(null);
            return;
          }
          let timer = 0;
          handLock(<T>(task: () => Promise<T>) => {
            if (released) return null;
            clearTimeout(timer);
            const done = task();
            done.then(letGo, letGo);
            return done;
          });
          const body = JSON.stringify({ refresh_token: refreshToken });
          const refresh = fetch(options.apiBaseUrl + '/auth/refresh', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          call('POST', '/auth/refresh', Promise.resolve(body), refresh);
          // The reads are listed at once, so the app finds them however quickly it follows the refresh.
          const bearer = refresh
            .then((response) => (response.ok ? response.clone().json() : null))
            .then((tokens: { token?: unknown } | null) =>
              typeof tokens?.token === 'string' ? 'Bearer ' + tokens.token : null,
            )
            .catch(() => null);
          const page = options.pageCalls[location.pathname.replace(/(.)\/$/, '$1')];
          for (const path of page ? ['/app/config', page] : ['/app/config']) {
            const read = call(
              'GET',
              path,
              bearer,
              bearer.then((authorization) =>
                authorization
                  ? fetch(options.apiBaseUrl + path, { headers: { Authorization: authorization } })
                  : Promise.reject(new Error('no session')),
              ),
            );
            // A read nobody claimed goes stale; it is not handed out later.
            setTimeout(() => {
              if (calls.includes(read)) calls.splice(calls.indexOf(read), 1);
            }, options.answerKeepMs);
          }
          void bearer.finally(() => {
            if (!released) timer = window.setTimeout(letGo, options.lockHoldMs);
          });
        }),
    );
  });
}

/** The inline script's text: `earlyCalls` with its options. */
export const earlyCallsScript = (options: EarlyCallsOptions): string =>
  `(${earlyCalls.toString()})(${JSON.stringify(options)})`;
