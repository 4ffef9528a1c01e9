import { makeStore } from '../../../src/app/store';
import { logout } from '../../../src/session/logout';
import { loginWithPassword } from '../../../src/session/pages/login';
import { createFakeAuthApi, installFakeAuthApi, type FakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { installFakeWebLocks } from '../../support/fakeWebLocks';
import { memoryStorage } from '../../support/memoryStorage';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';

const LIFETIME_MS = 60_000;
let fake: FakeAuthApi;
let undo: Array<() => void> = [];
beforeEach(() => {
  fakeTimers(SESSION_TIMERS);
  fake = createFakeAuthApi({ lifetime: LIFETIME_MS / 1000 });
  undo = [installFakeAuthApi(fake), installFakeWebLocks()];
});
afterEach(() => {
  undo.forEach((fn) => fn());
  jest.useRealTimers();
});

async function openTab(storage: ReturnType<typeof memoryStorage>) {
  const { store } = makeStore({ storage });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  return store;
}

describe('tabs of one browser', () => {
  it('a second tab takes over the session of the first; both stay logged in on one token set', async () => {
    const storage = memoryStorage();
    await seedSession(storage, fake.issue());
    const first = await openTab(storage);
    const second = await openTab(storage);
    expect(second.getState().session.status).toBe('loggedIn');
    expect(second.getState().session.sessionId).toBe(first.getState().session.sessionId);

    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 2);
    window.dispatchEvent(new Event('mousemove'));
    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 2);
    await waitUntil(
      'both tabs to hold the same token',
      () => first.getState().session.tokens?.token === second.getState().session.tokens?.token,
    );
    expect(fake.reuseDetected).toBe(false);
    expect(first.getState().session.tokens).toEqual(await storedTokens(storage));
  });

  it('a tab never takes over another login: after a logout and new login elsewhere it ends its session', async () => {
    const storage = memoryStorage();
    await seedSession(storage, fake.issue());
    const first = await openTab(storage);
    const second = await openTab(storage);
    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 6);

    const ended = second.dispatch(logout());
    await jest.advanceTimersByTimeAsync(0);
    await ended;
    await second.dispatch(loginWithPassword({ email: 'gebruiker@demo.test', password: 'Welkom123' }));
    expect(second.getState().session.status).toBe('loggedIn');
    await waitUntil('tokens in the second tab', () => second.getState().session.tokens !== null);
    const newLogin = second.getState().session.tokens;
    await waitUntil('the first tab to be logged in', () => first.getState().session.status === 'loggedIn');
    fake.calls.length = 0;

    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 2);
    window.dispatchEvent(new Event('mousemove'));
    await jest.advanceTimersByTimeAsync(LIFETIME_MS / 3); // the first tab's refresh moment, not yet the second's
    await waitUntil('the first tab to be logged out', () => first.getState().session.status === 'loggedOut');
    expect(fake.calls.filter((call) => JSON.stringify(call.body).includes(newLogin?.refresh_token ?? '-'))).toEqual([]);
    expect(await storedTokens(storage)).toEqual(newLogin);
    expect(second.getState().session.status).toBe('loggedIn');
  });
});
