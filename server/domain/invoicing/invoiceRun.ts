/**
 * The invoice run of one month ('YYYY-MM'): every customer with a subscription gets one invoice for
 * the month, unless an invoice already covers it however it was made, and every prepaid top-up paid in
 * it one of its own. A month's invoice also carries the one-off fee of numbers ported in before its
 * end that no invoice carries yet (porting/portingFees.ts). One transaction for the whole run: a run
 * that fails part-way leaves nothing behind and is simply run again. Each invoice carries a key unique
 * per customer (`month:2026-10`, `topup:12`), so a second run, on this instance or another at the same
 * moment, makes none twice; numbers are taken in the transaction (invoiceNumbers.ts). Each invoice
 * takes its snapshot of buyer and seller as it is stored (issued.ts): what it says is fixed from then
 * on.
 */
import type { Clock } from '../../base/clock';
import { addMonths, endOfMonth, isStorableMonth, localDate, zonedMoment } from '../../base/dates';
import { badRequest } from '../../base/httpError';
import { invoiceText } from '../../base/invoiceText';
import type { Db, Queryable } from '../../db/db';
import { insertLines, insertRunInvoice, markTopUpInvoiced, recordRun, setInvoiceNumber } from '../../tables/invoices';
import { markPortingFees, portingFeeLines } from '../porting/portingFees';
import { nextInvoiceNumber } from './invoiceNumbers';
import { snapshotAtIssue } from './issued';
import { monthLines, type DraftLine } from './monthLines';
import { vatCents } from './ubl';

export interface RunResult {
  period: string;
  /** Ids of the invoices this run made (none when the period was run before). */
  created: number[];
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Whether `period` names a month that has ended by `today`: only those can be invoiced. A month the
 * calendar cannot hold (before 1900, or 9999-12, whose end is no 'YYYY-MM-DD' date) is refused first.
 */
export function checkPeriod(period: string, today: string, message: string): string {
  if (!PERIOD.test(period)) throw badRequest(message);
  if (!isStorableMonth(period)) throw badRequest(invoiceText.periodOutOfRange);
  if (addMonths(`${period}-01`, 1) > today) throw badRequest(message);
  return `${period}-01`;
}

interface DraftInvoice {
  customerId: number;
  runKey: string;
  periodStart: string;
  periodEnd: string;
  prepaid: boolean;
  lines: DraftLine[];
  /** Porting requests whose one-off fee is among the lines. */
  portingIds?: number[];
}

/** Stores one invoice unless its key exists: the id, or null when it was made before. */
async function storeInvoice(q: Queryable, draft: DraftInvoice, issueDate: string, now: Date): Promise<number | null> {
  const net = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const gross = net + vatCents(net);
  // The key first: a run that lost the race waits here for the winner and then makes nothing, so it
  // never takes a number it does not use.
  const issued = await snapshotAtIssue(q, draft.customerId, issueDate);
  const id = await insertRunInvoice(q, {
    customerId: draft.customerId,
    issueDate,
    price: net / 100,
    priceVat: gross / 100,
    prepaid: draft.prepaid ? 1 : 0,
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    runKey: draft.runKey,
    createdAt: now,
    issued: JSON.stringify(issued),
  });
  if (id === null) return null;
  const number = await nextInvoiceNumber(q, Number(issueDate.slice(0, 4)));
  await setInvoiceNumber(q, id, number);
  await insertLines(
    q,
    id,
    draft.lines.map((line) => ({ ...line, amount: line.amountCents / 100, creditsLineId: null })),
  );
  return id;
}

/**
 * The month's invoices of customers with a subscription whose month no invoice covers yet: not one of
 * an earlier run (its key), nor any other month invoice whose period overlaps the month (made before
 * the run existed, or by hand). Credit notes and top-up invoices cover no month.
 */
async function monthDrafts(q: Queryable, periodStart: string): Promise<DraftInvoice[]> {
  const customers = await q.query<{ id: number }>(
    `SELECT id FROM customers c WHERE erased_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.id
                           AND (i.run_key = $1
                                OR (i.kind = 'invoice' AND i.prepaid = 0
                                    AND i.period_start <= $3 AND i.period_end >= $2)))
      ORDER BY id`,
    [`month:${periodStart.slice(0, 7)}`, periodStart, endOfMonth(periodStart)],
  );
  const drafts: DraftInvoice[] = [];
  for (const { id } of customers) {
    const lines = await monthLines(q, id, periodStart);
    if (!lines) continue;
    const porting = await portingFeeLines(q, id, periodStart);
    drafts.push({
      customerId: id,
      runKey: `month:${periodStart.slice(0, 7)}`,
      periodStart,
      periodEnd: endOfMonth(periodStart),
      prepaid: false,
      lines: [...lines, ...porting.lines],
      portingIds: porting.requestIds,
    });
  }
  return drafts;
}

/** An invoice per top-up paid in the month that has none yet. */
async function topUpDrafts(q: Queryable, periodStart: string): Promise<Array<DraftInvoice & { topUpId: number }>> {
  const rows = await q.query<{ id: number; customer_id: number; name: string; price: string; paid_at: Date }>(
    `SELECT t.id, t.customer_id, p.name, p.price::text AS price, t.paid_at
       FROM credit_topups t JOIN plans p ON p.id = t.plan_id
      WHERE t.invoice_id IS NULL AND t.paid_at >= $1 AND t.paid_at < $2
      ORDER BY t.paid_at, t.id`,
    [zonedMoment(periodStart), zonedMoment(addMonths(periodStart, 1))],
  );
  return rows.map((row) => {
    const day = localDate(row.paid_at);
    return {
      topUpId: row.id,
      customerId: row.customer_id,
      runKey: `topup:${row.id}`,
      periodStart: day,
      periodEnd: day,
      prepaid: true,
      lines: [
        {
          description: invoiceText.lines.topUp(row.name),
          quantity: 1,
          unit: 'C62',
          amountCents: Math.round(Number(row.price) * 100),
        },
      ],
    };
  });
}

/**
 * Invoices the month starting `periodStart` inside the caller's transaction, dated `issueDate`, and
 * records it in invoice_runs; the ids of the invoices it made. The demo seed runs its past months so.
 */
export async function invoiceMonth(q: Queryable, periodStart: string, issueDate: string, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const draft of await monthDrafts(q, periodStart)) {
    const id = await storeInvoice(q, draft, issueDate, now);
    if (id === null) continue;
    await markPortingFees(q, draft.portingIds ?? [], id);
    ids.push(id);
  }
  for (const draft of await topUpDrafts(q, periodStart)) {
    const id = await storeInvoice(q, draft, issueDate, now);
    if (id !== null) {
      await markTopUpInvoiced(q, draft.topUpId, id);
      ids.push(id);
    }
  }
  await recordRun(q, periodStart.slice(0, 7), now, ids.length);
  return ids;
}

/**
 * Runs the month starting `periodStart` in one transaction. The invoices are dated today
 * (Amsterdam); their mails go out after the commit (invoiceMail.ts).
 */
export async function runInvoices(db: Db, clock: Clock, periodStart: string): Promise<RunResult> {
  const now = clock.now();
  const created = await db.tx((q) => invoiceMonth(q, periodStart, localDate(now), now));
  return { period: periodStart.slice(0, 7), created };
}
