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
  /** A stored access token with less than this left to live is not used for the reads. */
  accessMarginMs: number;
}

/** The stored session as far as this script reads it (src/session/tokens/persistedTokens.ts). */
interface StoredSession {
  tokens: { refresh_token?: unknown; token?: unknown; jwt_expire_time?: unknown };
  /** When the tab that stored them received them (NaN when not kept). */
  receivedAt: number;
}

/**
 * Runs inline in the <head> of every page (index.html and the pre-rendered login pages), before the
 * entry script has downloaded. With a stored session it takes the cross-tab refresh lock, sends
 * POST /auth/refresh with the stored refresh token, then GET /app/config and the page's first read,
 * leaving every answer for the app (src/api/earlyCalls.ts). The reads go out right behind the refresh
 * with the stored access token while it is still valid (same login, so the same answer), else, and after
 * a 401, with the refresh's new one. The app makes the same calls in the same order (requirements §4)
 * and is answered from here, so the chain of round trips runs while the script downloads instead of
 * after it.
 * The lock is held until the app's first refresh has stored the rotated set (the app runs that inside
 * it), so no other tab presents the used refresh token; if the app never comes, `lockHoldMs` after the
 * answer. Nothing is started for a native app login (`?state=`), without a stored session, without Web
 * Locks, or when another tab changed the stored session while this one waited for the lock: the app then
 * does it all itself, as before. Self-contained: it is serialised into the page with its options.
 */
export function earlyCalls(options: EarlyCallsOptions): void {
  const locks = navigator.locks as LockManager | undefined;
  const storageKey = 'persist:' + options.sessionStorageKey;
  const storedSession = (): StoredSession | null => {
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
      // redux-persist stores each field as JSON of its own.
      const fields = JSON.parse(stored ?? '{}') as { tokens?: string; tokensReceivedAt?: string };
      const tokens = JSON.parse(fields.tokens ?? 'null') as StoredSession['tokens'] | null;
      return tokens ? { tokens, receivedAt: Number(JSON.parse(fields.tokensReceivedAt ?? 'null')) } : null;
    } catch {
      return null;
    }
  };
  const storedRefreshToken = (): string | null => {
    const token = storedSession()?.tokens.refresh_token;
    return typeof token === 'string' ? token : null;
  };
  const refreshToken = storedRefreshToken();
  // The stored access token while it has more than `accessMarginMs` left to live (by this browser's clock).
  const storedBearer = ((session) => {
    const token = session?.tokens.token;
    const endsAt = (session?.receivedAt ?? NaN) + Number(session?.tokens.jwt_expire_time) * 1000;
    return typeof token === 'string' && endsAt - options.accessMarginMs > Date.now() ? 'Bearer ' + token : null;
  })(storedSession());
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
          const get = (path: string, authorization: string | null) =>
            authorization
              ? fetch(options.apiBaseUrl + path, { headers: { Authorization: authorization } })
              : Promise.reject(new Error('no session'));
          for (const path of page ? ['/app/config', page] : ['/app/config']) {
            // Its key stays the new token: the app asks with that one, once it has the refresh's answer.
            const answer = storedBearer
              ? get(path, storedBearer).then((response) =>
                  response.status === 401 ? bearer.then((authorization) => get(path, authorization)) : response,
                )
              : bearer.then((authorization) => get(path, authorization));
            const read = call('GET', path, bearer, answer);
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
