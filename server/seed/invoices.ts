/**
 * The demo's invoice history: the last six months invoiced as the monthly run invoices them, each on
 * the first of the next month, in the one number series of each year. Every charge of those months
 * is on exactly one invoice, so a run of any of them adds nothing
 * (docs/decisions/0106-invoices-fixed-at-issue.md).
 */
import { addMonths, firstOfMonth, zonedMoment } from '../base/dates';
import type { Queryable } from '../db/db';
import { invoiceMonth } from '../domain/invoicing/invoiceRun';

/** How many months back the history starts. */
export const INVOICED_MONTHS = 6;

export async function seedInvoiceHistory(q: Queryable, today: string): Promise<void> {
  for (let back = INVOICED_MONTHS; back >= 1; back -= 1) {
    const periodStart = addMonths(firstOfMonth(today), -back);
    const issueDate = addMonths(periodStart, 1);
    const at = zonedMoment(issueDate, '06:00:00');
    const ids = await invoiceMonth(q, periodStart, issueDate, at);
    // Mailed when they were made: the demo's outbox starts empty.
    await q.query('UPDATE invoices SET mailed_at = $2 WHERE id = ANY($1::int[])', [ids, at]);
  }
}
