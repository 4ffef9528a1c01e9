import type { Usage, UsageCategory } from '../../../src/api/contract';
import { firstOfMonth, localDate } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { categoryTotals, monthTotals, type CategoryTotal } from '../callTotals';

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Usage per category for the donut chart: started minutes (requirements §9) and talk time. The
 * circle has a circumference of 100, so a category's piece is its percentage and its distance is the
 * stroke offset where it starts (25 = top).
 */
export function usageCategories(totals: readonly CategoryTotal[]): {
  minutes: number;
  seconds: number;
  categories: UsageCategory[];
} {
  const minutes = totals.reduce((sum, e) => sum + e.minutes, 0);
  const seconds = totals.reduce((sum, e) => sum + e.seconds, 0);
  let offset = 0;
  const categories = [...totals]
    .sort((a, b) => b.minutes - a.minutes)
    .map((e) => {
      const percentage = minutes === 0 ? 0 : round1((e.minutes / minutes) * 100);
      const category = {
        name: e.category,
        totalCalls: e.calls,
        totalMinutes: e.minutes,
        totalSeconds: e.seconds,
        percentage,
        circlePiece: percentage,
        circleDistance: round1(25 - offset),
      };
      offset += percentage;
      return category;
    });
  return { minutes, seconds, categories };
}

/** GET /usage: this month's outgoing minutes and talk time per category, up to `now`, from its totals. */
export async function readUsage(q: Queryable, customerId: number, now: Date): Promise<Usage> {
  const period = firstOfMonth(localDate(now));
  const totals = await monthTotals(q, customerId, period);
  const { minutes, seconds, categories } = usageCategories(await categoryTotals(q, customerId, period));
  return {
    lastUpdated: (totals.lastStartedAt ?? now).toISOString(),
    totalMinutesCalled: minutes,
    totalSecondsCalled: seconds,
    categories,
  };
}
