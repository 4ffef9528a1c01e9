/**
 * Calls made up in bulk, set-based (`generate_series`), for the big data set (seed/big.ts) and the
 * demo's month of many calls (POST /api/dev/calls/month). Not recorded one by one: the caller rates
 * and totals them afterwards with `refreshCallTotals`.
 */
import type { Queryable } from '../db/db';

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
  await q.query(
    `WITH c AS (SELECT id, ord - 1 AS i,
                       (SELECT phone_number FROM phone_numbers p WHERE p.customer_id = id ORDER BY sort, p.id LIMIT 1) AS own
                  FROM unnest($4::int[]) WITH ORDINALITY AS u(id, ord)),
          g AS (SELECT g, (g - 1) / $5::int AS k, (g - 1) % $5::int AS i FROM generate_series(1, $1::int) g)
     INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration)
     SELECT c.id, CASE WHEN g.g % 10 = 0 THEN 'I' ELSE 'O' END,
            CASE WHEN g.g % 10 = 0 THEN 'Inkomend' ELSE d.category END,
            CASE WHEN g.g % 10 = 0 THEN coalesce(c.own, '0201234567') ELSE d.number END,
            CASE WHEN g.g % 10 = 0 THEN d.number ELSE coalesce(c.own, '0201234567') END,
            $2::timestamptz + (g.k + 0.5) * ($3::timestamptz - $2::timestamptz) / $6::int,
            20 + (g.g::bigint * 7919) % 880
       FROM g JOIN c ON c.i = g.i JOIN ${DESTINATIONS} ON d.k = g.g % 7`,
    [count, from, to, customerIds, customerIds.length, perCustomer],
  );
}
