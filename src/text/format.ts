/** nl-NL formatting of euro amounts, dates and durations. */

/**
 * Written out rather than asked of Intl: the first use of Intl in a page loads the ICU locale data,
 * 20-45 ms on a laptop and some 150 ms on a cheap phone, at the moment a page first shows its
 * figures. The formats are fixed (nl-NL, euro, Amsterdam's clock); __tests__/unit/text/format.test.ts
 * checks them against Intl over every hour of 1996-2040 and a range of amounts.
 */

/** `value` rounded half away from zero to `decimals`, as Intl does: on its shortest decimal form (1.005 → 1.01). */
function roundedUnits(value: number, decimals: number): number {
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  return Math.round(Number.isFinite(shifted) ? shifted : Math.abs(value) * 10 ** decimals);
}

/** 1234567 → '1.234.567'. */
const withThousandsDots = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, '.');

/** `value` in nl-NL digits with at most (or, with `fixed`, exactly) `decimals` decimals: 1234.5 → '1.234,5'. */
export function formatNumber(value: number, decimals: number, fixed = false): string {
  const units = roundedUnits(value, decimals);
  const digits = String(units).padStart(decimals + 1, '0');
  const whole = withThousandsDots(digits.slice(0, digits.length - decimals));
  let fraction = digits.slice(digits.length - decimals);
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 && units > 0 ? '-' : '';
  return sign + whole + (fraction ? `,${fraction}` : '');
}

/** A no-break space: '€' and its figure never end up on two lines. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * `1` → '€ 1,00', `-1.5` → '€ -1,50', with a no-break space after the sign (as Intl writes it), so a
 * line never breaks between '€' and the figure. Every euro amount the portal shows or mails goes
 * through here; none is written out by hand.
 */
export function formatEuro(amount: number): string {
  return `€${NO_BREAK_SPACE}${formatNumber(amount, 2, true)}`;
}

/**
 * A forecast in whole euros, '≈ € 970': to the euro below € 100, to ten euros from there, so it does not
 * move with every call of the day and claims no precision it has not got. One unbroken phrase.
 */
export function formatEuroApprox(amount: number): string {
  const step = Math.abs(amount) < 100 ? 1 : 10;
  const rounded = roundedUnits(amount / step, 0) * step * (amount < 0 ? -1 : 1);
  return ['≈', '€', formatNumber(rounded, 0)].join(NO_BREAK_SPACE);
}

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const HOUR_MS = 3_600_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when the EU's clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The calendar and clock in Amsterdam at `moment`: UTC+2 from the last Sunday of March to that of October (EU summer time), else UTC+1. */
function amsterdamClock(moment: Date): Date {
  const time = moment.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const year = moment.getUTCFullYear();
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  // A Date whose UTC fields read Amsterdam's.
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

/** Dates of the API come as 'YYYY-MM-DD' (a calendar day) or as a full ISO moment. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

const shortDate = (clock: Date) =>
  `${twoDigits(clock.getUTCDate())}-${twoDigits(clock.getUTCMonth() + 1)}-${clock.getUTCFullYear()}`;

/** A value's parts joined by no-break spaces: a date, a month or a time never breaks over two lines. */
const unbroken = (...parts: (string | number)[]) => parts.join(NO_BREAK_SPACE);

/** A written date in server text ('9 december 2026'), with the spaces a line may break at. */
const WRITTEN_DATE = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})\\b`, 'g');

/**
 * Text the server wrote (an activity line, a message) as shown on a page: its dates kept on one line,
 * like the dates the app formats itself. Stored text and CSV keep their plain spaces.
 */
export function keepDatesWhole(text: string): string {
  return text.replace(WRITTEN_DATE, (_, day: string, month: string, year: string) => unbroken(day, month, year));
}

/** '2026-12-01' → '1 december 2026' (no-break spaces). */
export function formatDate(value: string): string {
  const clock = amsterdamClock(toDate(value));
  return unbroken(clock.getUTCDate(), MONTHS[clock.getUTCMonth()] ?? '', clock.getUTCFullYear());
}

/** '2026-12-01' → '01-12-2026'. */
export function formatShortDate(value: string): string {
  return shortDate(amsterdamClock(toDate(value)));
}

const time = (clock: Date) => `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;

/** ISO moment → '01-12-2026 14:05' (a no-break space). */
export function formatDateTime(value: string): string {
  const clock = amsterdamClock(toDate(value));
  return unbroken(shortDate(clock), time(clock));
}

/** ISO moment → '14:05' on Amsterdam's clock. */
export function formatTime(value: string): string {
  return time(amsterdamClock(toDate(value)));
}

const timeWithSeconds = (clock: Date) => `${time(clock)}:${twoDigits(clock.getUTCSeconds())}`;

/** ISO moment → '14:05:09' on Amsterdam's clock (a session's steps, seconds apart). */
export function formatTimeWithSeconds(value: string): string {
  return timeWithSeconds(amsterdamClock(toDate(value)));
}

/** ISO moment → '01-12-2026 14:05:09' (a no-break space). */
export function formatDateTimeWithSeconds(value: string): string {
  const clock = amsterdamClock(toDate(value));
  return unbroken(shortDate(clock), timeWithSeconds(clock));
}

/** A period's first day 'YYYY-MM-DD' → 'december 2026' (a no-break space). */
export function formatMonth(periodStart: string): string {
  const clock = amsterdamClock(toDate(periodStart));
  return unbroken(MONTHS[clock.getUTCMonth()] ?? '', clock.getUTCFullYear());
}

/**
 * 3725 seconds → '1 uur, 2 min, 5 sec'; leading zero parts are left out. One unbroken phrase (no-break
 * spaces after the commas too): a duration never wraps as '41 uur, 51 min, / 28 sec'.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(unbroken(hours, 'uur'));
  if (hours > 0 || minutes > 0) parts.push(unbroken(minutes, 'min'));
  parts.push(unbroken(rest, 'sec'));
  return parts.join(`,${NO_BREAK_SPACE}`);
}

/**
 * A duration as a clock, '89:54:44' (hours, then minutes and seconds of two digits), for tables whose
 * header names the unit: the words of `formatDuration` wrap over lines in a narrow cell.
 */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** Shows a blocked number with a plus unless it starts with 0 (requirements §5). */
export function formatBlockedNumber(number: string): string {
  return number.startsWith('0') ? number : `+${number}`;
}

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
