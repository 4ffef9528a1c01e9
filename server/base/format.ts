/** Dutch dates for texts the server writes (mails, feedback); amounts: formatEuro of src/text/format.ts. */
const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-01' → '1 december 2026'. */
export const longDate = (date: string): string => dateFormat.format(new Date(`${date}T00:00:00Z`));
