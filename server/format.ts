/** Dutch formatting for texts the server writes (mails, feedback). */
const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** '2026-12-01' → '1 december 2026'. */
export const longDate = (date: string): string => dateFormat.format(new Date(`${date}T00:00:00Z`));
export const euro = (amount: number): string => euroFormat.format(amount);
