import fc from 'fast-check';
import type { Storage } from 'redux-persist';
import { baseApi } from '../../../src/api/baseApi';
import { makeStore } from '../../../src/app/store';
import { createFakeAuthApi, installFakeAuthApi, type FakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { installFakeWebLocks } from '../../support/fakeWebLocks';
import { memoryStorage } from '../../support/memoryStorage';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { nextMacrotask, waitUntil } from '../../support/waiting';

/** A call that needs a valid access token, standing in for any page's query. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ ok: boolean }, string>({ query: (id) => `/probe?id=${id}` }) }),
});

const LIFETIME_MS = 60_000;

type Scheduler = fc.Scheduler;

/** Storage whose reads the scheduler may hold back, so tabs read before or after each other's writes. */
function scheduledStorage(shared: Storage, gate: { scheduler: Scheduler | null }): Storage {
  return {
    getItem: async (key) => {
      if (gate.scheduler) await gate.scheduler.schedule(Promise.resolve(), `read ${key}`);
      return shared.getItem(key);
    },
    setItem: (key, value) => shared.setItem(key, value),
    removeItem: (key) => shared.removeItem(key),
  };
}

let fake: FakeAuthApi;
let undo: Array<() => void> = [];

beforeEach(() => {
  fakeTimers(SESSION_TIMERS);
});
afterEach(() => {
  undo.forEach((fn) => fn());
  undo = [];
  jest.clearAllTimers();
  jest.useRealTimers();
});

/** One run's world: a strict fake API, the browser's locks, and the scheduler gating both. */
function setUp(scheduler: Scheduler) {
  undo.forEach((fn) => fn());
  jest.clearAllTimers();
  fake = createFakeAuthApi({ lifetime: LIFETIME_MS / 1000 });
  const gate: { scheduler: Scheduler | null } = { scheduler: null };
  undo = [
    installFakeAuthApi(fake),
    installFakeWebLocks({
      beforeGrant: (name) => gate.scheduler?.schedule(Promise.resolve(), `grant ${name}`) ?? Promise.resolve(),
    }),
  ];
  return {
    gate,
    startGating: () => {
      gate.scheduler = scheduler;
      fake.gate = (label) => scheduler.schedule(Promise.resolve(), label);
    },
  };
}

async function openTab(storage: Storage) {
  const { store } = makeStore({ storage });
  await waitUntil('the start-up to end', () => store.getState().session.status !== 'unknown');
  expect(store.getState().session.status).toBe('loggedIn');
  return store;
}

/**
 * Moves the clock to the moment the tokens run out without firing the timers that wait for it. The
 * timers due on the way fire at once, and what they started runs before the next step: the async
 * advance (advanceTimersByTimeAsync) waits a real turn of the event loop after every timer it fires,
 * which over a minute of the session's timers took most of each run, and on a loaded machine pushed
 * the 120 runs to the test's time limit.
 */
async function reachExpiry() {
  jest.advanceTimersByTime(LIFETIME_MS / 2);
  await nextMacrotask();
  window.dispatchEvent(new Event('mousemove')); // the user is active: no inactivity logout
  jest.advanceTimersByTime(LIFETIME_MS / 2 - 1);
  await nextMacrotask();
  jest.setSystemTime(Date.now() + 1);
}

/**
 * The runs stop, failing, well before jest's limit: a property still running after its test has
 * ended would set up its world over the next test's.
 */
const RUNS = { numRuns: 60, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: true };

/** Lets every held step through, in the scheduler's order, until nothing moves any more. */
async function settle(scheduler: Scheduler) {
  for (let round = 0; round < 30; round += 1) {
    await scheduler.waitIdle();
    await nextMacrotask();
  }
}

describe('one refresh at a time', () => {
  it('three concurrent 401s plus the firing refresh timer cause exactly one refresh call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const world = setUp(s);
        const storage = scheduledStorage(memoryStorage(), world.gate);
        await seedSession(storage, fake.issue());
        const tab = await openTab(storage);
        await reachExpiry();
        fake.calls.length = 0;
        world.startGating();

        const calls = ['a', 'b', 'c'].map((id) => tab.dispatch(probeApi.endpoints.probe.initiate(id)));
        void s.schedule(Promise.resolve(), 'refresh timer fires').then(() => jest.advanceTimersByTime(1));
        const results = await s.waitFor(Promise.all(calls));
        await settle(s);

        expect(fake.callsTo('/auth/refresh')).toHaveLength(1);
        expect(results.map((result) => result.isSuccess)).toEqual([true, true, true]);
        expect(
          fake
            .callsTo('/probe')
            .filter((call) => call.authorization === `Bearer ${tab.getState().session.tokens?.token}`),
        ).toHaveLength(3);
        expect(tab.getState().session.status).toBe('loggedIn');
        expect(fake.reuseDetected).toBe(false);
      }),
      RUNS,
    );
  });

  it('two tabs sharing one storage refresh once between them and nobody is logged out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.boolean(), async (s, callsInBothTabs) => {
        const world = setUp(s);
        const shared = memoryStorage();
        await seedSession(shared, fake.issue());
        // The second tab opens later and rotates at its own start-up, so the first tab's tokens are stale.
        const first = await openTab(scheduledStorage(shared, world.gate));
        const second = await openTab(scheduledStorage(shared, world.gate));
        expect(first.getState().session.tokens).not.toEqual(second.getState().session.tokens);
        await reachExpiry();
        fake.calls.length = 0;
        world.startGating();

        const tabs = callsInBothTabs ? [first, second] : [first];
        const calls = tabs.flatMap((tab, n) =>
          ['a', 'b'].map((id) => tab.dispatch(probeApi.endpoints.probe.initiate(`${n}${id}`))),
        );
        void s.schedule(Promise.resolve(), 'both refresh timers fire').then(() => jest.advanceTimersByTime(1));
        const results = await s.waitFor(Promise.all(calls));
        await settle(s);

        expect(fake.callsTo('/auth/refresh')).toHaveLength(1);
        expect(fake.reuseDetected).toBe(false);
        expect(results.every((result) => result.isSuccess)).toBe(true);
        for (const tab of [first, second]) expect(tab.getState().session.status).toBe('loggedIn');
        const stored = await storedTokens(shared);
        expect(first.getState().session.tokens).toEqual(stored);
        expect(second.getState().session.tokens).toEqual(stored);
        expect(fake.isRefreshTokenLive(stored?.refresh_token ?? '')).toBe(true);
      }),
      RUNS,
    );
  });
});
