/**
 * Calendar arithmetic for the business rules. The provider is Dutch, so "today", "end of the month"
 * and call times are taken in Europe/Amsterdam. Calendar dates are 'YYYY-MM-DD' strings.
 */
import { LAST_MOMENT_MS } from '../../src/api/wire';

export const TIME_ZONE = 'Europe/Amsterdam';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zonedParts(moment: Date): { date: string; time: string } {
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(moment)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/**
 * Dates of recent hours. Amsterdam's offset from UTC is a whole number of hours (since 1940), so its date changes
 * only on the hour: one look-up per hour of the time line. The desk asks for many moments at once
 * (the working time left of every ticket on a page), and again at each refresh.
 */
const hourDates = new Map<number, string>();
const HOUR_DATES_KEPT = 10_000;

/** The calendar date of a moment in Amsterdam. */
export function localDate(moment: Date): string {
  const hour = Math.floor(moment.getTime() / 3_600_000);
  let date = hourDates.get(hour);
  if (date === undefined) {
    date = zonedParts(moment).date;
    if (hourDates.size >= HOUR_DATES_KEPT) hourDates.clear();
    hourDates.set(hour, date);
  }
  return date;
}
/** The wall-clock time 'HH:MM:SS' of a moment in Amsterdam. */
export const localTime = (moment: Date): string => zonedParts(moment).time;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
function fromUtc(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}
export function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}
/** First day of the month `months` away (negative for earlier months). */
export function addMonths(date: string, months: number): string {
  const d = toUtc(firstOfMonth(date));
  d.setUTCMonth(d.getUTCMonth() + months);
  return fromUtc(d);
}
export const firstOfNextMonth = (date: string): string => addMonths(date, 1);
export const endOfMonth = (date: string): string => addDays(firstOfNextMonth(date), -1);
/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The moment at which an Amsterdam wall-clock time occurs. */
export function zonedMoment(date: string, time = '00:00:00'): Date {
  const guess = new Date(`${date}T${time}Z`);
  // Shift by the zone's offset at that moment; a second pass settles DST edges.
  let moment = guess;
  for (let i = 0; i < 2; i += 1) {
    const seen = zonedParts(moment);
    const seenAsUtc = new Date(`${seen.date}T${seen.time}Z`).getTime();
    moment = new Date(moment.getTime() - (seenAsUtc - guess.getTime()));
  }
  return moment;
}

/**
 * The calendar the data holds: dates are 'YYYY-MM-DD' with a four-digit year, so nothing after
 * 9999-12-31; and before 1900 Amsterdam kept a local mean time that no rule here expects. A date or
 * moment from outside (a cursor, a period) is checked against these before it is used.
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '9999-12-31';
/** The last millisecond of LAST_DATE in UTC: later moments have no date in the calendar above. */
export const LAST_MOMENT = LAST_MOMENT_MS;

/** Whether a 'YYYY-MM' month lies wholly within the calendar the data holds, the day after it included. */
export function isStorableMonth(period: string): boolean {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) return false;
  return `${period}-01` >= FIRST_DATE && `${period}-01` < firstOfMonth(LAST_DATE);
}

/** 1-12 and the four-digit year of a calendar date. */
export function monthAndYear(date: string): { month: number; year: number } {
  return { month: Number(date.slice(5, 7)), year: Number(date.slice(0, 4)) };
}
