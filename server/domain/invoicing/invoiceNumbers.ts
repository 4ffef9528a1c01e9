import type { Queryable } from '../../db/db';
import { takeInvoiceNumber } from '../../tables/invoices';

/**
 * The next invoice number of `year` ('F2026-000001'), taken inside the caller's transaction. The
 * upsert locks the year's row until the transaction ends, so concurrent runs take turns, and a
 * rollback gives the number back: the numbers of a year run on without gaps (art. 35a Wet OB asks for
 * one unbroken series).
 */
export async function nextInvoiceNumber(q: Queryable, year: number): Promise<string> {
  const last = await takeInvoiceNumber(q, year);
  if (last === null) throw new Error('no invoice number');
  return `F${year}-${String(last).padStart(6, '0')}`;
}
