import type { Direction } from '../../text/callRows';

/** The direction filter of a call list; the server applies it (GET /usage/calls/{poc}). */
export type DirectionFilter = Direction | 'all';

/** The invoice that carries a month's call costs: the one of the first of the month after (`periodStart` 'YYYY-MM-01'). */
export function invoiceDateOf(periodStart: string): string {
  const [year = 0, month = 1] = periodStart.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
