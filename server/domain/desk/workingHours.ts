import { addDays, localDate, zonedMoment } from '../../base/dates';

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

/** Whole minutes of working time from `from` to `to`; negative when `to` lies before `from`. */
export function workingMinutesBetween(from: Date, to: Date): number {
  if (to < from) return -workingMinutesBetween(to, from);
  let total = 0;
  const last = localDate(to);
  for (let date = localDate(from), i = 0; date <= last && i < MAX_DAYS; date = addDays(date, 1), i += 1) {
    const window = workingWindow(date);
    if (!window) continue;
    const overlap = Math.min(to.getTime(), window.closes.getTime()) - Math.max(from.getTime(), window.opens.getTime());
    if (overlap > 0) total += overlap;
  }
  return Math.floor(total / MINUTE);
}
