import type { Queryable } from '../db/db';

/**
 * Owner of `calls`, `call_totals` and `call_category_totals` (docs/architecture.md, "Who writes a
 * table"): the calls as recorded (rated as they go in), the running totals per customer and month
 * that the usage page, the limits and the invoices read, and calls made up in bulk. The rating and
 * what a total counts are domain/callCharges.ts and domain/callTotals.ts.
 */

/** A recorded call, rated: its class and the national minutes of its month before it. */
export interface StoredCall {
  customerId: number;
  type: 'I' | 'O';
  category: string;
  calledNumber: string;
  telephoneNumber: string;
  startedAt: Date;
  duration: number;
  numberClass: string | null;
  nationalBefore: number;
}

export async function insertCall(q: Queryable, call: StoredCall): Promise<number | null> {
  const [inserted] = await q.query<{ id: number }>(
    `INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration,
                        number_class, national_before)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      call.customerId,
      call.type,
      call.category,
      call.calledNumber,
      call.telephoneNumber,
      call.startedAt,
      call.duration,
      call.numberClass,
      call.nationalBefore,
    ],
  );
  return inserted?.id ?? null;
}

/** Adds a call to its month's totals: minutes by class, and an outgoing one to its category's. */
export async function addToTotals(
  q: Queryable,
  customerId: number,
  periodStart: string,
  call: {
    outgoing: boolean;
    category: string;
    national: number;
    other: number;
    minutes: number;
    duration: number;
    startedAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO call_totals AS t (customer_id, period, calls, national_minutes, other_minutes, last_started_at)
     VALUES ($1, $2, 1, $3, $4, $5)
     ON CONFLICT (customer_id, period) DO UPDATE SET calls = t.calls + 1,
       national_minutes = t.national_minutes + $3, other_minutes = t.other_minutes + $4,
       last_started_at = greatest(t.last_started_at, $5)`,
    [customerId, periodStart, call.national, call.other, call.startedAt],
  );
  if (!call.outgoing) return;
  await q.query(
    `INSERT INTO call_category_totals AS t (customer_id, period, category, calls, minutes, seconds)
     VALUES ($1, $2, $3, 1, $4, $5)
     ON CONFLICT (customer_id, period, category) DO UPDATE SET calls = t.calls + 1,
       minutes = t.minutes + $4, seconds = t.seconds + $5`,
    [customerId, periodStart, call.category, call.minutes, call.duration],
  );
}

/**
 * Calls made up in bulk, set-based (`generate_series`), for the big data set (seed/big.ts) and the
 * demo's month of many calls (POST /api/dev/calls/month). Stored rated for the customer's calls among
 * themselves; the caller then rebuilds the totals (`refreshCallTotals`), rating afresh when the
 * customer had calls of the month already.
 */
/** Where the calls go: numbers of every kind, as the demo's calls have them. */
const DESTINATIONS = `(VALUES (0, 'Vast', '0201234999'), (1, 'Mobiel', '0612345000'), (2, 'Vast', '0307654321'),
  (3, 'Internationaal', '3225123456'), (4, 'Mobiel', '0687654321'), (5, 'Servicenummers', '0900123456'),
  (6, 'Servicenummers', '08001234')) AS d(k, category, number)`;

/**
 * `count` calls shared out over `customerIds`, each customer's spread evenly over [from, to), every
 * one at a moment of its own: one in ten incoming, durations of 20 s to 15 min, from the customer's
 * first number.
 */
export async function addGeneratedCalls(
  q: Queryable,
  customerIds: readonly number[],
  count: number,
  from: Date,
  to: Date,
): Promise<void> {
  if (count <= 0 || customerIds.length === 0) return;
  const perCustomer = Math.ceil(count / customerIds.length);
  // Rated as they go in: the number's class, and the national minutes before each call in its
  // customer's month (each call has a moment of its own, so started_at orders them as their ids do).
  await q.query(
    `WITH c AS (SELECT id, ord - 1 AS i,
                       (SELECT phone_number FROM phone_numbers p
                         WHERE p.customer_id = id ORDER BY sort, p.id LIMIT 1) AS own
                  FROM unnest($4::int[]) WITH ORDINALITY AS u(id, ord)),
          d AS (SELECT k, category, number, call_number_class(number) AS class FROM ${DESTINATIONS}),
          g AS (SELECT g, (g - 1) / $5::int AS k, (g - 1) % $5::int AS i FROM generate_series(1, $1::int) g),
          made AS (
            SELECT c.id AS customer_id, g.g % 10 = 0 AS incoming, d.category, d.number, d.class,
                   coalesce(c.own, '0201234567') AS own,
                   $2::timestamptz + (g.k + 0.5) * ($3::timestamptz - $2::timestamptz) / $6::int AS started_at,
                   20 + ((g.g::bigint * 7919) % 880)::int AS duration
              FROM g JOIN c ON c.i = g.i JOIN d ON d.k = g.g % 7)
     INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration,
                        number_class, national_before)
     SELECT customer_id, CASE WHEN incoming THEN 'I' ELSE 'O' END, CASE WHEN incoming THEN 'Inkomend' ELSE category END,
            CASE WHEN incoming THEN own ELSE number END, CASE WHEN incoming THEN number ELSE own END,
            started_at, duration, CASE WHEN incoming THEN NULL ELSE class END,
            coalesce(sum(CASE WHEN NOT incoming AND class = 'national' THEN ceil(duration / 60.0)::int END)
              OVER (PARTITION BY customer_id, date_trunc('month', started_at AT TIME ZONE 'Europe/Amsterdam')
                    ORDER BY started_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
       FROM made ORDER BY customer_id, started_at`,
    [count, from, to, customerIds, customerIds.length, perCustomer],
  );
}

/** Every row of `calls` of the accounts (the erasure of deleted accounts). */
export async function deleteCallsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM calls WHERE customer_id = ANY($1::int[])', [customerIds]);
}

/** Every row of `call_totals` of the accounts (the erasure of deleted accounts). */
export async function deleteCallTotalsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM call_totals WHERE customer_id = ANY($1::int[])', [customerIds]);
}

/** Every row of `call_category_totals` of the accounts (the erasure of deleted accounts). */
export async function deleteCallCategoryTotalsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM call_category_totals WHERE customer_id = ANY($1::int[])', [customerIds]);
}
