import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../../src/api/baseApi';
import { EARLY_CALLS_KEY } from '../../../src/api/earlyCalls';
import { makeStore } from '../../../src/app/store';
import { readActionLog } from '../../../src/features/support/diagnostics/readActionLog';
import { earlyCalls, type EarlyCallsOptions } from '../../../src/inlineScripts/earlyCallsScript';
import { REFRESH_LOCK_NAME } from '../../../src/session/tabs/lock';
import { pickSessionStorage, SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { installFakeWebLocks } from '../../support/fakeWebLocks';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';

// The page's first read, as a page would ask for it (the fake API answers '/probe' to a valid bearer).
const pageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ pageRead: build.query<{ ok: boolean }, void>({ query: () => '/probe' }) }),
});

const world = useFakeAuthApi();
const options = (): EarlyCallsOptions => ({
  apiBaseUrl: 'http://portal.test/api',
  sessionStorageKey: SESSION_PERSIST_KEY,
  lockName: REFRESH_LOCK_NAME,
  handOverKey: EARLY_CALLS_KEY,
  pageCalls: { '/app': '/probe' },
  lockHoldMs: 8_000,
  answerKeepMs: 30_000,
  accessMarginMs: 30_000,
});

/** The paths fetched so far, in the order they were sent (the fake API may record them in another). */
const sentPaths = () =>
  jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_CALLS_KEY);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The page load: its inline script at once, the app (its store) once the entry has arrived. */
async function loadPage() {
  window.history.replaceState(null, '', '/app');
  const storage = pickSessionStorage();
  const first = world.fake.issue();
  await seedSession(storage, first);
  earlyCalls(options());
  // The entry downloads meanwhile: the early calls have answered before the app exists.
  await waitUntil('three calls to the API', () => world.fake.calls.length === 3);
  const { store } = makeStore({ storage });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  return { store, storage, first };
}

const sessionStory = (actions: UnknownAction[]) =>
  actions
    .map((action) => {
      const endpoint = (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName;
      return endpoint ? `${endpoint} ${action.type.split('/').pop()}` : action.type;
    })
    .filter((step) => /^(auth|appConfig|pageRead|session\/)/.test(step));

describe("the page's early calls, taken by the app", () => {
  it('one refresh and one config per start, in that order, and the page read once, all answered from the early calls', async () => {
    const { store, storage, first } = await loadPage();
    expect(store.getState().session.status).toBe('loggedIn');
    await store.dispatch(pageApi.endpoints.pageRead.initiate());

    // Each call went out once, by the inline script, in the app's order: the refresh with the stored
    // refresh token in the body only, the reads right behind it with the stored access token.
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config', '/api/probe']);
    expect(world.fake.callsTo('/auth/refresh').map((call) => call.body)).toEqual([
      { refresh_token: first.refresh_token },
    ]);
    expect(world.fake.calls.filter((call) => call.path !== '/auth/refresh').map((call) => call.authorization)).toEqual([
      `Bearer ${first.token}`,
      `Bearer ${first.token}`,
    ]);
    const rotated = store.getState().session.tokens;
    expect(rotated?.token).not.toBe(first.token);
    expect(world.fake.reuseDetected).toBe(false);
    expect(await storedTokens(storage)).toEqual(rotated);

    // The store tells the same story as a start without early calls: refresh, config, then the page.
    expect(sessionStory(readActionLog(store.dispatch).map((entry) => entry.action))).toEqual([
      'authRefresh pending',
      'authRefresh fulfilled',
      'session/tokensRotated',
      'appConfig pending',
      'appConfig fulfilled',
      'session/loggedIn',
      'pageRead pending',
      'pageRead fulfilled',
    ]);
  });

  it('an early answer is handed out once: a second read of the page asks the server', async () => {
    const { store } = await loadPage();
    await store.dispatch(pageApi.endpoints.pageRead.initiate());
    await store.dispatch(pageApi.endpoints.pageRead.initiate(undefined, { forceRefetch: true }));
    expect(world.fake.callsTo('/probe')).toHaveLength(2);
  });

  it('a refused early refresh ends the start logged out, without a second refresh', async () => {
    window.history.replaceState(null, '', '/app');
    const storage = pickSessionStorage();
    const revoked = world.fake.issue();
    world.fake.revoke(revoked.refresh_token);
    await seedSession(storage, revoked);
    earlyCalls(options());
    const { store } = makeStore({ storage });
    await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
    expect(store.getState().session.status).toBe('loggedOut');
    // The script's reads went out behind the refresh; the app took neither and asked nothing itself.
    expect(sentPaths()).toEqual(['/api/auth/refresh', '/api/app/config', '/api/probe']);
  });

  it('when another tab rotated the session while the script waited for the lock, the app refreshes once itself', async () => {
    let openLock = () => {};
    const held = new Promise<void>((resolve) => (openLock = resolve));
    // This test's own locks: the first request (another tab's refresh) is held until it has rotated.
    installFakeWebLocks({ beforeGrant: () => held });
    window.history.replaceState(null, '', '/app');
    const storage = pickSessionStorage();
    await seedSession(storage, world.fake.issue(), { sessionId: 'login-1' });
    earlyCalls(options());
    // The other tab rotates and stores the new set; then the lock is free.
    await seedSession(storage, world.fake.issue(), { sessionId: 'login-1' });
    openLock();
    const { store } = makeStore({ storage });
    await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(world.fake.callsTo('/auth/refresh')).toHaveLength(1);
    expect(world.fake.reuseDetected).toBe(false);
  });
});
