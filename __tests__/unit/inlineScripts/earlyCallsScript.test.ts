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
};
const handOver = () => (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_KEY];
const storeSession = () => {
  const tokens = world.fake.issue();
  const { key, value } = persistedSession(tokens);
  localStorage.setItem(key, value);
  return tokens;
};

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

  it('refreshes with the stored token in the body, then asks the config and the page read with the new token', async () => {
    window.history.replaceState(null, '', '/app/');
    const stored = storeSession();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    earlyCalls(options);
    await waitUntil('three calls to the API', () => world.fake.calls.length === 3);
    const fresh = `access-${Number(stored.token.split('-')[1]) + 1}`;
    expect(world.fake.calls).toEqual([
      { path: '/auth/refresh', body: { refresh_token: stored.refresh_token }, authorization: null },
      { path: '/app/config', body: {}, authorization: `Bearer ${fresh}` },
      { path: '/dashboard', body: {}, authorization: `Bearer ${fresh}` },
    ]);
    // No token in any address.
    for (const [input] of fetchSpy.mock.calls) expect(String(input)).not.toMatch(/access-|refresh-/);
    expect(handOver()?.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://portal.test/api/auth/refresh',
      'GET http://portal.test/api/app/config',
      'GET http://portal.test/api/dashboard',
    ]);
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
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/auth/refresh', '/app/config']);
    expect(world.fake.calls[0]?.body).toEqual({ refresh_token: tokens.refresh_token });
    document.cookie = `${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('lists no read answer for a refused refresh', async () => {
    window.history.replaceState(null, '', '/app');
    world.fake.revoke(storeSession().refresh_token);
    earlyCalls(options);
    await waitUntil('one call to the API', () => world.fake.calls.length === 1);
    const reads = handOver()?.calls.filter((call) => call.method === 'GET') ?? [];
    expect(await Promise.all(reads.map((read) => read.key))).toEqual([null, null]);
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
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
