import { baseApi } from '../../../src/api/baseApi';
import { authApi } from '../../../src/session/tokens/authApi';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { startedStore } from '../../support/world';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeSave: build.mutation<{ ok: boolean }, string>({
      query: (id) => ({ url: `/probe?id=${id}`, method: 'POST', body: {} }),
    }),
  }),
});

const world = useFakeAuthApi();

describe('re-authentication', () => {
  it('a mutation that got 401 is sent again once, after one refresh', async () => {
    const { store } = await startedStore(world.fake);
    world.fake.expireAccessTokens();
    const result = await store.dispatch(probeApi.endpoints.probeSave.initiate('a'));
    expect(result).toMatchObject({ data: { ok: true } });
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/probe', '/auth/refresh', '/probe']);
  });

  it('a failed refresh logs out and the call fails with the session, without a second try', async () => {
    const { store } = await startedStore(world.fake);
    world.fake.expireAccessTokens();
    world.fake.revoke(store.getState().session.tokens?.refresh_token ?? '');
    const result = await store.dispatch(probeApi.endpoints.probeSave.initiate('a'));
    // The logout resets the API state at once, which aborts the calls of the ended session.
    expect(result).toMatchObject({ error: { name: 'AbortError' } });
    expect(world.fake.callsTo('/probe')).toHaveLength(1);
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('a 401 of an auth call never starts a refresh', async () => {
    const { store } = await startedStore(world.fake);
    const result = await store.dispatch(
      authApi.endpoints.authLogin.initiate({ email: 'admin@demo.test', password: 'onjuist' }, { track: false }),
    );
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(world.fake.callsTo('/auth/refresh')).toHaveLength(0);
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('a mutation that timed out is not sent again', async () => {
    const { store } = await startedStore(world.fake);
    fakeTimers(SESSION_TIMERS);
    world.fake.gate = () => new Promise(() => undefined); // the server never answers
    const pending = store.dispatch(probeApi.endpoints.probeSave.initiate('slow'));
    await jest.advanceTimersByTimeAsync(12_000);
    await expect(pending).resolves.toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    await jest.advanceTimersByTimeAsync(60_000 - 12_000 - 1);
    expect(world.fake.callsTo('/probe')).toHaveLength(1);
  });
});
