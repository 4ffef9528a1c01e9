/**
 * The running totals of a customer's calls per Amsterdam month (call_totals, call_category_totals):
 * what rating, the monthly limit and the usage page need, kept in the transaction that records a
 * call, so no reader has to go through the month's rows (docs/decisions/0081).
 */
import type { Queryable } from '../db/db';
import { addToTotals } from '../tables/calls';
import type { MonthMinutes, NumberClass } from './callCharges';

export interface MonthTotals extends MonthMinutes {
  /** Calls of both directions. */
  calls: number;
  /** The newest call's start; null for a month without calls. */
  lastStartedAt: Date | null;
}

const EMPTY: MonthTotals = { calls: 0, nationalMinutes: 0, otherMinutes: 0, lastStartedAt: null };

/** The month's totals (`periodStart` 'YYYY-MM-01'); zeros for a month without calls. */
export async function monthTotals(q: Queryable, customerId: number, periodStart: string): Promise<MonthTotals> {
  const [row] = await q.query<MonthTotals>(
    `SELECT calls, national_minutes AS "nationalMinutes", other_minutes AS "otherMinutes",
            last_started_at AS "lastStartedAt"
       FROM call_totals WHERE customer_id = $1 AND period = $2`,
    [customerId, periodStart],
  );
  return row ?? EMPTY;
}

export interface CategoryTotal {
  category: string;
  calls: number;
  minutes: number;
  seconds: number;
}

/** The month's outgoing calls per category, most minutes first. */
export function categoryTotals(q: Queryable, customerId: number, periodStart: string): Promise<CategoryTotal[]> {
  return q.query<CategoryTotal>(
    `SELECT category, calls, minutes, seconds FROM call_category_totals
      WHERE customer_id = $1 AND period = $2 ORDER BY minutes DESC, category`,
    [customerId, periodStart],
  );
}

export interface CountedCall {
  type: string;
  category: string;
  numberClass: NumberClass | null;
  /** Started minutes (0 when incoming). */
  minutes: number;
  /** Seconds. */
  duration: number;
  startedAt: Date;
}

/** Adds a recorded call to its month's totals. Run it in the call's transaction, after the row lock. */
export async function countCall(q: Queryable, customerId: number, periodStart: string, call: CountedCall) {
  const national = call.numberClass === 'national' ? call.minutes : 0;
  const other = call.numberClass === 'premium' || call.numberClass === 'international' ? call.minutes : 0;
  await addToTotals(q, customerId, periodStart, {
    outgoing: call.type === 'O',
    category: call.category,
    national,
    other,
    minutes: call.minutes,
    duration: call.duration,
    startedAt: call.startedAt,
  });
}

/**
 * Rates the stored calls afresh and rebuilds the totals (migration 015), of one customer or of all:
 * for calls stored by other means than recording them (the seeds, generated calls). `rate: false`
 * only rebuilds the totals, for calls stored with their rating.
 */
export async function refreshCallTotals(
  q: Queryable,
  customerId: number | null = null,
  options: { rate: boolean } = { rate: true },
): Promise<void> {
  await q.query('SELECT refresh_call_totals($1::int, $2::boolean)', [customerId, options.rate]);
}
