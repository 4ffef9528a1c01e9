import type { Queryable } from '../db/db';

/**
 * Owner of `invoices`, `invoice_lines`, `invoice_numbers`, `invoice_runs` and `credit_topups`
 * (docs/architecture.md, "Who writes a table"): the invoices the monthly run and the desk's credit
 * notes issue, their files and mail, the numbering, the runs, and the top-ups they invoice. An issued
 * invoice never changes its amounts or snapshot (docs/decisions/0106-invoices-fixed-at-issue.md).
 */

/** A line as an invoice stores it; a credit note's line names the line it takes off. */
export interface StoredLine {
  description: string;
  quantity: number;
  unit: string;
  /** Euros, negative on a credit note. */
  amount: number;
  creditsLineId: number | null;
}

export async function insertLines(q: Queryable, invoiceId: number, lines: StoredLine[]): Promise<void> {
  for (const [sort, line] of lines.entries())
    await q.query(
      `INSERT INTO invoice_lines (invoice_id, sort, description, quantity, unit, amount, credits_line_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [invoiceId, sort, line.description, line.quantity, line.unit, line.amount, line.creditsLineId],
    );
}

/** The next number of `year`'s one series, taken in the caller's transaction (the row stays locked). */
export async function takeInvoiceNumber(q: Queryable, year: number): Promise<number | null> {
  const [row] = await q.query<{ last: number }>(
    `INSERT INTO invoice_numbers (year, last) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + 1 RETURNING last`,
    [year],
  );
  return row?.last ?? null;
}

/**
 * What every invoice row stores, a month's, a top-up's or a credit note (amounts in euros; `issued`
 * the snapshot's JSON).
 */
interface InvoiceRow {
  customerId: number;
  issueDate: string;
  price: number;
  priceVat: number;
  prepaid: number;
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
  issued: string;
}

/** The columns of `InvoiceRow`, in the order `invoiceRowValues` gives them: $1 to $9 of an insert. */
const INVOICE_ROW_COLUMNS =
  'customer_id, update_date, price, price_vat, prepaid, period_start, period_end, created_at, issued';
const invoiceRowValues = (invoice: InvoiceRow) => [
  invoice.customerId,
  invoice.issueDate,
  invoice.price,
  invoice.priceVat,
  invoice.prepaid,
  invoice.periodStart,
  invoice.periodEnd,
  invoice.createdAt,
  invoice.issued,
];

/** A month's or a top-up's invoice as the run makes it, under the run's key. */
export interface RunInvoice extends InvoiceRow {
  runKey: string;
}

/** Stores the invoice under its key, without a number yet; null when the key was stored before. */
export async function insertRunInvoice(q: Queryable, invoice: RunInvoice): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO invoices (${INVOICE_ROW_COLUMNS}, run_key, number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '')
     ON CONFLICT (customer_id, run_key) WHERE run_key IS NOT NULL DO NOTHING RETURNING id`,
    [...invoiceRowValues(invoice), invoice.runKey],
  );
  return row?.id ?? null;
}

export async function setInvoiceNumber(q: Queryable, invoiceId: number, number: string): Promise<void> {
  await q.query('UPDATE invoices SET number = $2 WHERE id = $1', [invoiceId, number]);
}

/** A credit note of an invoice, by a staff member (its amounts negative). */
export interface CreditNote extends InvoiceRow {
  number: string;
  creditsInvoiceId: number;
  reason: string;
  staffId: number;
}

export async function insertCreditNote(q: Queryable, note: CreditNote): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO invoices (${INVOICE_ROW_COLUMNS}, number, kind, credits_invoice_id, credit_reason, credited_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'credit', $11, $12, $13) RETURNING id`,
    [...invoiceRowValues(note), note.number, note.creditsInvoiceId, note.reason, note.staffId],
  );
  return row?.id ?? null;
}

/** The snapshot of a row made before snapshots existed, taken once (a snapshot stored first stays). */
export async function fixMissingSnapshot(q: Queryable, invoiceId: number, issued: string): Promise<void> {
  await q.query('UPDATE invoices SET issued = $2 WHERE id = $1 AND issued IS NULL', [invoiceId, issued]);
}

/** Keeps the files made of an invoice unless others were kept first; the files kept. */
export async function keepFiles(q: Queryable, invoiceId: number, pdf: Buffer, ubl: string | null) {
  const [kept] = await q.query<{ pdf: Uint8Array; ubl: string | null }>(
    `UPDATE invoices SET pdf = coalesce(pdf, $2), ubl = CASE WHEN pdf IS NULL THEN $3 ELSE ubl END
      WHERE id = $1 RETURNING pdf, ubl`,
    [invoiceId, pdf, ubl],
  );
  return kept;
}

/** Claims an invoice's mail, once: its customer and their choice of files, or undefined when it was mailed. */
export async function claimInvoiceMail(q: Queryable, invoiceId: number, now: Date) {
  const [claimed] = await q.query<{ customer_id: number; format: string }>(
    `UPDATE invoices i SET mailed_at = $2 FROM customers c
      WHERE i.id = $1 AND i.mailed_at IS NULL AND c.id = i.customer_id
      RETURNING i.customer_id, c.invoice_mail_format AS format`,
    [invoiceId, now],
  );
  return claimed;
}

/** Why an invoice was not mailed (it stays in the portal). */
export async function setMailProblem(q: Queryable, invoiceId: number, problem: string): Promise<void> {
  await q.query('UPDATE invoices SET mail_problem = $2 WHERE id = $1', [invoiceId, problem]);
}

/** A top-up's invoice, once made. */
export async function markTopUpInvoiced(q: Queryable, topUpId: number, invoiceId: number): Promise<void> {
  await q.query('UPDATE credit_topups SET invoice_id = $2 WHERE id = $1', [topUpId, invoiceId]);
}

/** A month's run finished (`period` 'YYYY-MM'), adding `count` invoices to what runs of it made before. */
export async function recordRun(q: Queryable, period: string, now: Date, count: number): Promise<void> {
  await q.query(
    `INSERT INTO invoice_runs (period, finished_at, invoices) VALUES ($1, $2, $3)
     ON CONFLICT (period) DO UPDATE SET finished_at = EXCLUDED.finished_at,
       invoices = invoice_runs.invoices + EXCLUDED.invoices`,
    [period, now, count],
  );
}

/**
 * Removes the invoices of erased accounts older than `years` before `today`, unless a credit note
 * younger than that refers to them; how many went.
 */
export async function deleteExpiredOfErased(q: Queryable, today: string, years: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM invoices i USING customers c
        WHERE c.id = i.customer_id AND c.erased_at IS NOT NULL
          AND i.update_date < ($1::date - make_interval(years => $2))
          -- An invoice stays while a credit note of it does (it refers to the invoice).
          AND NOT EXISTS (SELECT 1 FROM invoices n WHERE n.credits_invoice_id = i.id
                             AND n.update_date >= ($1::date - make_interval(years => $2)))
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [today, years],
  );
  return row?.n ?? 0;
}

/** The lines of a customer's invoices that a credit note took off. */
export async function creditedLineIds(q: Queryable, customerId: number): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(
    `SELECT l.credits_line_id AS id FROM invoice_lines l JOIN invoices c ON c.id = l.invoice_id
      WHERE c.customer_id = $1 AND l.credits_line_id IS NOT NULL`,
    [customerId],
  );
  return new Set(rows.map((row) => row.id));
}

/** The reason of each credit note of a customer (null on an invoice), by id. */
export async function creditReasons(q: Queryable, customerId: number): Promise<Map<number, string | null>> {
  const rows = await q.query<{ id: number; reason: string | null }>(
    'SELECT id, credit_reason AS reason FROM invoices WHERE customer_id = $1',
    [customerId],
  );
  return new Map(rows.map((row) => [row.id, row.reason]));
}

/** The customer of an invoice, or null when there is no such invoice. */
export async function invoiceCustomer(q: Queryable, invoiceId: number): Promise<number | null> {
  const [owner] = await q.query<{ customer_id: number }>('SELECT customer_id FROM invoices WHERE id = $1', [invoiceId]);
  return owner?.customer_id ?? null;
}

/** Ids and numbers of invoices, by number. */
export function invoiceNumbers(q: Queryable, ids: number[]): Promise<{ id: number; number: string }[]> {
  return q.query<{ id: number; number: string }>(
    'SELECT id, number FROM invoices WHERE id = ANY($1::int[]) ORDER BY number',
    [ids],
  );
}
