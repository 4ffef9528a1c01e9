/**
 * The hand-over between the page's inline start script (src/inlineScripts/earlyCallsScript.ts) and
 * the app. The script starts the session's first calls while the entry downloads (the refresh with the stored
 * refresh token, then the config and the page's first read, with the stored access token while it is
 * valid, else with the new one) and leaves
 * them here, on `window`; the app takes each answer once, when it makes the very same request, instead
 * of asking again. Nothing of it is in the markup or an address: the tokens stay in storage, in
 * request bodies and headers, and in memory.
 */
export const EARLY_CALLS_KEY = '__portalEarlyCalls';

/** One call the start script made. */
export interface EarlyCall {
  method: string;
  /** As fetched: the API base plus the path ('/api/auth/refresh'). */
  url: string;
  /**
   * What makes it this request: the body of a POST, the Authorization header of a GET. A read is
   * listed as soon as the refresh is sent, its key (the new bearer token, the one the app asks with,
   * even when the read went out with the stored one; null when the refresh brought none) known once
   * the refresh has answered.
   */
  key: Promise<string | null>;
  answer: Promise<Response>;
}

/** Runs a task inside the refresh lock the start script holds, then lets the lock go; null once it has let go. */
export type HeldLock = <T>(task: () => Promise<T>) => Promise<T> | null;

export interface EarlyCalls {
  calls: EarlyCall[];
  /** Resolves once the start script holds the cross-tab refresh lock for the app (null: it does not). */
  lock?: Promise<HeldLock | null>;
}

// globalThis: the login page's pre-render (in Node) has no window, and nothing left there.
const handOver = () => (globalThis as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_KEY];

/**
 * The answer of the start script's call that is exactly `request` (same address, method and body or
 * bearer token), taken once; undefined when there is none (a call to that address that is not this
 * request is dropped). It ends like a fetch when the request is aborted.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | undefined> {
  const calls = handOver()?.calls ?? [];
  const index = calls.findIndex(
    (call) => call.method === request.method && new URL(call.url, location.href).href === request.url,
  );
  const [call] = index < 0 ? [] : calls.splice(index, 1);
  if (!call) return undefined;
  const key = request.method === 'GET' ? request.headers.get('Authorization') : await request.clone().text();
  if ((await call.key) !== key) return undefined;
  return new Promise<Response>((resolve, reject) => {
    call.answer.then(resolve, reject);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

/** The refresh lock the start script holds for the app: handed out once, to the app's first refresh. */
export function takeEarlyLock(): Promise<HeldLock | null> | undefined {
  const early = handOver();
  const lock = early?.lock;
  if (early) early.lock = undefined;
  return lock;
}
