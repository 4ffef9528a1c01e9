import { makeStore } from '../../../src/app/store';
import { LAST_ACTIVITY_KEY, type ActivityStorage } from '../../../src/session/inactivity/activityClock';
import { logout } from '../../../src/session/logout';
import { startupEndedLoggedOut } from '../../../src/session/sessionSlice';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { memoryStorage } from '../../support/memoryStorage';
import { logInOverHttp } from '../../support/renderApp';
import { useRequestsInFlight } from '../../support/requestsInFlight';
import { useServer } from '../../support/server';
import { seedSession, storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';

/** Two minutes: the warning at 90 s without activity, the end at 120 s. */
useServer({ JWT_EXPIRE_SECONDS: '120' });

const requests = useRequestsInFlight();
/** Fake time a second at a time, waiting for the server's answers after each step. */
async function advance(ms: number, eachSecond: () => void = () => undefined) {
  for (let left = ms; left > 0; left -= 1_000) {
    await jest.advanceTimersByTimeAsync(Math.min(1_000, left));
    eachSecond();
    await requests.answered();
  }
}
/** Moves fake time on by 50 ms steps until `condition` holds. */
const until = (what: string, condition: () => boolean) =>
  waitUntil(what, async () => condition() || (await advance(50), condition()));

/** The localStorage the tabs of one browser share, without the window (each tab has its own events). */
function sharedActivityStorage(): ActivityStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

type Tab = ReturnType<typeof makeStore>['store'];
const opened: Tab[] = [];

beforeEach(() => {
  window.localStorage.clear();
  fakeTimers(SESSION_TIMERS);
});
afterEach(() => {
  for (const store of opened.splice(0)) store.dispatch(startupEndedLoggedOut());
  jest.useRealTimers();
  window.localStorage.clear();
});

/** Two tabs of one browser and one login: one persist storage, one activity storage, own events. */
async function twoTabs() {
  const storage = memoryStorage();
  const activity = sharedActivityStorage();
  await seedSession(storage, await logInOverHttp('admin@demo.test'));
  const events = { a: new EventTarget(), b: new EventTarget() };
  const open = async (target: EventTarget) => {
    const { store } = makeStore({ storage, activityStorage: activity, activityEvents: target });
    opened.push(store);
    await until('the start-up to end', () => store.getState().session.status !== 'unknown');
    expect(store.getState().session.status).toBe('loggedIn');
    return store;
  };
  const a = await open(events.a);
  const b = await open(events.b);
  return { a, b, events, storage, activity };
}

describe('one login in several tabs', () => {
  it('activity in the first tab keeps an idle second tab from warning or logging out', async () => {
    const { a, b, events } = await twoTabs();
    let warnedB = false;
    let second = 0;
    // Five minutes: the user moves the mouse in tab A every 20 seconds; tab B is left alone.
    await advance(300_000, () => {
      second += 1;
      if (second % 20 === 0) events.a.dispatchEvent(new Event('mousemove'));
      if (b.getState().session.warningEndsAt !== null) warnedB = true;
    });
    expect(warnedB).toBe(false);
    expect(a.getState().session.status).toBe('loggedIn');
    expect(b.getState().session.status).toBe('loggedIn');
    expect(b.getState().ui.dialog).toBeNull();
  });

  it('without activity in any tab, both warn and both end with the alert', async () => {
    const { a, b } = await twoTabs();
    await advance(91_000);
    expect(a.getState().session.warningEndsAt).not.toBeNull();
    expect(b.getState().session.warningEndsAt).not.toBeNull();
    await advance(30_000);
    await until(
      'both tabs to be logged out',
      () => a.getState().session.status === 'loggedOut' && b.getState().session.status === 'loggedOut',
    );
    expect(a.getState().ui.dialog?.description).toBe('Sessie verlopen, u wordt uitgelogd.');
    expect(b.getState().ui.dialog?.description).toBe('Sessie verlopen, u wordt uitgelogd.');
  });

  it('activity in the other tab ends a warning at once (the storage event of the shared time)', async () => {
    const { a, b, events } = await twoTabs();
    await advance(95_000);
    expect(a.getState().session.warningEndsAt).not.toBeNull();
    events.b.dispatchEvent(new Event('keydown'));
    expect(b.getState().session.warningEndsAt).toBeNull();
    // The browser tells tab A that the shared activity time changed.
    events.a.dispatchEvent(Object.assign(new Event('storage'), { key: LAST_ACTIVITY_KEY }));
    expect(a.getState().session.warningEndsAt).toBeNull();
    await advance(60_000);
    expect(a.getState().session.status).toBe('loggedIn');
  });

  it('a logout in one tab ends the session in the other at once', async () => {
    const { a, b, events, storage } = await twoTabs();
    void a.dispatch(logout());
    await until('the stored session to be removed', () => storage.data.size === 0);
    expect(await storedTokens(storage)).toBeNull();
    // The browser tells tab B that the session's storage was emptied.
    events.b.dispatchEvent(Object.assign(new Event('storage'), { key: 'persist:session', newValue: null }));
    expect(b.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
  });
});
