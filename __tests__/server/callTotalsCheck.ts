/**
 * The reference the running totals are held to: every call of an account read back and its months
 * rated from scratch, in the order they started, with `rateCalls`.
 */
import { addMonths, firstOfMonth, localDate, zonedMoment } from '../../server/base/dates';
import type { Db } from '../../server/db/db';
import { rateCall, rateCalls, spentCents, startedMinutes, type NumberClass } from '../../server/domain/callCharges';
import { categoryTotals, monthTotals } from '../../server/domain/callTotals';
import { tariffOf } from '../../server/domain/costControl';

interface StoredCall {
  id: number;
  type: string;
  category: string;
  called_number: string;
  started_at: Date;
  duration: number;
  number_class: NumberClass | null;
  national_before: number;
}

/** What a full re-rating of one month says, next to what the totals and the stored calls say. */
export interface MonthCheck {
  periodStart: string;
  /** Per call, oldest first: [id, charge, cost in cents] from a full re-rating … */
  rerated: Array<[number, string, number]>;
  /** … and from what is stored with each call. */
  stored: Array<[number, string, number]>;
  /** The month's cost: the re-rating's sum and the totals' figure. */
  sumCents: number;
  totalsCents: number;
  /** Calls and outgoing minutes per category from the rows and from the totals. */
  fromRows: { calls: number; categories: Array<[string, number, number, number]> };
  fromTotals: { calls: number; categories: Array<[string, number, number, number]> };
}

const byName = (a: [string, ...number[]], b: [string, ...number[]]) => a[0].localeCompare(b[0]);

/** Every month of the account that has calls, checked. */
export async function checkMonths(db: Db, customerId: number): Promise<MonthCheck[]> {
  const rows = await db.query<StoredCall>(
    `SELECT id, type, category, called_number, started_at, duration, number_class, national_before
       FROM calls WHERE customer_id = $1 ORDER BY started_at, id`,
    [customerId],
  );
  const months = [...new Set(rows.map((row) => firstOfMonth(localDate(row.started_at))))];
  const checks: MonthCheck[] = [];
  for (const periodStart of months) {
    const [from, to] = [zonedMoment(periodStart).getTime(), zonedMoment(addMonths(periodStart, 1)).getTime()];
    const month = rows.filter((row) => row.started_at.getTime() >= from && row.started_at.getTime() < to);
    const tariff = await tariffOf(db, customerId, periodStart);
    const rated = rateCalls(month, tariff);
    const categories = new Map<string, [string, number, number, number]>();
    for (const row of month.filter((call) => call.type === 'O')) {
      const entry = categories.get(row.category) ?? [row.category, 0, 0, 0];
      categories.set(row.category, [
        row.category,
        entry[1] + 1,
        entry[2] + startedMinutes(row.duration),
        entry[3] + row.duration,
      ]);
    }
    const totals = await monthTotals(db, customerId, periodStart);
    const categoryRows = await categoryTotals(db, customerId, periodStart);
    checks.push({
      periodStart,
      rerated: month.map((row, i) => [row.id, rated[i]?.charge ?? '?', rated[i]?.costCents ?? -1]),
      stored: month.map((row) => {
        const one = rateCall(
          {
            type: row.type,
            numberClass: row.number_class,
            duration: row.duration,
            nationalBefore: row.national_before,
          },
          tariff,
        );
        return [row.id, one.charge, one.costCents];
      }),
      sumCents: rated.reduce((sum, call) => sum + call.costCents, 0),
      totalsCents: spentCents(totals, tariff),
      fromRows: { calls: month.length, categories: [...categories.values()].sort(byName) },
      fromTotals: {
        calls: totals.calls,
        categories: categoryRows
          .map((c): [string, number, number, number] => [c.category, c.calls, c.minutes, c.seconds])
          .sort(byName),
      },
    });
  }
  return checks;
}

/** Asserts that the totals and the stored ratings say what the re-rating says, month by month. */
export function expectAgreement(checks: readonly MonthCheck[]): void {
  for (const check of checks) {
    expect([check.periodStart, check.stored]).toEqual([check.periodStart, check.rerated]);
    expect([check.periodStart, check.totalsCents]).toEqual([check.periodStart, check.sumCents]);
    expect([check.periodStart, check.fromTotals]).toEqual([check.periodStart, check.fromRows]);
  }
}
