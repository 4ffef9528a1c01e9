import { persistedSession } from '../../../scripts/lib/persistedSession';
import { EARLY_CALLS_KEY, type EarlyCalls, type HeldLock } from '../../../src/api/earlyCalls';
import { earlyCalls, earlyCallsScript, type EarlyCallsOptions } from '../../../src/inlineScripts/earlyCallsScript';
import { REFRESH_LOCK_NAME } from '../../../src/session/tabs/lock';
import { SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers } from '../../support/fakeTimers';
import { nextMacrotask, waitUntil } from '../../support/waiting';

const world = useFakeAuthApi();
const options: EarlyCallsOptions = {
  apiBaseUrl: 'http://portal.test/api',
  sessionStorageKey: SESSION_PERSIST_KEY,
  lockName: REFRESH_LOCK_NAME,
  handOverKey: EARLY_CALLS_KEY,
  pageCalls: { '/app': '/dashboard' },
  lockHoldMs: 8_000,
  answerKeepMs: 30_000,
  accessMarginMs: 30_000,
};
const handOver = () => (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_KEY];
const storeSession = () => {
  const tokens = world.fake.issue();
  const { key, value } = persistedSession(tokens);
  localStorage.setItem(key, value);
  return tokens;
};

/** The paths the script fetched, in the order it sent them (the fake API may record them in another). */
const sentPaths = () => jest.mocked(globalThis.fetch).mock.calls.map(([input]) => new URL(String(input)).pathname);

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_CALLS_KEY);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('the early-calls start script', () => {
  it('starts nothing without a stored session, for a native app login, or without Web Locks', async () => {
    window.history.replaceState(null, '', '/app');
    earlyCalls(options);
    storeSession();
    window.history.replaceState(null, '', '/app?state=one-time');
    earlyCalls(options);
    window.history.replaceState(null, '', '/app');
    const locks = Object.getOwnPropertyDescriptor(navigator, 'locks');
    Reflect.deleteProperty(navigator, 'locks');
    earlyCalls(options);
    if (locks) Object.defineProperty(navigator, 'locks', locks);
    await nextMacrotask();
    expect(world.fake.calls).toEqual([]);
    expect(handOver()).toBeUndefined();
  });

  it('refreshes with the stored token in the body and sends the reads right behind it with the stored access token', async () => {
    window.history.replaceState(null, '', '/app/');
    const stored = storeSession();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    let answerRefresh = () => undefined as void;
    const refreshHeld = new Promise<void>((resolve) => (answerRefresh = resolve));
    world.fake.gate = (label) => (label.startsWith('/auth/refresh') ? refreshHeld : Promise.resolve());
    earlyCalls(options);
    await waitUntil('three calls to the API before the refresh answered', () => world.fake.calls.length === 3);
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config', '/api/dashboard']);
    expect(world.fake.calls).toEqual(
      expect.arrayContaining([
        { path: '/auth/refresh', body: { refresh_token: stored.refresh_token }, authorization: null },
        { path: '/app/config', body: {}, authorization: `Bearer ${stored.token}` },
        { path: '/dashboard', body: {}, authorization: `Bearer ${stored.token}` },
      ]),
    );
    answerRefresh();
    // No token in any address.
    for (const [input] of fetchSpy.mock.calls) expect(String(input)).not.toMatch(/access-|refresh-/);
    const calls = handOver()?.calls ?? [];
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://portal.test/api/auth/refresh',
      'GET http://portal.test/api/app/config',
      'GET http://portal.test/api/dashboard',
    ]);
    // The app asks with the refresh's new token: that is what the reads are listed under.
    const fresh = `Bearer access-${Number(stored.token.split('-')[1]) + 1}`;
    expect(await Promise.all(calls.slice(1).map((call) => call.key))).toEqual([fresh, fresh]);
    expect((await calls[1]?.answer)?.status).toBe(200);
    expect(world.fake.calls).toHaveLength(3);
  });

  it('asks with the new token when the stored one is about to expire', async () => {
    window.history.replaceState(null, '', '/app');
    const stored = world.fake.issue();
    const { key, value } = persistedSession(stored, { receivedAt: Date.now() - (stored.jwt_expire_time - 20) * 1000 });
    localStorage.setItem(key, value);
    earlyCalls(options);
    await waitUntil('three calls to the API', () => world.fake.calls.length === 3);
    const fresh = `Bearer access-${Number(stored.token.split('-')[1]) + 1}`;
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config', '/api/dashboard']);
    expect(world.fake.calls.map((call) => call.authorization)).toEqual([null, fresh, fresh]);
  });

  it('asks again with the new token when the server refuses the stored one', async () => {
    window.history.replaceState(null, '', '/usage');
    const stored = storeSession();
    world.fake.expireAccessTokens();
    earlyCalls(options);
    await waitUntil('the config listed', () => handOver()?.calls.length === 2);
    const config = handOver()?.calls.find((call) => call.url.endsWith('/app/config'));
    expect((await config?.answer)?.status).toBe(200);
    const fresh = `Bearer access-${Number(stored.token.split('-')[1]) + 1}`;
    expect(world.fake.callsTo('/app/config').map((call) => call.authorization)).toEqual([
      `Bearer ${stored.token}`,
      fresh,
    ]);
    expect(await config?.key).toBe(fresh);
  });

  it('reads the session from the cookie where localStorage throws', async () => {
    window.history.replaceState(null, '', '/usage');
    const tokens = world.fake.issue();
    const { key, value } = persistedSession(tokens);
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/`;
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    earlyCalls(options);
    await waitUntil('two calls to the API', () => world.fake.calls.length === 2);
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config']);
    expect(world.fake.callsTo('/auth/refresh')[0]?.body).toEqual({ refresh_token: tokens.refresh_token });
    document.cookie = `${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('lists no read answer for a refused refresh', async () => {
    window.history.replaceState(null, '', '/app');
    world.fake.revoke(storeSession().refresh_token);
    earlyCalls(options);
    await waitUntil('three calls to the API', () => world.fake.calls.length === 3);
    // The reads went out with the stored access token, but under no key the app could ask with.
    const reads = handOver()?.calls.filter((call) => call.method === 'GET') ?? [];
    expect(await Promise.all(reads.map((read) => read.key))).toEqual([null, null]);
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config', '/api/dashboard']);
  });

  it('holds the refresh lock for the app until its task has run, so no other tab refreshes in between', async () => {
    window.history.replaceState(null, '', '/app');
    storeSession();
    earlyCalls(options);
    const lock = (await handOver()?.lock) as HeldLock;
    await waitUntil('three calls to the API', () => world.fake.calls.length === 3);
    const order: string[] = [];
    const otherTab = navigator.locks.request(REFRESH_LOCK_NAME, async () => order.push('other tab'));
    await nextMacrotask();
    expect(order).toEqual([]);
    await lock(async () => order.push('app'));
    await otherTab;
    expect(order).toEqual(['app', 'other tab']);
  });

  it('lets the lock go a while after the answer when the app does not come for it', async () => {
    fakeTimers(['setTimeout']);
    window.history.replaceState(null, '', '/app');
    storeSession();
    earlyCalls(options);
    const lock = (await handOver()?.lock) as HeldLock;
    await jest.advanceTimersByTimeAsync(100);
    let otherTabRan = false;
    const otherTab = navigator.locks.request(REFRESH_LOCK_NAME, async () => (otherTabRan = true));
    await jest.advanceTimersByTimeAsync(7_000);
    expect(otherTabRan).toBe(false);
    await jest.advanceTimersByTimeAsync(1_100);
    await otherTab;
    expect(otherTabRan).toBe(true);
    // Once let go, it runs nothing for the app, which then takes the lock itself.
    expect(lock(async () => 'late')).toBeNull();
  });

  it('is serialised with its options into a script that runs by itself', () => {
    const script = earlyCallsScript(options);
    expect(script.startsWith('(function')).toBe(true);
    expect(script).toContain(JSON.stringify(options));
  });
});
