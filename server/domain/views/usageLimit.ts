import type { UsageLimit } from '../../../src/api/contract';
import { creditMinutes } from '../../../src/validation/costRules';
import type { Queryable } from '../../db/db';
import { currentCost, isBlocked, periodOf, readSettings, type CostSettings } from '../costControl';

const euro = (cents: number): number => Math.round(cents) / 100;

/** The prepaid credit on the account (`customers.credit`), null when it has none. */
export async function customerCredit(q: Queryable, customerId: number): Promise<number | null> {
  const [row] = await q.query<{ credit: number | null }>('SELECT credit FROM customers WHERE id = $1', [customerId]);
  return row?.credit ?? null;
}

/** The answer of all three calls: the settings, this month's costs and the waiver while the limit is off. */
export async function limitView(
  q: Queryable,
  customerId: number,
  now: Date,
  given?: CostSettings,
): Promise<UsageLimit> {
  const settings = given ?? (await readSettings(q, customerId));
  const cost = await currentCost(q, customerId, now);
  const period = periodOf(now);
  const prepaid = cost.tariff.kind === 'prepaid';
  const [waiver] =
    settings.monthlyLimit === null
      ? await q.query<{ waived_at: Date; waived_by_email: string }>(
          `SELECT waived_at, waived_by_email FROM usage_limit_waivers
            WHERE customer_id = $1 AND ended_at IS NULL ORDER BY waived_at DESC, id DESC LIMIT 1`,
          [customerId],
        )
      : [];
  const credit = prepaid ? await customerCredit(q, customerId) : null;
  const blocked = isBlocked(settings, period.today);
  return {
    kind: prepaid ? 'prepaid' : 'subscription',
    monthlyLimit: settings.monthlyLimit,
    hardCap: settings.hardCap ? 1 : 0,
    spentThisMonth: euro(cost.spentCents),
    forecast: euro(cost.forecastCents),
    periodStart: period.start,
    blocked,
    blockedUntil: blocked ? settings.blockedUntil : null,
    waivedAt: waiver ? waiver.waived_at.toISOString() : null,
    waivedBy: waiver ? waiver.waived_by_email : null,
    lowCreditMinutes: prepaid ? settings.lowCreditMinutes : null,
    creditMinutes: prepaid && credit !== null ? creditMinutes(credit) : null,
  };
}
