/**
 * A call as the usage page lists it and as its CSV holds it: the same rows for the app's download
 * and the server's mail, so both say the same of every call.
 */
import { formatDuration, formatEuro, formatShortDate } from './format';
import { usageText as t } from './usage';

/** The fields of a call record the rows need (src/api/contract.ts `CallRecord`; text/ imports no other layer). */
export interface CallFields {
  id: number;
  type: string;
  calledNumber: string;
  telephoneNumber: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM:SS'. */
  time: string;
  /** Seconds. */
  duration: number;
  charge: keyof typeof t.charges;
  /** Euro excl. btw. */
  cost: number;
}

export type Direction = 'O' | 'I';

/** One call as the list and the CSV show it. */
export interface CallRow {
  id: number;
  direction: Direction;
  directionText: string;
  /** The other party: the called number of an outgoing call, the caller of an incoming one. */
  number: string;
  date: string;
  /** 'HH:MM'. */
  time: string;
  seconds: number;
  duration: string;
  /** Euro excl. btw; 0 for free calls and calls within the bundle. */
  cost: number;
  /** How the call is paid, in words ('binnen bundel', 'gratis', …). */
  chargeText: string;
  /** What the list shows as the call's cost. */
  costText: string;
}

/** 'O' is outgoing; anything else is incoming (requirements §3). */
export const directionOf = (call: Pick<CallFields, 'type'>): Direction => (call.type === 'O' ? 'O' : 'I');

/** Numbers are stored without a plus: an international one (seven digits or more, not starting with 0) gets it back. */
export const callNumber = (number: string): string => (/^[1-9]\d{6,}$/.test(number) ? `+${number}` : number);

function costText(charge: CallFields['charge'], cost: number): string {
  if (charge === 'free' || charge === 'bundle') return t.charges[charge];
  if (charge === 'partial') return `${formatEuro(cost)} (${t.charges.partial})`;
  return formatEuro(cost);
}

export function callRow(call: CallFields): CallRow {
  const direction = directionOf(call);
  return {
    id: call.id,
    direction,
    directionText: t.directions[direction],
    number: callNumber(direction === 'O' ? call.calledNumber : call.telephoneNumber),
    date: formatShortDate(call.date),
    time: call.time.slice(0, 5),
    seconds: call.duration,
    duration: formatDuration(call.duration),
    cost: call.cost,
    chargeText: t.charges[call.charge],
    costText: costText(call.charge, call.cost),
  };
}

/**
 * Quotes a cell when it holds the separator, a quote or a line break (RFC 4180 with ';'). A cell
 * starting with = + - @ would be read as a formula by spreadsheet programs and gets a leading ';
 * a phone number ('+3225…', a plus and digits only) computes nothing and stays as it is.
 */
function cell(text: string): string {
  // The screen's no-break spaces keep a duration on one line; a spreadsheet wants plain ones.
  const value = text.replace(/\u00a0/g, ' ');
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+\d+$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const decimal = (n: number): string => n.toFixed(2).replace('.', ',');

/** The CSV's first line: the byte-order mark (so '€' and accents survive) and the header row. */
export const csvHead = (): string => `\uFEFF${t.csvHeader.map(cell).join(';')}\r\n`;

/** One call as a CSV line, CRLF-ended. */
export const csvLine = (row: CallRow): string =>
  `${[
    row.directionText,
    row.number,
    row.date,
    row.time,
    row.duration,
    String(row.seconds),
    decimal(row.cost),
    row.chargeText,
  ]
    .map(cell)
    .join(';')}\r\n`;

/**
 * Calls as CSV the way Dutch Excel opens it: ';' between cells, a decimal comma, a header row, CRLF
 * line ends and a byte-order mark. The server streams the same lines (`csvHead`, `csvLine`).
 */
export const callsCsv = (rows: readonly CallRow[]): string => csvHead() + rows.map(csvLine).join('');
