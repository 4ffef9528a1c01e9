/**
 * What an invoice is made out to and by, as it stood the day it was issued. The PDF and the UBL file
 * are made of this snapshot only, never of the account as it is now: a later change of name, address,
 * PO number, btw number or invoice address shows on later invoices
 * (docs/decisions/0106-invoices-fixed-at-issue.md).
 */
import { addDays } from '../../base/dates';
import { notFound } from '../../base/httpError';
import type { Queryable } from '../../db/db';
import { fixMissingSnapshot } from '../../tables/invoices';
import { PAYMENT_DAYS, seller, type Seller } from './provider';

/** The buyer on an invoice: the account's name, company, postal address for invoices and identifiers. */
export interface InvoiceBuyer {
  poc: string;
  name: string;
  company: string;
  address: string;
  number: string;
  numberadd: string;
  zip: string;
  city: string;
  iban: string;
  kvk: string;
  ponumber: string;
  vatNumber: string;
}

export interface IssuedInvoice {
  buyer: InvoiceBuyer;
  seller: Seller;
  /** When payment is due, or the direct debit is collected. */
  dueDate: string;
  /**
   * The words its PDF was issued with: absent, the first ones; 2 gives a credit note words of its own
   * ('Datum creditnota'). A document renders as it was issued, so one issued before keeps its words.
   */
  wording?: number;
}

/** The PDF's words a document issued today gets. */
export const CURRENT_WORDING = 2;

interface BuyerRow extends Omit<InvoiceBuyer, 'vatNumber'> {
  vatnumber: string;
  invoice_address: string;
  invoice_number: string;
  invoice_numberadd: string;
  invoice_zip: string;
  invoice_city: string;
}

/** The buyer as the account holds it now; the invoice address replaces the main one when it is complete. */
export async function currentBuyer(q: Queryable, customerId: number): Promise<InvoiceBuyer> {
  const [row] = await q.query<BuyerRow>(
    `SELECT poc, trim(concat_ws(' ', nullif(firstname, ''), nullif(prefix, ''), nullif(lastname, ''))) AS name, company,
            coc AS kvk, address, number, numberadd, zip, city, iban, ponumber, vatnumber,
            invoice_address, invoice_number, invoice_numberadd, invoice_zip, invoice_city
       FROM customers WHERE id = $1`,
    [customerId],
  );
  if (!row) throw notFound();
  const own = [row.invoice_address, row.invoice_number, row.invoice_zip, row.invoice_city].every((p) => p.trim());
  return {
    poc: row.poc,
    name: row.name,
    company: row.company,
    address: own ? row.invoice_address : row.address,
    number: own ? row.invoice_number : row.number,
    numberadd: own ? row.invoice_numberadd : row.numberadd,
    zip: own ? row.invoice_zip : row.zip,
    city: own ? row.invoice_city : row.city,
    iban: row.iban,
    kvk: row.kvk,
    ponumber: row.ponumber,
    vatNumber: row.vatnumber,
  };
}

/** The snapshot an invoice issued today on `issueDate` takes. */
export async function snapshotAtIssue(q: Queryable, customerId: number, issueDate: string): Promise<IssuedInvoice> {
  return { buyer: await currentBuyer(q, customerId), seller: { ...seller }, dueDate: addDays(issueDate, PAYMENT_DAYS) };
}

/**
 * The snapshot of an invoice. A row made before snapshots existed takes one now, once: from then on
 * it is as fixed as any other.
 */
export async function issuedOf(q: Queryable, invoiceId: number): Promise<IssuedInvoice> {
  const [row] = await q.query<{ issued: IssuedInvoice | null; customer_id: number; update_date: string }>(
    'SELECT issued, customer_id, update_date FROM invoices WHERE id = $1',
    [invoiceId],
  );
  if (!row) throw notFound();
  if (row.issued) return row.issued;
  const taken = await snapshotAtIssue(q, row.customer_id, row.update_date);
  await fixMissingSnapshot(q, invoiceId, JSON.stringify(taken));
  const [stored] = await q.query<{ issued: IssuedInvoice }>('SELECT issued FROM invoices WHERE id = $1', [invoiceId]);
  return stored?.issued ?? taken;
}
