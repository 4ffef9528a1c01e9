/**
 * An invoice or credit note as stored, and its files: the PDF, and the UBL e-invoice when the buyer's
 * data allowed one. The files are made once, of the snapshot taken at issue (issued.ts), and kept in
 * the row: every download and the mail give the same bytes.
 */
import type { Invoice, InvoiceDetail, InvoiceLine } from '../../../src/api/contract';
import { notFound } from '../../base/httpError';
import { invoiceText } from '../../base/invoiceText';
import type { Queryable } from '../../db/db';
import { keepFiles } from '../../tables/invoices';
import { VAT_RATE } from '../catalogue';
import { invoicePdf, type PdfInvoice } from '../pdf';
import { issuedOf } from './issued';
import type { DraftLine } from './monthLines';
import { missingForUbl, ublDocument } from './ubl';

const INVOICE_COLUMNS = `i.id, i.number, i.update_date AS "updateDate", i.price, i.price_vat AS "priceVat", i.prepaid,
  i.kind, o.number AS "creditsNumber",
  CASE WHEN i.kind = 'credit' OR i.prepaid = 1 THEN 0
       ELSE i.price_vat + coalesce((SELECT sum(c.price_vat) FROM invoices c WHERE c.credits_invoice_id = i.id), 0)
  END AS "toPay"`;
const INVOICE_FROM = 'invoices i LEFT JOIN invoices o ON o.id = i.credits_invoice_id';

export async function findInvoice(q: Queryable, customerId: number, invoiceId: number): Promise<Invoice> {
  const [invoice] = await q.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.id = $1 AND i.customer_id = $2`,
    [invoiceId, customerId],
  );
  if (!invoice) throw notFound();
  return invoice;
}

/** Every invoice and credit note of the account, newest first. */
export const listInvoices = (q: Queryable, customerId: number): Promise<Invoice[]> =>
  q.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.customer_id = $1 ORDER BY i.update_date DESC, i.id DESC`,
    [customerId],
  );

export interface StoredLine extends DraftLine {
  id: number;
}

export async function invoiceLines(q: Queryable, invoiceId: number): Promise<StoredLine[]> {
  const rows = await q.query<{
    id: number;
    description: string;
    quantity: number;
    unit: DraftLine['unit'];
    amount: number;
  }>('SELECT id, description, quantity, unit, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY sort, id', [
    invoiceId,
  ]);
  return rows.map((row) => ({ ...row, amountCents: Math.round(Number(row.amount) * 100) }));
}

/** A line as the page and the PDF show it: minutes are said in the text, not as '37 x …'. */
function readableLine(line: DraftLine): InvoiceLine {
  const amount = line.amountCents / 100;
  if (line.unit !== 'MIN') return { description: line.description, quantity: line.quantity, amount };
  return { description: invoiceText.lines.minutes(line.description, line.quantity), quantity: 1, amount };
}

export async function findInvoiceDetail(q: Queryable, customerId: number, invoiceId: number): Promise<InvoiceDetail> {
  const invoice = await findInvoice(q, customerId, invoiceId);
  const [extra] = await q.query<{ periodStart: string; periodEnd: string; reason: string | null }>(
    `SELECT coalesce(period_start, update_date) AS "periodStart", coalesce(period_end, update_date) AS "periodEnd",
            credit_reason AS reason
       FROM invoices WHERE id = $1`,
    [invoice.id],
  );
  const lines = await invoiceLines(q, invoice.id);
  return {
    ...invoice,
    periodStart: extra?.periodStart ?? invoice.updateDate,
    periodEnd: extra?.periodEnd ?? invoice.updateDate,
    vat: Math.round((invoice.priceVat - invoice.price) * 100) / 100,
    vatRate: Math.round(VAT_RATE * 100),
    lines: lines.map(readableLine),
    reason: extra?.reason ?? null,
  };
}

export type MissingForUbl = 'kvk' | 'address';

export interface InvoiceFiles {
  invoice: InvoiceDetail;
  pdf: Buffer;
  /** The e-invoice, or null when the buyer lacked what it needs at issue (`missing`). */
  ubl: string | null;
  missing: MissingForUbl[];
}

/** The invoice a credit note corrects: its number and date. */
async function creditedInvoice(q: Queryable, invoiceId: number): Promise<PdfInvoice['credits']> {
  const [row] = await q.query<{ number: string; issueDate: string }>(
    `SELECT o.number, o.update_date AS "issueDate" FROM invoices i JOIN invoices o ON o.id = i.credits_invoice_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  return row ?? null;
}

/** Renders both files of the snapshot; the UBL file only when the buyer had what it needs. */
async function renderFiles(q: Queryable, invoice: InvoiceDetail): Promise<{ pdf: Buffer; ubl: string | null }> {
  const issued = await issuedOf(q, invoice.id);
  const credits = await creditedInvoice(q, invoice.id);
  const pdf = await invoicePdf({ ...invoice, credits }, issued);
  if (missingForUbl(issued.buyer).length > 0) return { pdf, ubl: null };
  const credit = invoice.kind === 'credit';
  // A credit note states positive amounts: the document type says they are taken off.
  const lines = (await invoiceLines(q, invoice.id)).map((line) =>
    credit ? { ...line, amountCents: -line.amountCents } : line,
  );
  const ubl = ublDocument(
    {
      kind: invoice.kind,
      number: invoice.number,
      issueDate: invoice.updateDate,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      prepaid: invoice.prepaid === 1,
      lines,
      pdf,
      credits,
    },
    issued,
  );
  return { pdf, ubl };
}

/**
 * The files of an invoice: as stored, or made now of its snapshot and stored, once (a second caller at
 * the same moment makes the same bytes; the first one stored is kept).
 */
export async function invoiceFiles(q: Queryable, customerId: number, invoiceId: number): Promise<InvoiceFiles> {
  const invoice = await findInvoiceDetail(q, customerId, invoiceId);
  const [stored] = await q.query<{ pdf: Uint8Array | null; ubl: string | null }>(
    'SELECT pdf, ubl FROM invoices WHERE id = $1',
    [invoiceId],
  );
  let files: { pdf: Buffer; ubl: string | null } | null = stored?.pdf
    ? { pdf: Buffer.from(stored.pdf), ubl: stored.ubl }
    : null;
  if (!files) {
    const made = await renderFiles(q, invoice);
    const kept = await keepFiles(q, invoiceId, made.pdf, made.ubl);
    files = kept ? { pdf: Buffer.from(kept.pdf), ubl: kept.ubl } : made;
  }
  const missing = files.ubl ? [] : missingForUbl((await issuedOf(q, invoiceId)).buyer);
  return { invoice, ...files, missing };
}
