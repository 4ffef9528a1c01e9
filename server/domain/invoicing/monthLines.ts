/**
 * What one customer owes for one month: the plan's fee, the extra users and numbers, and the calls
 * outside the included minutes per category. Each call is rated by `rateCall` from what was stored
 * with it when it was recorded, as the call lists rate it, so the invoice shows the sums they showed.
 */
import { addMonths, endOfMonth, zonedMoment } from '../../base/dates';
import { invoiceText } from '../../base/invoiceText';
import type { Queryable } from '../../db/db';
import { rateCall, type NumberClass } from '../callCharges';
import { ACCESS_TYPE_PREPAID } from '../catalogue';
import { tariffOf } from '../costControl';

/** A line as the run stores it: the amount is the line's total excl. btw, in cents. */
export interface DraftLine {
  description: string;
  quantity: number;
  /** 'MON' a month, 'MIN' minutes, 'C62' pieces (UN/ECE rec. 20, as the e-invoice needs). */
  unit: 'MON' | 'MIN' | 'C62';
  amountCents: number;
}

const cents = (euro: number | string): number => Math.round(Number(euro) * 100);

interface PlanOfMonth {
  name: string;
  price: string;
  access_type: number;
}

/**
 * The plan billed for a month, or null when no subscription runs in it. A switch starts on the first
 * of a month (requirements §4), so a month has one plan: the waiting one once its first day has come.
 */
export async function planOfMonth(q: Queryable, customerId: number, periodStart: string): Promise<PlanOfMonth | null> {
  const [row] = await q.query<{
    start_date: string;
    expire_date: string | null;
    pending_from: string | null;
    plan: PlanOfMonth;
    pending: PlanOfMonth | null;
  }>(
    `SELECT sb.start_date, sb.expire_date, sb.pending_from,
            json_build_object('name', p.name, 'price', p.price::text, 'access_type', p.access_type) AS plan,
            CASE WHEN pp.id IS NULL THEN NULL
                 ELSE json_build_object('name', pp.name, 'price', pp.price::text, 'access_type', pp.access_type) END
              AS pending
       FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id LEFT JOIN plans pp ON pp.id = sb.pending_plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row) return null;
  const periodEnd = endOfMonth(periodStart);
  if (row.start_date > periodEnd || (row.expire_date !== null && row.expire_date < periodStart)) return null;
  const switched = row.pending !== null && row.pending_from !== null && row.pending_from <= periodStart;
  return switched ? row.pending : row.plan;
}

/** Extra users and numbers that ran in the month, per bundle: each is billed for the whole month. */
async function extraLines(q: Queryable, customerId: number, periodStart: string): Promise<DraftLine[]> {
  const from = zonedMoment(periodStart);
  const to = zonedMoment(addMonths(periodStart, 1));
  const rows = await q.query<{ name: string; price: string; n: number }>(
    `SELECT b.name, b.price::text AS price, count(*)::int AS n FROM (
        SELECT bundle_id FROM extra_users WHERE customer_id = $1 AND created_at < $3
           AND (cancelled_at IS NULL OR cancelled_at >= $2)
        UNION ALL
        SELECT bundle_id FROM extra_numbers WHERE customer_id = $1 AND slot <> 0 AND created_at < $3
           AND (cancelled_at IS NULL OR cancelled_at >= $2)
      ) extra JOIN bundles b ON b.id = extra.bundle_id
      GROUP BY b.id, b.name, b.price ORDER BY b.id`,
    [customerId, from, to],
  );
  return rows.map((row) => ({
    description: row.name,
    quantity: row.n,
    unit: 'C62',
    amountCents: cents(row.price) * row.n,
  }));
}

/** The calls outside the included minutes, a line per category: the paid minutes and what they cost. */
async function callLines(q: Queryable, customerId: number, periodStart: string): Promise<DraftLine[]> {
  const tariff = await tariffOf(q, customerId, periodStart);
  const calls = await q.query<{
    type: string;
    category: string;
    number_class: NumberClass | null;
    duration: number;
    national_before: number;
  }>(
    `SELECT type, category, number_class, duration, national_before FROM calls
      WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3`,
    [customerId, zonedMoment(periodStart), zonedMoment(addMonths(periodStart, 1))],
  );
  const byCategory = new Map<string, { minutes: number; cents: number }>();
  for (const call of calls) {
    const charge = rateCall(
      {
        type: call.type,
        numberClass: call.number_class,
        duration: call.duration,
        nationalBefore: call.national_before,
      },
      tariff,
    );
    if (charge.costCents === 0) continue;
    const sum = byCategory.get(call.category) ?? { minutes: 0, cents: 0 };
    sum.minutes += charge.minutes - charge.bundleMinutes;
    sum.cents += charge.costCents;
    byCategory.set(call.category, sum);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'nl'))
    .map(([category, sum]) => ({
      description: invoiceText.lines.calls(category),
      quantity: sum.minutes,
      unit: 'MIN',
      amountCents: sum.cents,
    }));
}

/**
 * The lines of a customer's invoice for the month starting `periodStart`, or null when the customer
 * gets none for it: no subscription ran in the month, or the plan is prepaid (an invoice per top-up).
 */
export async function monthLines(q: Queryable, customerId: number, periodStart: string): Promise<DraftLine[] | null> {
  const plan = await planOfMonth(q, customerId, periodStart);
  if (!plan || plan.access_type === ACCESS_TYPE_PREPAID) return null;
  const fee: DraftLine = {
    description: invoiceText.lines.subscription(plan.name),
    quantity: 1,
    unit: 'MON',
    amountCents: cents(plan.price),
  };
  return [fee, ...(await extraLines(q, customerId, periodStart)), ...(await callLines(q, customerId, periodStart))];
}
