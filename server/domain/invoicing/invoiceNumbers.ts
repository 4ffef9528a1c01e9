import type { Queryable } from '../../db/db';

/**
 * The next invoice number of `year` ('F2026-000001'), taken inside the caller's transaction. The
 * upsert locks the year's row until the transaction ends, so concurrent runs take turns, and a
 * rollback gives the number back: the numbers of a year run on without gaps (art. 35a Wet OB asks for
 * one unbroken series).
 */
export async function nextInvoiceNumber(q: Queryable, year: number): Promise<string> {
  const [row] = await q.query<{ last: number }>(
    `INSERT INTO invoice_numbers (year, last) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + 1 RETURNING last`,
    [year],
  );
  if (!row) throw new Error('no invoice number');
  return `F${year}-${String(row.last).padStart(6, '0')}`;
}
