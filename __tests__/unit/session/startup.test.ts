import { makeStore } from '../../../src/app/store';
import { SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { memoryStorage } from '../../support/memoryStorage';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';

const world = useFakeAuthApi();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function start(storage = memoryStorage()) {
  const { store } = makeStore({ storage });
  const statuses: string[] = [];
  store.subscribe(() => {
    const { status } = store.getState().session;
    if (statuses[statuses.length - 1] !== status) statuses.push(status);
  });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  return { store, storage, statuses };
}

describe('start-up', () => {
  it('logs in with ?state= and takes it out of the address at once, keeping the other parameters', async () => {
    window.history.replaceState(null, '', '/app?platform=ios&state=one-time-state#top');
    const { store } = makeStore({ storage: memoryStorage() });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/app?platform=ios#top');
    await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(world.fake.calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/app', { sessionToken: 'one-time-state' }],
      ['/app/config', {}],
    ]);
  });

  it('with a refused ?state= ends logged out and empties the storage, stored tokens included', async () => {
    window.history.replaceState(null, '', '/?state=used-token');
    const storage = memoryStorage();
    await seedSession(storage, world.fake.issue());
    const { store, statuses } = await start(storage);
    expect(statuses).toEqual(['unknown', 'loggedOut']);
    expect(store.getState().session.tokens).toBeNull();
    expect(world.fake.callsTo('/auth/refresh')).toHaveLength(0);
    await waitUntil('the stored session to be removed', () => !storage.data.has(`persist:${SESSION_PERSIST_KEY}`));
  });

  it('resumes stored tokens with a refresh, then loads the config', async () => {
    const storage = memoryStorage();
    const old = world.fake.issue();
    await seedSession(storage, old);
    const { store, statuses } = await start(storage);
    expect(statuses).toEqual(['unknown', 'loggedIn']);
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/auth/refresh', '/app/config']);
    expect(store.getState().session.tokens?.refresh_token).not.toBe(old.refresh_token);
    await waitUntil('tokens in the store', () => store.getState().session.tokens !== null);
    expect(await storedTokens(storage)).toEqual(store.getState().session.tokens);
  });

  it('with a refused refresh ends logged out and empties the storage', async () => {
    const storage = memoryStorage();
    const old = world.fake.issue();
    world.fake.revoke(old.refresh_token);
    await seedSession(storage, old);
    const { store, statuses } = await start(storage);
    expect(statuses).toEqual(['unknown', 'loggedOut']);
    expect(store.getState().session.tokens).toBeNull();
    await waitUntil('the stored session to be removed', () => !storage.data.has(`persist:${SESSION_PERSIST_KEY}`));
  });

  it('without ?state= or stored tokens ends logged out without any call', async () => {
    const { statuses } = await start();
    expect(statuses).toEqual(['unknown', 'loggedOut']);
    expect(world.fake.calls).toEqual([]);
  });
});
