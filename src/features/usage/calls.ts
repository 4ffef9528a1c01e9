import type { CallRow, Direction } from '../../text/callRows';

/** Calls per page of a call list (docs/decisions/0040-call-lists-in-pages.md: pages rather than windowing). */
export const CALLS_PER_PAGE = 50;

export type DirectionFilter = Direction | 'all';

export interface CallFilter {
  direction: DirectionFilter;
  /** Digits typed by the user; spaces, dashes and a leading plus are ignored. */
  number: string;
}

const digits = (value: string): string => value.replace(/\D/g, '');

/** What a month's calls cost together (euro, excl. btw), counted in whole cents. */
export const monthCost = (rows: readonly CallRow[]): number =>
  rows.reduce((cents, row) => cents + Math.round(row.cost * 100), 0) / 100;

/** The invoice that carries a month's call costs: the one of the first of the month after (`periodStart` 'YYYY-MM-01'). */
export function invoiceDateOf(periodStart: string): string {
  const [year = 0, month = 1] = periodStart.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

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
