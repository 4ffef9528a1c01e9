import type { CallRecord } from '../../api/contract';
import { formatDuration, formatEuro, formatShortDate } from '../../text/format';
import { usageText as t } from '../../text/usage';

/** Price of every started minute of an outgoing call (requirements §9). */
export const PRICE_PER_STARTED_MINUTE = 0.06;
/** Calls per page of a call list (docs/decisions.md: pages rather than windowing). */
export const CALLS_PER_PAGE = 50;

export type Direction = 'O' | 'I';
export type DirectionFilter = Direction | 'all';

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
  /** Euros; null for incoming calls, which cost nothing. */
  cost: number | null;
  costText: string;
}

/** 'O' is outgoing; anything else is incoming (requirements §3). */
export const directionOf = (call: CallRecord): Direction => (call.type === 'O' ? 'O' : 'I');

/** Cost of a call: € 0,06 per started minute when outgoing, nothing when incoming. */
export function callCost(direction: Direction, seconds: number): number | null {
  if (direction !== 'O') return null;
  // Whole cents, so sums and the CSV never show 0.18000000000000002.
  return Math.round(Math.ceil(Math.max(0, seconds) / 60) * PRICE_PER_STARTED_MINUTE * 100) / 100;
}

export function callRow(call: CallRecord): CallRow {
  const direction = directionOf(call);
  const cost = callCost(direction, call.duration);
  return {
    id: call.id,
    direction,
    directionText: t.directions[direction],
    number: direction === 'O' ? call.calledNumber : call.telephoneNumber,
    date: formatShortDate(call.date),
    time: call.time.slice(0, 5),
    seconds: call.duration,
    duration: formatDuration(call.duration),
    cost,
    costText: cost === null ? t.noCost : formatEuro(cost),
  };
}

export interface CallFilter {
  direction: DirectionFilter;
  /** Digits typed by the user; spaces, dashes and a leading plus are ignored. */
  number: string;
}

const digits = (value: string): string => value.replace(/\D/g, '');

/** The rows that pass the filter, in the server's order (newest first). */
export function filterCalls(rows: readonly CallRow[], filter: CallFilter): CallRow[] {
  const wanted = digits(filter.number);
  return rows.filter(
    (row) =>
      (filter.direction === 'all' || row.direction === filter.direction) &&
      (wanted === '' || digits(row.number).includes(wanted)),
  );
}

export interface Paged<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
}

export function pageOf<T>(items: readonly T[], page: number, perPage: number = CALLS_PER_PAGE): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
