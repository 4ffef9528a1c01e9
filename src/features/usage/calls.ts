import type { CallRow, Direction } from '../../text/callRows';

/** Calls per page of a call list (docs/decisions.md: pages rather than windowing). */
export const CALLS_PER_PAGE = 50;

export type DirectionFilter = Direction | 'all';

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
