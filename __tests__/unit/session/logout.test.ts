import { baseApi } from '../../../src/api/baseApi';
import { logout, LOGOUT_CALL_WAIT_MS } from '../../../src/session/logout';
import { SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { createFakeAuthApi, installFakeAuthApi, type FakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { installFakeWebLocks } from '../../support/fakeWebLocks';
import { waitUntil } from '../../support/waiting';
import { startedStore } from '../../support/world';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ ok: boolean }, string>({ query: (id) => `/probe?id=${id}` }) }),
});

interface NativeHost {
  PortalNative?: { postMessage(json: string): void };
}

let fake: FakeAuthApi;
let undo: Array<() => void> = [];
const nativeMessages: string[] = [];
beforeEach(() => {
  fake = createFakeAuthApi();
  nativeMessages.length = 0;
  (window as NativeHost).PortalNative = { postMessage: (json) => nativeMessages.push(json) };
  undo = [installFakeAuthApi(fake), installFakeWebLocks(), () => delete (window as NativeHost).PortalNative];
});
afterEach(() => {
  undo.forEach((fn) => fn());
  jest.useRealTimers();
});

describe('logout', () => {
  it('revokes the refresh token, empties storage and API cache, clears the menu button, ends the session', async () => {
    const { store, storage } = await startedStore(fake);
    const { token, refresh_token } = store.getState().session.tokens ?? { token: '', refresh_token: '' };
    await store.dispatch(probeApi.endpoints.probe.initiate('x'));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await store.dispatch(logout());

    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null, user: null });
    expect(fake.callsTo('/auth/logout')).toEqual([
      { path: '/auth/logout', body: { refresh_token }, authorization: `Bearer ${token}` },
    ]);
    expect(fake.isRefreshTokenLive(refresh_token)).toBe(false);
    await waitUntil(
      'the stored session and the cached reads to be gone',
      () =>
        !storage.data.has(`persist:${SESSION_PERSIST_KEY}`) && Object.keys(store.getState().api.queries).length === 0,
    );
    expect(nativeMessages.map((json) => JSON.parse(json) as unknown)).toEqual([{ type: 'clearMenuButton' }]);
  });

  it('ends the session at once and waits at most 3 s for a server that does not answer', async () => {
    fakeTimers(SESSION_TIMERS);
    fake.logoutHangs = true;
    const { store } = await startedStore(fake);
    let settled = false;
    void store.dispatch(logout()).then(() => {
      settled = true;
    });
    expect(store.getState().session.status).toBe('loggedOut');
    await jest.advanceTimersByTimeAsync(0);
    await waitUntil('the logout call', () => fake.callsTo('/auth/logout').length === 1);
    await jest.advanceTimersByTimeAsync(LOGOUT_CALL_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('does nothing more when the session has already ended', async () => {
    const { store } = await startedStore(fake);
    await store.dispatch(logout());
    await store.dispatch(logout('expired'));
    expect(fake.callsTo('/auth/logout')).toHaveLength(1);
  });
});
