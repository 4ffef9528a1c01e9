import { makeStore } from '../../../src/app/store';
import { logout } from '../../../src/session/logout';
import { becameInactive } from '../../../src/session/sessionSlice';
import { createFakeAuthApi, installFakeAuthApi, type FakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { installFakeWebLocks } from '../../support/fakeWebLocks';
import { memoryStorage } from '../../support/memoryStorage';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { nextMacrotask, waitUntil } from '../../support/waiting';

const LIFETIME_S = 60;
const LIFETIME_MS = LIFETIME_S * 1000;

let fake: FakeAuthApi;
let undo: Array<() => void> = [];

beforeEach(() => {
  fakeTimers(SESSION_TIMERS);
  fake = createFakeAuthApi({ lifetime: LIFETIME_S });
  undo = [installFakeAuthApi(fake), installFakeWebLocks()];
});
afterEach(() => {
  undo.forEach((fn) => fn());
  jest.useRealTimers();
});

/** A store resumed from stored tokens, logged in, with the call log cleared. */
async function loggedInStore(lifetime = LIFETIME_S) {
  const storage = memoryStorage();
  fake.lifetime = lifetime;
  await seedSession(storage, fake.issue());
  const { store } = makeStore({ storage });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  expect(store.getState().session.status).toBe('loggedIn');
  fake.calls.length = 0;
  return { store, storage };
}

describe('refresh timer', () => {
  it('refreshes exactly jwt_expire_time seconds after the last token set, and again after the next', async () => {
    const { store, storage } = await loggedInStore();
    const first = store.getState().session.tokens;

    await jest.advanceTimersByTimeAsync(LIFETIME_MS - 1);
    expect(fake.callsTo('/auth/refresh')).toHaveLength(0);
    window.dispatchEvent(new Event('mousemove')); // the user is still there
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil('new tokens in the store', () => store.getState().session.tokens !== first);
    expect(fake.callsTo('/auth/refresh')).toEqual([
      expect.objectContaining({ body: { refresh_token: first?.refresh_token } }),
    ]);
    expect(await storedTokens(storage)).toEqual(store.getState().session.tokens);

    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 2);
    window.dispatchEvent(new Event('keydown'));
    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 2 - 1);
    expect(fake.callsTo('/auth/refresh')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil('a second refresh call', () => fake.callsTo('/auth/refresh').length === 2);
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('inactive: logs out with the alert "Sessie verlopen, u wordt uitgelogd." without refreshing', async () => {
    const { store, storage } = await loggedInStore();
    store.dispatch(becameInactive());

    await jest.advanceTimersByTimeAsync(LIFETIME_MS);
    await waitUntil('the logout', () => store.getState().session.status === 'loggedOut');
    expect(store.getState().ui.dialog).toMatchObject({ description: 'Sessie verlopen, u wordt uitgelogd.' });
    expect(fake.callsTo('/auth/refresh')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.callsTo('/auth/logout')).toHaveLength(1);
    expect(await storedTokens(storage)).toBeNull();
  });

  it('logs out when the refresh is refused', async () => {
    const { store, storage } = await loggedInStore();
    const tokens = store.getState().session.tokens;
    // The session was revoked elsewhere (a logout on another device).
    fake.revoke(tokens?.refresh_token ?? '');

    await jest.advanceTimersByTimeAsync(LIFETIME_MS);
    await waitUntil('the logout', () => store.getState().session.status === 'loggedOut');
    expect(store.getState().session.tokens).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(await storedTokens(storage)).toBeNull();
  });

  it('stops when the session ends', async () => {
    const { store } = await loggedInStore();
    const ended = store.dispatch(logout());
    await jest.advanceTimersByTimeAsync(1);
    await ended;
    fake.calls.length = 0;
    await jest.advanceTimersByTimeAsync(LIFETIME_MS * 3);
    await nextMacrotask();
    expect(fake.calls).toEqual([]);
  });
});

describe('inactivity', () => {
  const activity = ['mousemove', 'keydown', 'touchstart'] as const;

  const ended = (store: ReturnType<typeof makeStore>['store']) =>
    store.getState().session.status === 'loggedOut' &&
    store.getState().ui.dialog?.description === 'Sessie verlopen, u wordt uitgelogd.';

  it('ends the session with the alert after the token lifetime without mouse, keys or touch', async () => {
    const { store } = await loggedInStore(LIFETIME_S * 10);
    const seen: string[] = [];
    store.subscribe(() => {
      if (store.getState().session.inactive) seen.push('inactive');
    });
    await jest.advanceTimersByTimeAsync(LIFETIME_MS * 10 - 1);
    expect(store.getState().session.inactive).toBe(false);
    expect(ended(store)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    // Flagged inactive (requirements §4), then ended as at an inactive refresh moment: alert and logout.
    expect(seen).toContain('inactive');
    await waitUntil('the session to end', () => ended(store));
  });

  it.each(activity)('a %s resets the inactivity timer', async (type) => {
    const { store } = await loggedInStore(LIFETIME_S * 10);
    await jest.advanceTimersByTimeAsync(LIFETIME_MS * 9);
    window.dispatchEvent(new Event(type));
    await jest.advanceTimersByTimeAsync(LIFETIME_MS * 9);
    expect(store.getState().session.inactive).toBe(false);
    expect(store.getState().session.status).toBe('loggedIn');
    await jest.advanceTimersByTimeAsync(LIFETIME_MS);
    await waitUntil('the session to end', () => ended(store));
  });

  it('dispatches nothing for activity itself', async () => {
    const { store } = await loggedInStore(LIFETIME_S * 10);
    const notified = jest.fn();
    store.subscribe(notified);
    for (let i = 0; i < 500; i += 1) window.dispatchEvent(new Event(activity[i % 3] ?? 'mousemove'));
    expect(notified).not.toHaveBeenCalled();
  });

  it('is disabled by a token lifetime of 0', async () => {
    const { store } = await loggedInStore(0);
    await jest.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(store.getState().session.inactive).toBe(false);
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('ends with the alert at the next refresh moment once inactive', async () => {
    const { store } = await loggedInStore();
    // Both run for the lifetime; the watcher flags first, the timer then finds the session inactive.
    await jest.advanceTimersByTimeAsync(LIFETIME_MS - 1);
    window.dispatchEvent(new Event('keydown'));
    await jest.advanceTimersByTimeAsync(1);
    await waitUntil('the refresh call', () => fake.callsTo('/auth/refresh').length === 1);
    await jest.advanceTimersByTimeAsync(LIFETIME_MS);
    await waitUntil('the logout', () => store.getState().session.status === 'loggedOut');
    expect(store.getState().ui.dialog?.description).toBe('Sessie verlopen, u wordt uitgelogd.');
  });
});
