import { selectShownDataTime } from '../../../src/frame/shownDataTime';
import type { RootState } from '../../../src/state/hooks';
import { lastUpdated } from '../../../src/text/connection';

describe("the offline banner's stamp", () => {
  it("says the time of today's answers and the date of older ones, in Amsterdam's time", () => {
    const now = Date.UTC(2026, 10, 28, 15, 0);
    expect(lastUpdated(Date.UTC(2026, 10, 28, 13, 5), now)).toBe('Gegevens opgehaald om 14:05');
    expect(lastUpdated(Date.UTC(2026, 10, 27, 13, 5), now)).toBe('Gegevens opgehaald op 27-11-2026\u00a014:05');
    // 23:30 UTC is already the next day in Amsterdam.
    expect(lastUpdated(Date.UTC(2026, 10, 27, 23, 30), now)).toBe('Gegevens opgehaald om 00:30');
  });

  it('is the time of the oldest answer the page shows, not of answers no page shows', () => {
    const answered = (fulfilledTimeStamp: number) => ({ status: 'fulfilled', data: {}, fulfilledTimeStamp });
    const state = {
      api: {
        queries: {
          shown: answered(2000),
          shownToo: answered(3000),
          notShown: answered(1000),
          shownWaiting: { status: 'pending' },
        },
        subscriptions: { shown: { a: {} }, shownToo: { b: {} }, notShown: {}, shownWaiting: { c: {} } },
      },
    } as unknown as RootState;
    expect(selectShownDataTime(state)).toBe(2000);
    const nothingShown = { api: { queries: state.api.queries, subscriptions: {} } } as unknown as RootState;
    expect(selectShownDataTime(nothingShown)).toBeNull();
  });
});
