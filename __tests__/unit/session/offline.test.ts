import { baseApi } from '../../../src/api/baseApi';
import { makeStore } from '../../../src/app/store';
import { SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { selectOffline } from '../../../src/ui/uiSlice';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { memoryStorage } from '../../support/memoryStorage';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';
import { startedStore } from '../../support/world';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeSave: build.mutation<{ ok: boolean }, string>({
      query: (id) => ({ url: `/probe?id=${id}`, method: 'POST', body: {} }),
    }),
  }),
});

const world = useFakeAuthApi();
const connectionBack = () => {
  world.fake.offline = false;
  window.dispatchEvent(new Event('online'));
};

describe('a session without a connection', () => {
  it('a refresh that gets no answer keeps the session and is made once the connection is back', async () => {
    const { store, storage } = await startedStore(world.fake);
    const before = store.getState().session.tokens;
    world.fake.expireAccessTokens();
    // The save is refused for its old token; the connection is gone before the refresh goes out.
    world.fake.gate = async (label) => {
      if (label.startsWith('/probe')) world.fake.offline = true;
    };
    const save = store.dispatch(probeApi.endpoints.probeSave.initiate('a'));
    await waitUntil('the session to count as offline', () => selectOffline(store.getState()));
    expect(store.getState().session.status).toBe('loggedIn');
    expect(store.getState().session.tokens).toEqual(before);
    expect(await storedTokens(storage)).toEqual(before);

    world.fake.gate = null;
    connectionBack();
    await expect(save).resolves.toMatchObject({ data: { ok: true } });
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/probe', '/auth/refresh', '/probe']);
    expect(store.getState().session.status).toBe('loggedIn');
    expect(selectOffline(store.getState())).toBe(false);
  });

  it("'Opnieuw proberen' tries the waiting refresh again at once", async () => {
    const { store } = await startedStore(world.fake);
    world.fake.expireAccessTokens();
    world.fake.gate = async (label) => {
      if (label.startsWith('/probe')) world.fake.offline = true;
    };
    const save = store.dispatch(probeApi.endpoints.probeSave.initiate('a'));
    await waitUntil('the session to count as offline', () => selectOffline(store.getState()));
    world.fake.gate = null;
    world.fake.offline = false;
    // The banner's button: RTK Query's "back online" (no browser event).
    store.dispatch(baseApi.internalActions.onOnline());
    await expect(save).resolves.toMatchObject({ data: { ok: true } });
  });

  it('a start without a connection keeps the stored session, waits, and starts once the connection is back', async () => {
    const storage = memoryStorage();
    const stored = world.fake.issue();
    await seedSession(storage, stored);
    world.fake.offline = true;
    const { store } = makeStore({ storage });
    await waitUntil('the session to count as offline', () => selectOffline(store.getState()));
    expect(store.getState().session.status).toBe('unknown');
    expect(await storedTokens(storage)).toEqual(stored);
    expect(storage.data.has(`persist:${SESSION_PERSIST_KEY}`)).toBe(true);

    connectionBack();
    await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/auth/refresh', '/app/config']);
  });

  it('a refused refresh still ends the session', async () => {
    const { store } = await startedStore(world.fake);
    world.fake.expireAccessTokens();
    world.fake.revoke(store.getState().session.tokens?.refresh_token ?? '');
    await store.dispatch(probeApi.endpoints.probeSave.initiate('a'));
    expect(store.getState().session.status).toBe('loggedOut');
    expect(selectOffline(store.getState())).toBe(false);
  });
});
