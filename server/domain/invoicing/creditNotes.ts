/**
 * Corrections by credit note (docs/decisions/0107-credit-notes.md): an issued invoice never changes; a
 * credit note takes off the whole invoice or some of its lines, with a reason, in the same number
 * series. Its amounts are negative, so an invoice with its credit notes adds up to what is left to pay.
 * Each line is credited at most once (a unique index holds that), so nothing is credited twice.
 */
import { addDays } from '../../base/dates';
import { badRequest, notFound } from '../../base/httpError';
import type { Queryable } from '../../db/db';
import { insertCreditNote, insertLines } from '../../tables/invoices';
import { nextInvoiceNumber } from './invoiceNumbers';
import { invoiceLines } from './invoiceRecord';
import { CURRENT_WORDING, issuedOf } from './issued';
import { PAYMENT_DAYS } from './provider';
import { vatCents } from './ubl';

export interface CreditAsked {
  customerId: number;
  invoiceId: number;
  /** The lines to credit; none given: every line not credited yet (the whole invoice). */
  lineIds: readonly number[] | undefined;
  reason: string;
  staffId: number;
  today: string;
  now: Date;
}

export interface CreditTexts {
  notAnInvoice: string;
  nothingLeft: string;
  unknownLine: string;
  lineCredited: string;
}

interface InvoiceRow {
  id: number;
  number: string;
  kind: string;
  price: number;
  price_vat: number;
  prepaid: number;
  period_start: string;
  period_end: string;
}

/** Makes the credit note inside the caller's transaction; its id and number. */
export async function creditInvoice(
  q: Queryable,
  asked: CreditAsked,
  texts: CreditTexts,
): Promise<{ id: number; number: string; invoiceNumber: string }> {
  // The invoice's row is locked: two credits of the same invoice take turns.
  const [invoice] = await q.query<InvoiceRow>(
    `SELECT id, number, kind, price, price_vat, prepaid, period_start, period_end FROM invoices
      WHERE id = $1 AND customer_id = $2 FOR UPDATE`,
    [asked.invoiceId, asked.customerId],
  );
  if (!invoice) throw notFound();
  if (invoice.kind !== 'invoice') throw badRequest(texts.notAnInvoice);
  const credited = new Set(
    (
      await q.query<{ credits_line_id: number }>(
        `SELECT l.credits_line_id FROM invoice_lines l JOIN invoices c ON c.id = l.invoice_id
          WHERE c.credits_invoice_id = $1 AND l.credits_line_id IS NOT NULL`,
        [invoice.id],
      )
    ).map((row) => row.credits_line_id),
  );
  const lines = await invoiceLines(q, invoice.id);
  const open = lines.filter((line) => !credited.has(line.id));
  let chosen = open;
  if (asked.lineIds) {
    const ids = new Set(asked.lineIds);
    if ([...ids].some((id) => !lines.some((line) => line.id === id))) throw badRequest(texts.unknownLine);
    if ([...ids].some((id) => credited.has(id))) throw badRequest(texts.lineCredited);
    chosen = open.filter((line) => ids.has(line.id));
  }
  if (chosen.length === 0) throw badRequest(texts.nothingLeft);

  const netCents = -chosen.reduce((sum, line) => sum + line.amountCents, 0);
  // The last credit of an invoice takes off exactly the btw still standing, so the two add up to nothing.
  const [before] = await q.query<{ vat: number }>(
    `SELECT coalesce(sum(price_vat - price), 0) AS vat FROM invoices WHERE credits_invoice_id = $1`,
    [invoice.id],
  );
  const vatLeft = Math.round((invoice.price_vat - invoice.price) * 100) + Math.round(Number(before?.vat ?? 0) * 100);
  const vat = chosen.length === open.length ? -vatLeft : vatCents(netCents);

  // The invoice's parties as they were, with the words of a credit note issued today.
  const issued = {
    ...(await issuedOf(q, invoice.id)),
    dueDate: addDays(asked.today, PAYMENT_DAYS),
    wording: CURRENT_WORDING,
  };
  const number = await nextInvoiceNumber(q, Number(asked.today.slice(0, 4)));
  const id = await insertCreditNote(q, {
    customerId: asked.customerId,
    number,
    issueDate: asked.today,
    price: netCents / 100,
    priceVat: (netCents + vat) / 100,
    prepaid: invoice.prepaid,
    periodStart: invoice.period_start,
    periodEnd: invoice.period_end,
    createdAt: asked.now,
    issued: JSON.stringify(issued),
    creditsInvoiceId: invoice.id,
    reason: asked.reason,
    staffId: asked.staffId,
  });
  if (id === null) throw new Error('credit note not stored');
  const noteLines = chosen.map((line) => ({ ...line, amount: -line.amountCents / 100, creditsLineId: line.id }));
  await insertLines(q, id, noteLines);
  return { id, number, invoiceNumber: invoice.number };
}
