/** nl-NL formatting of euro amounts, dates and durations. */

/**
 * A formatter made on first use: creating one loads the locale's (and time zone's) data, some
 * milliseconds each on a cheap phone, which would otherwise be spent when a page's chunk is loaded.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const euro = onFirstUse(
  () =>
    new Intl.NumberFormat('nl-NL', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** `1` → '€ 1,00'. Intl puts a no-break space after the sign; the interface uses a plain one. */
export function formatEuro(amount: number): string {
  return euro()
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

/** A date format of Amsterdam's calendar and clock, made on first use. */
const amsterdamFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('nl-NL', { ...options, timeZone: 'Europe/Amsterdam' }));

const longDate = amsterdamFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = amsterdamFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = amsterdamFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Dates of the API come as 'YYYY-MM-DD' (a calendar day) or as a full ISO moment. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** '2026-12-01' → '1 december 2026'. */
export function formatDate(value: string): string {
  return longDate().format(toDate(value));
}

/** '2026-12-01' → '01-12-2026'. */
export function formatShortDate(value: string): string {
  return shortDate().format(toDate(value));
}

/** ISO moment → '01-12-2026 14:05'. */
export function formatDateTime(value: string): string {
  return dateTime().format(toDate(value)).replace(',', '');
}

/** 3725 seconds → '1 uur, 2 min, 5 sec'; leading zero parts are left out. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} uur`);
  if (hours > 0 || minutes > 0) parts.push(`${minutes} min`);
  parts.push(`${rest} sec`);
  return parts.join(', ');
}

/** Shows a blocked number with a plus unless it starts with 0 (requirements §5). */
export function formatBlockedNumber(number: string): string {
  return number.startsWith('0') ? number : `+${number}`;
}

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
