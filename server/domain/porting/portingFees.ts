/**
 * The one-off porting fee on the customer's next invoice: a request performed before the end of the
 * month the run invoices, and on no invoice yet, adds a line to that month's invoice; the run marks it
 * with the invoice in the same transaction, so the fee lands on exactly one invoice.
 * docs/decisions/0125-porting-fee-on-the-next-invoice.md
 */
import { addMonths, zonedMoment } from '../../base/dates';
import { portingServerText as text } from '../../base/portingText';
import type { Queryable } from '../../db/db';
import { markFeesInvoiced } from '../../tables/porting';
import type { DraftLine } from '../invoicing/monthLines';
import { numbersText } from './portingStore';

/** The fee lines for the month starting `periodStart`, and the requests they bill. */
export async function portingFeeLines(
  q: Queryable,
  customerId: number,
  periodStart: string,
): Promise<{ lines: DraftLine[]; requestIds: number[] }> {
  const rows = await q.query<{
    id: number;
    first_number: string;
    last_number: string;
    number_count: number;
    fee: number;
  }>(
    `SELECT id, first_number, last_number, number_count, fee FROM porting_requests
      WHERE customer_id = $1 AND status = 'performed' AND invoice_id IS NULL AND fee > 0 AND performed_at < $2
      ORDER BY performed_at, id`,
    [customerId, zonedMoment(addMonths(periodStart, 1))],
  );
  return {
    lines: rows.map((row) => ({
      description: text.feeLine(numbersText(row)),
      quantity: 1,
      unit: 'C62',
      amountCents: Math.round(Number(row.fee) * 100),
    })),
    requestIds: rows.map((row) => row.id),
  };
}

/** Marks the requests billed by `invoiceId` (in the run's transaction). */
export async function markPortingFees(q: Queryable, requestIds: readonly number[], invoiceId: number): Promise<void> {
  if (requestIds.length === 0) return;
  await markFeesInvoiced(q, requestIds, invoiceId);
}
