/** Dutch strings of the usage page ('/usage'). */
import { formatMonth, formatNumber } from './format';

/** The invoice that carries a month's calls: issued (with its number) or due (number null). */
export interface MonthInvoice {
  number: string | null;
  date: string;
}
/** Where the month's calls are billed; nothing when no invoice will carry them. */
const onInvoice = (invoice: MonthInvoice | null): string => {
  if (!invoice) return '';
  return invoice.number ? `, op factuur ${invoice.number} van ${invoice.date}` : `, op de factuur van ${invoice.date}`;
};

export const usageText = {
  lastUpdated: (moment: string) => `Laatst bijgewerkt: ${moment}`,
  totalMinutes: 'Totaal gebeld deze maand',
  categoriesHeading: 'Verbruik per categorie',
  chartLabel: (summary: string) => `Verdeling van de belminuten: ${summary}`,
  legendLabel: 'Legenda',
  barLabel: (name: string, duration: string) => `${name}: ${duration}`,
  noCalls: 'Je hebt deze maand nog niet gebeld.',
  tableCaption: 'Gesprekken en belduur per categorie deze maand',
  // The figures count outgoing calls only; the duration is a clock whose unit the header names.
  columns: { category: 'Categorie', calls: 'Uitgaand', duration: 'Duur', durationUnit: '(u:mm:ss)' },
  /** Always one decimal: shares side by side read alike ('17,0%' beside '32,3%'). */
  percentage: (n: number) => `${formatNumber(n, 1, true)}%`,
  callsHeading: 'Gesprekken',
  months: 'Maand',
  currentMonth: 'Deze maand',
  previousMonth: 'Vorige maand',
  monthName: formatMonth,
  mailCalls: (month: string) => `Gesprekken van ${month} mailen`,
  direction: 'Richting',
  directions: { all: 'Alle gesprekken', O: 'Uitgaand', I: 'Inkomend' },
  numberFilter: 'Zoek op nummer',
  csv: 'CSV',
  csvLabel: (month: string) => `Gesprekken van ${month} downloaden als CSV`,
  csvHeader: ['Richting', 'Nummer', 'Datum', 'Tijd', 'Duur', 'Duur (sec)', 'Kosten', 'Tarief'],
  csvFileName: (periodStart: string) => `gesprekken-${periodStart.slice(0, 7)}.csv`,
  noneFound: 'Geen gesprekken gevonden.',
  /** The month's call costs, and the invoice that carries them: issued (with its number), due, or none. */
  monthCost: (amount: string, invoice: MonthInvoice | null) =>
    `Gesprekskosten: ${amount} excl.\u00a0btw${onInvoice(invoice)}.`,
  /** Prepaid: calls are paid from the credit as they are made, not on an invoice. */
  monthCredit: (amount: string) => `Van je tegoed afgeschreven voor gesprekken: ${amount} incl.\u00a0btw.`,
  /** While the list is filtered, the cost above it is still the whole month's: it says so. */
  monthCostUnfiltered: (amount: string, invoice: MonthInvoice | null) =>
    `Gesprekskosten van de hele maand, zonder filter: ${amount} excl.\u00a0btw${onInvoice(invoice)}.`,
  monthCreditUnfiltered: (amount: string) =>
    `Van je tegoed afgeschreven voor alle gesprekken van de maand, zonder filter: ${amount} incl.\u00a0btw.`,
  listLabel: (month: string) => `Gesprekken van ${month}`,
  /** A call's cost: on an invoice excl. btw; for prepaid taken from the credit, which is incl. btw. */
  costBasis: (prepaid: boolean) => (prepaid ? 'incl.\u00a0btw' : 'excl.\u00a0btw'),
  /** The call table's header; its basis one phrase, so a narrow column breaks it only after 'Kosten'. */
  cost: (basis: string) => `Kosten (${basis.replace(' ', '\u00a0')})`,
  // The desktop's table of calls ('Kosten' is `cost`).
  callColumns: { direction: 'Richting', number: 'Nummer', date: 'Datum', time: 'Tijd', duration: 'Duur' },
  /** How a call is paid (requirements §9: outside the bundle € 0,06 per started minute). */
  charges: {
    free: 'gratis',
    bundle: 'binnen bundel',
    partial: 'deels binnen bundel',
    paid: 'buiten bundel',
    credit: 'van tegoed',
  },
  /** The list's count, announced as it grows: loaded of those that pass the filters (of the month's). */
  loaded: (loaded: number, matching: number, total: number) => {
    const of = matching === total ? '' : ` (${formatNumber(total, 0)} deze maand)`;
    if (loaded >= matching) return `${formatNumber(matching, 0)} gesprekken${of}`;
    return `${formatNumber(loaded, 0)} van ${formatNumber(matching, 0)} gesprekken getoond${of}`;
  },
  /** The button says how many calls that pass the filters are not loaded yet. */
  loadMore: (remaining: number) =>
    `Meer laden (nog ${formatNumber(remaining, 0)} ${remaining === 1 ? 'gesprek' : 'gesprekken'})`,
  /** On paper, where the month holds more calls than were loaded: what the printout holds, and where the rest is. */
  printedLoaded:
    'Deze afdruk bevat de gesprekken die op het scherm geladen waren. Alle gesprekken van de maand staan in de CSV.',
  loadingMore: 'Meer gesprekken laden…',
} as const;
