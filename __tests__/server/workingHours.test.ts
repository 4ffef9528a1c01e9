/**
 * Working time for response targets: Monday to Friday 08:30-17:30 Amsterdam time, Dutch public
 * holidays off, across weekends, Easter-based holidays and the switches to and from summer time.
 */
import { addDays, localDate } from '../../server/base/dates';
import {
  addWorkingMinutes,
  dutchHolidays,
  easterSunday,
  workingMinutesBetween,
  workingWindow,
} from '../../server/domain/desk/workingHours';

const at = (iso: string) => new Date(iso);
const HOURS = 60;

test('Easter Sunday for years whose dates are known', () => {
  expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
    '2024-03-31',
    '2025-04-20',
    '2026-04-05',
    '2027-03-28',
    '2038-04-25',
  ]);
});

test("the holidays of 2026, and King's Day on the 26th when the 27th is a Sunday", () => {
  expect([...dutchHolidays(2026)].sort()).toEqual([
    '2026-01-01',
    '2026-04-06',
    '2026-04-27',
    '2026-05-05',
    '2026-05-14',
    '2026-05-25',
    '2026-12-25',
    '2026-12-26',
  ]);
  expect(dutchHolidays(2025).has('2025-04-26')).toBe(true);
  expect(dutchHolidays(2025).has('2025-04-27')).toBe(false);
});

describe('adding working time', () => {
  test('over a weekend: Friday 16:30 plus 8 hours is Monday 15:30', () => {
    expect(addWorkingMinutes(at('2026-03-20T15:30:00Z'), 8 * HOURS).toISOString()).toBe('2026-03-23T14:30:00.000Z');
  });

  test('before opening time counts from 08:30; after closing from the next working day', () => {
    expect(addWorkingMinutes(at('2026-03-16T06:00:00Z'), HOURS).toISOString()).toBe('2026-03-16T08:30:00.000Z');
    expect(addWorkingMinutes(at('2026-03-16T19:00:00Z'), HOURS).toISOString()).toBe('2026-03-17T08:30:00.000Z');
  });

  test('over Easter Monday: Good Friday is a working day, the Monday is not', () => {
    // Friday 3 April 2026 12:00 (summer time): 5.5 hours that day, Monday off, 2.5 hours on Tuesday.
    expect(addWorkingMinutes(at('2026-04-03T10:00:00Z'), 8 * HOURS).toISOString()).toBe('2026-04-07T09:00:00.000Z');
  });

  test('over Ascension Day and Whit Monday', () => {
    // Wednesday 13 May 2026 17:00: half an hour, Thursday off, Friday 08:30 + 30 minutes.
    expect(addWorkingMinutes(at('2026-05-13T15:00:00Z'), HOURS).toISOString()).toBe('2026-05-15T07:00:00.000Z');
    // Friday 22 May 17:00: half an hour, weekend and Whit Monday off, Tuesday 09:00.
    expect(addWorkingMinutes(at('2026-05-22T15:00:00Z'), HOURS).toISOString()).toBe('2026-05-26T07:00:00.000Z');
  });

  test('over Christmas and New Year', () => {
    // Thursday 24 December 2026 17:00 (winter time): half an hour, then Monday 28th 09:00.
    expect(addWorkingMinutes(at('2026-12-24T16:00:00Z'), HOURS).toISOString()).toBe('2026-12-28T08:00:00.000Z');
    // Thursday 31 December 17:00: half an hour, New Year's Day (a Friday) off, Monday 4 January 09:00.
    expect(addWorkingMinutes(at('2026-12-31T16:00:00Z'), HOURS).toISOString()).toBe('2027-01-04T08:00:00.000Z');
  });

  test('across the switch to summer time and back: the working day stays 08:30-17:30 local', () => {
    // Friday 27 March 2026 15:30 CET: 2 hours, then Monday 30 March (CEST, UTC+2) 6 hours: 14:30 local.
    expect(addWorkingMinutes(at('2026-03-27T14:30:00Z'), 8 * HOURS).toISOString()).toBe('2026-03-30T12:30:00.000Z');
    // Friday 23 October 2026 15:30 CEST: 2 hours, then Monday 26 October (CET, UTC+1) 6 hours: 14:30 local.
    expect(addWorkingMinutes(at('2026-10-23T13:30:00Z'), 8 * HOURS).toISOString()).toBe('2026-10-26T13:30:00.000Z');
  });
});

describe('working time between two moments', () => {
  test('a weekend counts nothing, and the other way round is negative', () => {
    const friday = at('2026-03-20T16:00:00Z'); // 17:00 local
    const monday = at('2026-03-23T08:00:00Z'); // 09:00 local
    expect(workingMinutesBetween(friday, monday)).toBe(60);
    expect(workingMinutesBetween(monday, friday)).toBe(-60);
    expect(workingMinutesBetween(at('2026-03-21T10:00:00Z'), at('2026-03-22T10:00:00Z'))).toBe(0);
  });

  test('is the inverse of adding, from any moment, over a year of holidays and time switches', () => {
    const start = at('2026-01-01T00:00:00Z').getTime();
    for (let i = 0; i < 400; i += 1) {
      // A spread of moments: every 22 hours and 7 minutes through the year, at any time of day.
      const from = new Date(start + i * (22 * 60 + 7) * 60_000);
      const minutes = (i * 97) % (40 * HOURS);
      expect(workingMinutesBetween(from, addWorkingMinutes(from, minutes))).toBe(minutes);
    }
  });

  test('over months and years counts what adding up every working day one by one counts', () => {
    // The plain definition: each calendar date's overlap with its working window.
    const dayByDay = (from: Date, to: Date): number => {
      let total = 0;
      for (let date = localDate(from); date <= localDate(to); date = addDays(date, 1)) {
        const window = workingWindow(date);
        if (!window) continue;
        const overlap = Math.min(+to, +window.closes) - Math.max(+from, +window.opens);
        if (overlap > 0) total += overlap;
      }
      return Math.floor(total / 60_000);
    };
    const start = at('2025-11-03T00:00:00Z').getTime();
    for (let i = 0; i < 300; i += 1) {
      // Pairs from a few minutes to two years apart, starting and ending at any time of day.
      const from = new Date(start + ((i * 7_919) % 500) * 86_400_000 + ((i * 104_729) % 86_400) * 1_000);
      const to = new Date(from.getTime() + ((i * i * 37) % 730) * 86_400_000 + ((i * 15_485_863) % 86_400) * 1_000);
      expect([from.toISOString(), to.toISOString(), workingMinutesBetween(from, to)]).toEqual([
        from.toISOString(),
        to.toISOString(),
        dayByDay(from, to),
      ]);
    }
  });
});
