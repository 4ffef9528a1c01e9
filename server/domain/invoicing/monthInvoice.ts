/**
 * Which invoice carries a month's call costs, for the usage page: the invoice that covers the month
 * when all of them are on it, else the one the run will make on the first of the next month when a
 * subscription runs in the month; none for prepaid calls, a month without a subscription, or calls
 * recorded after the month was invoiced (no invoice will carry those).
 */
import type { CallPageMonth } from '../../../src/api/contract';
import { addMonths, endOfMonth } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { ACCESS_TYPE_PREPAID } from '../catalogue';
import { planOfMonth } from './monthLines';

export async function monthInvoice(
  q: Queryable,
  customerId: number,
  periodStart: string,
  costCents: number,
): Promise<CallPageMonth['invoice']> {
  if (costCents === 0) return null;
  const [issued] = await q.query<{ id: number; number: string; date: string; calls: number }>(
    `SELECT i.id, i.number, i.update_date AS date,
            coalesce((SELECT sum(l.amount) FROM invoice_lines l
                       WHERE l.invoice_id = i.id AND l.unit = 'MIN'), 0) AS calls
       FROM invoices i
      WHERE i.customer_id = $1 AND i.kind = 'invoice' AND i.prepaid = 0 AND i.period_start <= $3 AND i.period_end >= $2
      ORDER BY i.id LIMIT 1`,
    [customerId, periodStart, endOfMonth(periodStart)],
  );
  if (issued)
    return Math.round(Number(issued.calls) * 100) === costCents ? { number: issued.number, date: issued.date } : null;
  const plan = await planOfMonth(q, customerId, periodStart);
  if (!plan || plan.access_type === ACCESS_TYPE_PREPAID) return null;
  return { number: null, date: addMonths(periodStart, 1) };
}
