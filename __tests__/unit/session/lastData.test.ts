import { buildStore } from '../../../src/app/store';
import { keptAnswersChanged } from '../../../src/session/lastData/keepWhileLoggedIn';
import { lastDataRestored, restoredPayload } from '../../../src/session/lastData/restoreLastData';
import {
  keepLastData,
  LAST_DATA_KEY,
  MAX_LAST_DATA_CHARS,
  readLastData,
  takeLastData,
  type LastData,
} from '../../../src/session/lastData/snapshot';
import type { RootState } from '../../../src/state/hooks';
import { memoryStorage } from '../../support/memoryStorage';

const HOUR = 3_600_000;
const at = Date.UTC(2026, 10, 28, 13, 5);

/** A cache entry as RTK Query keeps it, of `endpoint`, answered at `fulfilledAt`. */
const entry = (endpoint: string, data: unknown, fulfilledAt = at, status = 'fulfilled') => ({
  status,
  endpointName: endpoint,
  requestId: endpoint,
  originalArgs: undefined,
  data,
  startedTimeStamp: fulfilledAt,
  fulfilledTimeStamp: status === 'fulfilled' ? fulfilledAt : undefined,
});

/** The state as takeLastData reads it: the session and the API's cache entries. */
function stateWith(queries: Record<string, unknown>, session: Partial<RootState['session']> = {}): RootState {
  return {
    session: { status: 'loggedIn', sessionId: 'this-login', ...session },
    api: { queries },
  } as unknown as RootState;
}

const user = { email: 'admin@demo.test', fullName: 'Jan de Vries' };

describe("a tab's last data", () => {
  it('keeps the answers of the allowed reads only: nothing of security, the team or the activity log', () => {
    const lastData = takeLastData(
      stateWith({
        'appConfig(undefined)': entry('appConfig', { user }),
        'getNumbers(undefined)': entry('getNumbers', { numbers: ['0201234568'] }),
        'getSecurity(undefined)': entry('getSecurity', { totpSecret: 'JBSWY3DPEHPK3PXP' }),
        'getTeam(undefined)': entry('getTeam', { invitations: [{ token: 'invite' }] }),
        'getActivity({})': entry('getActivity', { rows: [] }),
        'getUsage(undefined)': entry('getUsage', undefined, at, 'pending'),
      }),
    );
    expect(lastData?.sessionId).toBe('this-login');
    expect(lastData?.answers.map((answer) => answer.endpoint)).toEqual(['appConfig', 'getNumbers']);
    expect(JSON.stringify(lastData)).not.toMatch(/JBSWY3DPEHPK3PXP|invite/);
  });

  it('keeps the last answer of a read being repeated or whose repeat failed', () => {
    const lastData = takeLastData(
      stateWith({
        'appConfig(undefined)': entry('appConfig', { user }),
        'getNumbers(undefined)': { ...entry('getNumbers', { numbers: ['0201234568'] }), status: 'pending' },
        'getSettings(undefined)': { ...entry('getSettings', { newsletter: 1 }), status: 'rejected' },
      }),
    );
    expect(lastData?.answers.map((answer) => answer.endpoint).sort()).toEqual([
      'appConfig',
      'getNumbers',
      'getSettings',
    ]);
  });

  it('keeps the config last seen first when the store no longer holds it', () => {
    const held = {
      key: 'appConfig(undefined)',
      endpoint: 'appConfig',
      args: undefined,
      data: { user },
      fulfilledAt: at,
    };
    const lastData = takeLastData(stateWith({ 'getNumbers(undefined)': entry('getNumbers', {}, at + HOUR) }), held);
    expect(lastData?.answers.map((answer) => answer.endpoint)).toEqual(['appConfig', 'getNumbers']);
  });

  it('keeps nothing when no one is logged in', () => {
    const queries = { 'getNumbers(undefined)': entry('getNumbers', {}) };
    expect(takeLastData(stateWith(queries, { status: 'loggedOut', sessionId: null }))).toBeNull();
    expect(takeLastData(stateWith(queries, { status: 'unknown' }))).toBeNull();
  });

  it('stays under its size: the config first, then the newest answers that fit', () => {
    const big = 'x'.repeat(MAX_LAST_DATA_CHARS / 3);
    const lastData = takeLastData(
      stateWith({
        'getInvoices(undefined)': entry('getInvoices', big, at - 3 * HOUR),
        'getNumbers(undefined)': entry('getNumbers', big, at - HOUR),
        'getUsage(undefined)': entry('getUsage', big, at),
        'getCredit(undefined)': entry('getCredit', { balance: 5 }, at - 4 * HOUR),
        'appConfig(undefined)': entry('appConfig', { user }, at - 5 * HOUR),
        'getBlacklist("1")': entry('getBlacklist', big, at - 2 * HOUR),
      }),
    );
    expect(lastData?.answers.map((answer) => answer.endpoint)).toEqual([
      'appConfig',
      'getUsage',
      'getNumbers',
      'getCredit',
    ]);
    expect(JSON.stringify(lastData).length).toBeLessThan(MAX_LAST_DATA_CHARS + 200);
  });

  it("reads back this login's answers only; another login's are dropped", () => {
    const storage = window.sessionStorage;
    const kept: LastData = {
      sessionId: 'this-login',
      answers: [{ key: 'getNumbers(undefined)', endpoint: 'getNumbers', args: undefined, data: {}, fulfilledAt: at }],
    };
    keepLastData(storage, kept);
    expect(readLastData(storage, 'this-login')).toEqual(kept);
    expect(readLastData(storage, 'another-login')).toBeNull();
    expect(storage.getItem(LAST_DATA_KEY)).toBeNull();
  });

  it('never gives back an answer of a read that is not allowed, nor what is no snapshot', () => {
    const storage = window.sessionStorage;
    const answer = { key: 'getSecurity(undefined)', endpoint: 'getSecurity', args: null, data: {}, fulfilledAt: at };
    storage.setItem(LAST_DATA_KEY, JSON.stringify({ sessionId: 'this-login', answers: [answer] }));
    expect(readLastData(storage, 'this-login')?.answers).toEqual([]);
    storage.setItem(LAST_DATA_KEY, '{not json');
    expect(readLastData(storage, 'this-login')).toBeNull();
  });

  it('keeps nothing rather than an older snapshot when the storage is full', () => {
    const storage = window.sessionStorage;
    storage.setItem(LAST_DATA_KEY, JSON.stringify({ sessionId: 'this-login', answers: [] }));
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => storage.removeItem(key),
    } as unknown as Storage;
    keepLastData(full, { sessionId: 'this-login', answers: [] });
    expect(storage.getItem(LAST_DATA_KEY)).toBeNull();
  });

  it('goes back into the cache with the time each answer was fetched', () => {
    const store = buildStore({ storage: memoryStorage(), activityStorage: null });
    const payload = restoredPayload({
      sessionId: 'this-login',
      answers: [
        { key: 'getNumbers(undefined)', endpoint: 'getNumbers', args: undefined, data: { n: 1 }, fulfilledAt: at },
      ],
    });
    store.dispatch(lastDataRestored(payload));
    expect(payload.answers).toMatchObject([{ endpoint: 'getNumbers', fetchedAt: '2026-11-28T13:05:00.000Z' }]);
    expect(store.getState().api.queries['getNumbers(undefined)']).toMatchObject({
      status: 'fulfilled',
      data: { n: 1 },
      fulfilledTimeStamp: at,
    });
  });
});

afterEach(() => window.sessionStorage.clear());

describe('when the last data are written again', () => {
  const settings = entry('getSettings', { newsletter: 0 });
  const before = stateWith({ 'getSettings(undefined)': settings, 'getCalls({})': entry('getCalls', { rows: [] }) });

  it('after a save patched a kept answer, a kept read answered again or dropped', () => {
    const patched = { ...settings, data: { newsletter: 1 } };
    expect(keptAnswersChanged(stateWith({ ...before.api.queries, 'getSettings(undefined)': patched }), before)).toBe(
      true,
    );
    const again = { ...settings, fulfilledTimeStamp: at + 1 };
    expect(keptAnswersChanged(stateWith({ ...before.api.queries, 'getSettings(undefined)': again }), before)).toBe(
      true,
    );
    expect(keptAnswersChanged(stateWith({ 'getCalls({})': entry('getCalls', { rows: [] }) }), before)).toBe(true);
  });

  it('not for a read that only started, nor for a read that is not kept', () => {
    const started = { ...settings, status: 'pending' };
    expect(keptAnswersChanged(stateWith({ ...before.api.queries, 'getSettings(undefined)': started }), before)).toBe(
      false,
    );
    const calls = entry('getCalls', { rows: [1] }, at + 1);
    expect(keptAnswersChanged(stateWith({ ...before.api.queries, 'getCalls({})': calls }), before)).toBe(false);
    expect(keptAnswersChanged(before, before)).toBe(false);
  });
});
