import { addDays, daysBetween, localDate, zonedMoment } from '../../base/dates';

/**
 * The desk's working time: Monday to Friday 08:30-17:30 Amsterdam time (summer and winter time
 * alike), Dutch public holidays off. Response targets count only this time (docs/support.md).
 */
export const WORKDAY = { opens: '08:30:00', closes: '17:30:00' } as const;

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

const holidayCache = new Map<number, ReadonlySet<string>>();

/**
 * The Dutch public holidays of a year that fall on a weekday-relevant date: New Year's Day, Easter
 * Monday, King's Day (27 April, the 26th when the 27th is a Sunday), Liberation Day (5 May), Ascension
 * Day, Whit Monday and both Christmas days. Good Friday is a working day.
 */
export function dutchHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const kingsDay = weekday(`${year}-04-27`) === 0 ? `${year}-04-26` : `${year}-04-27`;
  const days = new Set([
    `${year}-01-01`,
    addDays(easter, 1),
    kingsDay,
    `${year}-05-05`,
    addDays(easter, 39),
    addDays(easter, 50),
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
  holidayCache.set(year, days);
  return days;
}

type Window = { opens: Date; closes: Date } | null;
/** Windows of recent dates: the queue computes many due times over the same few days. */
const windowCache = new Map<string, Window>();

/** The working window of an Amsterdam calendar date, or null on a weekend day or a holiday. */
export function workingWindow(date: string): Window {
  const cached = windowCache.get(date);
  if (cached !== undefined) return cached;
  const day = weekday(date);
  const window =
    day === 0 || day === 6 || dutchHolidays(Number(date.slice(0, 4))).has(date)
      ? null
      : { opens: zonedMoment(date, WORKDAY.opens), closes: zonedMoment(date, WORKDAY.closes) };
  if (windowCache.size > 5_000) windowCache.clear();
  windowCache.set(date, window);
  return window;
}

const MINUTE = 60_000;
/**
 * A whole working day: 08:30-17:30 local is nine hours on every date, also on the days the clocks
 * change (they change at night).
 */
const WORKDAY_MS = Date.parse(`1970-01-01T${WORKDAY.closes}Z`) - Date.parse(`1970-01-01T${WORKDAY.opens}Z`);
/** Far enough for any target a teamleider can set, near enough to stop on a mistake. */
const MAX_DAYS = 3_700;

/** The moment `minutes` of working time after `start` (start itself when it is 0). */
export function addWorkingMinutes(start: Date, minutes: number): Date {
  let left = minutes * MINUTE;
  let date = localDate(start);
  for (let i = 0; i < MAX_DAYS; i += 1, date = addDays(date, 1)) {
    const window = workingWindow(date);
    if (!window) continue;
    const from = Math.max(start.getTime(), window.opens.getTime());
    const available = window.closes.getTime() - from;
    if (available <= 0) continue;
    if (left <= available) return new Date(from + left);
    left -= available;
  }
  throw new RangeError(`no working time within ${MAX_DAYS} days`);
}

/** Working days strictly after `first` and strictly before `last` (calendar dates, `first` < `last`). */
function workingDaysBetween(first: string, last: string): number {
  const days = daysBetween(first, last) - 1;
  if (days <= 0) return 0;
  // Weekdays among the `days` dates after `first`: five in every whole week, then the rest one by one.
  let count = Math.floor(days / 7) * 5;
  const firstDay = weekday(first);
  for (let i = 1; i <= days % 7; i += 1) {
    const day = (firstDay + i) % 7;
    if (day !== 0 && day !== 6) count += 1;
  }
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1)
    for (const holiday of dutchHolidays(year))
      if (holiday > first && holiday < last && weekday(holiday) !== 0 && weekday(holiday) !== 6) count -= 1;
  return count;
}

/**
 * Whole minutes of working time from `from` to `to`; negative when `to` lies before `from`. The two
 * end days count their part of the window, every working day between them a whole one: the cost is
 * the same for a ticket due an hour ago as for one due a year ago (the queue computes it per ticket).
 */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (to < from) return -workingMinutesBetween(to, from);
  const first = localDate(from);
  const last = localDate(to);
  const overlap = (date: string, start: number, end: number): number => {
    const window = workingWindow(date);
    if (!window) return 0;
    return Math.max(0, Math.min(end, window.closes.getTime()) - Math.max(start, window.opens.getTime()));
  };
  const total =
    first === last
      ? overlap(first, from.getTime(), to.getTime())
      : overlap(first, from.getTime(), Infinity) +
        overlap(last, -Infinity, to.getTime()) +
        workingDaysBetween(first, last) * WORKDAY_MS;
  return Math.floor(total / MINUTE);
}
