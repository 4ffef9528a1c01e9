/**
 * The invoice mail: each new invoice once, after its run has committed, to the account's invoice
 * address (else the main account holder's), with the PDF and, when the customer chose 'PDF en UBL',
 * the UBL file. When the customer's data allow no UBL file the PDF goes alone and the desk gets a
 * ticket saying what is missing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatEuro } from '../../../src/text/format';
import { isPlainAddress } from '../../../src/validation/addressRules';
import { isEmail } from '../../../src/validation/rules';
import type { Clock } from '../../base/clock';
import { HttpError } from '../../base/httpError';
import { invoiceText } from '../../base/invoiceText';
import type { Db } from '../../db/db';
import { sendMail, type MailAttachment, type Mailer } from '../../mail/mailer';
import { claimInvoiceMail, setMailProblem } from '../../tables/invoices';
import { insertTicket } from '../../tables/tickets';
import { ticketStatuses, TICKET_TYPE_QUESTION } from '../catalogue';
import { accountAddress, type MailAllowance } from '../costMails';
import { invoiceFiles, type InvoiceFiles } from './invoiceRecord';

/** 'Facturen en betalingen'. */
const TICKET_CATEGORY_INVOICES = 3;

export interface InvoiceMailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limits: MailAllowance;
}

/** The invoice address when it is a plain, valid one; else the main account holder's address. */
export async function invoiceAddress(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db.query<{ companyemail: string }>('SELECT companyemail FROM customers WHERE id = $1', [
    customerId,
  ]);
  const own = row?.companyemail.trim() ?? '';
  if (own && isPlainAddress(own) && isEmail(own)) return own;
  return accountAddress(db, customerId);
}

/** Words of the account page for what the e-invoice lacks. */
export const missingWords = (missing: InvoiceFiles['missing']): string[] => missing.map((m) => invoiceText.missing[m]);

/** The name of a document's files without extension: 'factuur-F2026-000001', 'creditnota-F2026-000002'. */
export const fileStem = (invoice: Pick<InvoiceFiles['invoice'], 'kind' | 'number'>): string =>
  `${invoice.kind === 'credit' ? 'creditnota' : 'factuur'}-${invoice.number}`;

function attachments(files: InvoiceFiles, withUbl: boolean): MailAttachment[] {
  const stem = fileStem(files.invoice);
  const list: MailAttachment[] = [
    {
      filename: `${stem}.pdf`,
      contentType: 'application/pdf',
      content: files.pdf.toString('base64'),
      encoding: 'base64',
    },
  ];
  if (withUbl && files.ubl) list.push({ filename: `${stem}.xml`, contentType: 'application/xml', content: files.ubl });
  return list;
}

async function tellDesk(deps: InvoiceMailDeps, customerId: number, files: InvoiceFiles): Promise<void> {
  const words = missingWords(files.missing);
  const now = deps.clock.now();
  await insertTicket(deps.db, {
    customerId,
    typeId: TICKET_TYPE_QUESTION,
    categoryId: TICKET_CATEGORY_INVOICES,
    statusId: ticketStatuses.open,
    subject: invoiceText.desk.subject(files.invoice.number),
    message: invoiceText.desk.message(files.invoice.number, words),
    createdAt: now,
    // Filed for the customer, not by them: new to them until they open it.
    readAt: null,
  });
}

/** Records why an invoice was not mailed (it stays in the portal). */
const noteProblem = (db: Db, invoiceId: number, problem: string) => setMailProblem(db, invoiceId, problem);

/** Mails one invoice unless it was mailed before: the row is claimed first, so it goes at most once. */
async function mailInvoice(deps: InvoiceMailDeps, invoiceId: number, log: FastifyBaseLogger): Promise<void> {
  const claimed = await claimInvoiceMail(deps.db, invoiceId, deps.clock.now());
  if (!claimed) return;
  const customerId = claimed.customer_id;
  const to = await invoiceAddress(deps.db, customerId);
  if (!to) return noteProblem(deps.db, invoiceId, 'no-address').then(() => undefined);
  try {
    await deps.limits.mail({ customerId, email: to }, to);
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 429)) throw err;
    log.warn({ customerId, invoiceId }, 'invoice not mailed: the account reached its mail limit');
    await noteProblem(deps.db, invoiceId, 'mail-limit');
    return;
  }
  const files = await invoiceFiles(deps.db, customerId, invoiceId);
  const wantsUbl = claimed.format === 'pdf-ubl';
  if (wantsUbl && !files.ubl) {
    await tellDesk(deps, customerId, files);
    await noteProblem(deps.db, invoiceId, `no-ubl:${files.missing.join(',')}`);
  }
  const withUbl = wantsUbl && files.ubl !== null;
  const { invoice } = files;
  const total = formatEuro(invoice.priceVat);
  const credit = invoice.kind === 'credit';
  await sendMail(
    deps.mailer,
    {
      to,
      subject: credit ? invoiceText.mail.creditSubject(invoice.number) : invoiceText.mail.subject(invoice.number),
      text: credit
        ? invoiceText.mail.creditBody(invoice.number, invoice.updateDate, invoice.creditsNumber ?? '', total, withUbl)
        : invoiceText.mail.body(invoice.number, invoice.updateDate, total, withUbl),
      attachments: attachments(files, withUbl),
    },
    { afterChange: { log } },
  );
}

/**
 * Mails the invoices a run made, or a credit note; call it once they are committed. A failure is logged per invoice.
 */
export async function mailInvoices(
  deps: InvoiceMailDeps,
  invoiceIds: readonly number[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const id of invoiceIds) {
    try {
      await mailInvoice(deps, id, log);
    } catch (err) {
      log.error({ err, invoiceId: id }, 'invoice mail failed');
    }
  }
}
