/**
 * The Amsterdam date of a moment, remembered per hour: right on both sides of local midnight in winter
 * and summer time and around the switches, asked in any order.
 */
import { localDate } from '../../server/base/dates';

const amsterdamDate = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(moment);

test('the date flips at local midnight, in winter time, summer time and on the switch days', () => {
  const moments = [
    '2026-01-14T22:59:59Z', // 23:59:59 winter time
    '2026-01-14T23:00:00Z', // 00:00 the next day
    '2026-07-14T21:59:59Z', // 23:59:59 summer time
    '2026-07-14T22:00:00Z',
    '2026-03-28T22:59:59Z', // the evening before the switch to summer time
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z', // 03:00 summer time
    '2026-10-24T21:59:59Z', // the evening before the switch back
    '2026-10-25T00:30:00Z', // 02:30 the first time
    '2026-10-25T01:30:00Z', // 02:30 the second time
    '2026-10-25T22:59:59Z',
    '2026-10-25T23:00:00Z',
  ].map((iso) => new Date(iso));
  // Asked twice in another order: a remembered hour gives what a fresh look-up gives.
  for (const moment of [...moments, ...[...moments].reverse()])
    expect([moment.toISOString(), localDate(moment)]).toEqual([moment.toISOString(), amsterdamDate(moment)]);
});

test('every minute of a day around the switch to summer time', () => {
  const start = Date.parse('2026-03-28T20:00:00Z');
  for (let minute = 0; minute < 12 * 60; minute += 7) {
    const moment = new Date(start + minute * 60_000);
    expect([moment.toISOString(), localDate(moment)]).toEqual([moment.toISOString(), amsterdamDate(moment)]);
  }
});
