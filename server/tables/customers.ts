import type { Account, InvoiceDetails, InvoiceMailChoice } from '../../src/api/contract';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetailField } from '../../src/api/invoiceDetailFields';
import type { Queryable } from '../db/db';

/**
 * Owner of `customers` (docs/architecture.md, "Who writes a table"): the account's row, its company,
 * contact and invoice details, credit, settings and deletion.
 */

/**
 * Locks the account's row until the transaction ends: changes of one account that check a count
 * first (extra numbers, blocked numbers, Beheerders) take it, so two at once cannot both pass.
 */
export async function lockCustomer(q: Queryable, customerId: number): Promise<void> {
  await q.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

/** The account's row as the account page reads it, with its newest subscription's end. */
export interface AccountRow extends Omit<Account, 'hasSubscription' | 'schedule' | 'voicemailEmail' | 'email'> {
  voicemail_email: string;
  deletion_scheduled_for: string | null;
  export_requested_at: Date | null;
  cancel_time: Date | null;
  expire_date: string | null;
  has_subscription_row: boolean;
}

export async function accountRow(q: Queryable, customerId: number): Promise<AccountRow | undefined> {
  const [row] = await q.query<AccountRow>(
    `SELECT c.firstname, c.prefix, c.lastname, c.company, c.mobile, c.address, c.number, c.numberadd, c.zip,
            c.city, c.coc, c.companyemail, c.voicemail_email, c.iban, c.ponumber, c.deletion_scheduled_for,
            c.export_requested_at,
            sb.cancel_time, sb.expire_date, (sb.id IS NOT NULL) AS has_subscription_row
       FROM customers c
       LEFT JOIN LATERAL (SELECT id, cancel_time, expire_date FROM subscriptions
                           WHERE customer_id = c.id ORDER BY id DESC LIMIT 1) sb ON true
      WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

/** What the account page saves (checked by the route), and the deletion it plans or keeps. */
export interface AccountChange {
  firstname: string;
  company: string;
  mobile: string;
  address: string;
  number: string;
  numberadd: string;
  zip: string;
  city: string;
  coc: string;
  companyemail: string;
  voicemailEmail: string;
  ponumber: string;
  deletionScheduledFor: string | null;
}

export async function saveAccount(q: Queryable, customerId: number, change: AccountChange): Promise<void> {
  await q.query(
    `UPDATE customers SET firstname = $2, company = $3, mobile = $4, address = $5, number = $6, numberadd = $7,
            zip = $8, city = $9, coc = $10, companyemail = $11, voicemail_email = $12, ponumber = $13,
            deletion_scheduled_for = $14
      WHERE id = $1`,
    [
      customerId,
      change.firstname,
      change.company,
      change.mobile,
      change.address,
      change.number,
      change.numberadd,
      change.zip,
      change.city,
      change.coc,
      change.companyemail,
      change.voicemailEmail,
      change.ponumber,
      change.deletionScheduledFor,
    ],
  );
}

/** The column of each field of 'Factuurgegevens'. */
const INVOICE_DETAIL_COLUMNS: Record<InvoiceDetailField, string> = {
  vatnumber: 'vatnumber',
  companyemail: 'companyemail',
  ponumber: 'ponumber',
  invoiceAddress: 'invoice_address',
  invoiceNumber: 'invoice_number',
  invoiceNumberadd: 'invoice_numberadd',
  invoiceZip: 'invoice_zip',
  invoiceCity: 'invoice_city',
};
const INVOICE_DETAILS = Object.keys(INVOICE_DETAIL_FIELDS) as InvoiceDetailField[];

export async function invoiceDetailsOf(q: Queryable, customerId: number): Promise<InvoiceDetails> {
  const [row] = await q.query<Record<string, string>>(
    `SELECT ${INVOICE_DETAILS.map((field) => `${INVOICE_DETAIL_COLUMNS[field]} AS "${field}"`).join(', ')}
       FROM customers WHERE id = $1`,
    [customerId],
  );
  return Object.fromEntries(INVOICE_DETAILS.map((field) => [field, row?.[field] ?? ''])) as InvoiceDetails;
}

export async function setInvoiceDetails(q: Queryable, customerId: number, values: InvoiceDetails): Promise<void> {
  const columns = INVOICE_DETAILS.map((field, i) => `${INVOICE_DETAIL_COLUMNS[field]} = $${i + 2}`);
  await q.query(`UPDATE customers SET ${columns.join(', ')} WHERE id = $1`, [
    customerId,
    ...INVOICE_DETAILS.map((field) => values[field]),
  ]);
}

/** The files the invoice mail carries ('Factuur per e-mail'). */
export async function invoiceMailFormat(q: Queryable, customerId: number) {
  const [row] = await q.query<{ format: InvoiceMailChoice['format'] }>(
    'SELECT invoice_mail_format AS format FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.format ?? 'pdf';
}

export async function setInvoiceMailFormat(q: Queryable, customerId: number, format: InvoiceMailChoice['format']) {
  await q.query('UPDATE customers SET invoice_mail_format = $2 WHERE id = $1', [customerId, format]);
}

/** The account's 'Factuur e-mailadres' as stored ('' when it has none). */
export async function invoiceAddressOf(q: Queryable, customerId: number): Promise<string> {
  const [row] = await q.query<{ companyemail: string }>('SELECT companyemail FROM customers WHERE id = $1', [
    customerId,
  ]);
  return row?.companyemail ?? '';
}

/** When the personal-data export was last asked for (its link mailed). */
export async function markExportRequested(q: Queryable, customerId: number, now: Date): Promise<void> {
  await q.query('UPDATE customers SET export_requested_at = $2 WHERE id = $1', [customerId, now]);
}

/** The company's name for a mail, or 'je organisatie' without one. */
export async function companyForMail(q: Queryable, customerId: number): Promise<string> {
  const [account] = await q.query<{ company: string }>(
    "SELECT coalesce(nullif(company, ''), 'je organisatie') AS company FROM customers WHERE id = $1",
    [customerId],
  );
  return account?.company ?? '';
}

/** Whether every person of the account must have two-step verification. */
export async function twoStepRequiredOf(q: Queryable, customerId: number): Promise<boolean> {
  const [account] = await q.query<{ required: boolean }>(
    'SELECT two_step_required AS required FROM customers WHERE id = $1',
    [customerId],
  );
  return account?.required ?? false;
}

export async function setTwoStepRequired(q: Queryable, customerId: number, required: boolean): Promise<void> {
  await q.query('UPDATE customers SET two_step_required = $2 WHERE id = $1', [customerId, required]);
}

/** Whether each login picks its own outgoing number (0 or 1). */
export async function setNumberSwitchIndividual(q: Queryable, customerId: number, value: number): Promise<void> {
  await q.query('UPDATE customers SET number_switch_individual = $2 WHERE id = $1', [customerId, value]);
}

/** The prepaid credit, locked while a call is rated against it (null: not prepaid). */
export async function lockCredit(q: Queryable, customerId: number): Promise<number | null> {
  const [account] = await q.query<{ credit: number | null }>('SELECT credit FROM customers WHERE id = $1 FOR UPDATE', [
    customerId,
  ]);
  return account?.credit ?? null;
}

export async function setCredit(q: Queryable, customerId: number, credit: number | null): Promise<void> {
  await q.query('UPDATE customers SET credit = $2 WHERE id = $1', [customerId, credit]);
}

/** Deleted accounts whose deletion date has come and that are not erased yet, locked (others skip them). */
export async function lockAccountsDueForErasure(q: Queryable, today: string): Promise<number[]> {
  const due = await q.query<{ id: number }>(
    `SELECT id FROM customers WHERE deletion_scheduled_for <= $1 AND erased_at IS NULL FOR UPDATE SKIP LOCKED`,
    [today],
  );
  return due.map((row) => row.id);
}

/** The personal fields of erased accounts emptied; what invoices were made out to stays. */
export async function eraseCustomerFields(q: Queryable, customerIds: number[], now: Date): Promise<void> {
  await q.query(
    `UPDATE customers SET mobile = '', companyemail = '', voicemail_email = '', iban = '', ponumber = '', bank = '',
            has_sms = false, credit = NULL, upgrade_credit = NULL, credit_end_date = NULL, export_requested_at = NULL,
            erased_at = $2
      WHERE id = ANY($1::int[])`,
    [customerIds, now],
  );
}

/** Erased accounts with no invoice left go entirely. */
export async function deleteErasedWithoutInvoices(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM customers c WHERE c.erased_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.id)`,
  );
}
