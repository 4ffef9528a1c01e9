/** An invoice as stored, and the files made of it: the PDF, and the UBL e-invoice when the buyer's data allow one. */
import type { Invoice, InvoiceDetail, InvoiceLine } from '../../../src/api/contract';
import { addDays } from '../../base/dates';
import { notFound } from '../../base/httpError';
import { invoiceText } from '../../base/invoiceText';
import type { Queryable } from '../../db/db';
import { VAT_RATE } from '../catalogue';
import { invoicePdf } from '../pdf';
import type { DraftLine } from './monthLines';
import { PAYMENT_DAYS, seller } from './provider';
import { missingForUbl, ublInvoice, type UblBuyer } from './ubl';

const INVOICE_COLUMNS = 'id, number, update_date AS "updateDate", price, price_vat AS "priceVat", prepaid';

export async function findInvoice(q: Queryable, customerId: number, invoiceId: number): Promise<Invoice> {
  const [invoice] = await q.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1 AND customer_id = $2`,
    [invoiceId, customerId],
  );
  if (!invoice) throw notFound();
  return invoice;
}

/** Every invoice of the account, newest first. */
export const listInvoices = (q: Queryable, customerId: number): Promise<Invoice[]> =>
  q.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC`,
    [customerId],
  );

async function invoiceLines(q: Queryable, invoiceId: number): Promise<DraftLine[]> {
  const rows = await q.query<{ description: string; quantity: number; unit: DraftLine['unit']; amount: number }>(
    'SELECT description, quantity, unit, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY sort, id',
    [invoiceId],
  );
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
  const [period] = await q.query<{ periodStart: string; periodEnd: string }>(
    `SELECT coalesce(period_start, update_date) AS "periodStart", coalesce(period_end, update_date) AS "periodEnd"
       FROM invoices WHERE id = $1`,
    [invoice.id],
  );
  const lines = await invoiceLines(q, invoice.id);
  return {
    ...invoice,
    periodStart: period?.periodStart ?? invoice.updateDate,
    periodEnd: period?.periodEnd ?? invoice.updateDate,
    vat: Math.round((invoice.priceVat - invoice.price) * 100) / 100,
    vatRate: Math.round(VAT_RATE * 100),
    lines: lines.map(readableLine),
  };
}

/** The customer as buyer: name, address, KvK number, IBAN and PO number. */
export async function invoiceBuyer(q: Queryable, customerId: number): Promise<UblBuyer> {
  const [row] = await q.query<UblBuyer>(
    `SELECT poc, trim(concat_ws(' ', nullif(firstname, ''), nullif(prefix, ''), nullif(lastname, ''))) AS name, company,
            coc AS kvk, address, number, numberadd, zip, city, iban, ponumber
       FROM customers WHERE id = $1`,
    [customerId],
  );
  if (!row) throw notFound();
  return row;
}

export interface InvoiceFiles {
  invoice: InvoiceDetail;
  pdf: Buffer;
  /** The e-invoice, or null when the buyer lacks what it needs (`missing`). */
  ubl: string | null;
  missing: Array<'kvk' | 'address'>;
}

/** The PDF of an invoice and, when the buyer's data allow it, its UBL e-invoice with the PDF inside. */
export async function invoiceFiles(q: Queryable, customerId: number, invoiceId: number): Promise<InvoiceFiles> {
  const invoice = await findInvoiceDetail(q, customerId, invoiceId);
  const buyer = await invoiceBuyer(q, customerId);
  const pdf = await invoicePdf(invoice, buyer);
  const missing = missingForUbl(buyer);
  if (missing.length > 0) return { invoice, pdf, ubl: null, missing };
  const ubl = ublInvoice(
    {
      number: invoice.number,
      issueDate: invoice.updateDate,
      dueDate: addDays(invoice.updateDate, PAYMENT_DAYS),
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      prepaid: invoice.prepaid === 1,
      lines: await invoiceLines(q, invoiceId),
      pdf,
    },
    buyer,
    seller,
  );
  return { invoice, pdf, ubl, missing };
}
