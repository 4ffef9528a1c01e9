import { Type } from '@sinclair/typebox';
import {
  DownloadPrepareRequest,
  DownloadPrepareResponse,
  Invoice,
  InvoiceDetail,
  type InvoiceLine,
} from '../../src/api/contract';
import { Id } from '../../src/api/wire';
import { isPlainAddress } from '../../src/validation/addressRules';
import { email as emailRule, isEmail } from '../../src/validation/rules';
import type { AuthContext } from '../auth/context';
import { makeDownloadLink, parseItemSlug, useDownloadLink } from '../auth/downloadLinks';
import { caller } from '../auth/guard';
import { checkPermission } from '../auth/permission';
import { badRequest, notFound } from '../base/httpError';
import { t } from '../base/text';
import { personalData } from '../domain/accountExport';
import { VAT_RATE } from '../domain/catalogue';
import { invoicePdf, type InvoiceCustomer } from '../domain/pdf';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow, PUBLIC } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';

/**
 * Mails a link (24 hours, once) to the personal-data export. Always to the account's own address: whoever holds a
 * stolen access token must not be able to send the customer's data elsewhere.
 */
async function exportPersonalData(deps: Deps, me: AuthContext): Promise<DownloadPrepareResponse> {
  await deps.limits.mail(me, me.email);
  const link = await makeDownloadLink(deps, me, { kind: 'export' }, 'mail');
  await sendMail(deps.mailer, { to: me.email, subject: t.invoices.exportSubject, text: t.invoices.exportBody(link) });
  await deps.db.query('UPDATE customers SET export_requested_at = $2 WHERE id = $1', [me.customerId, deps.clock.now()]);
  return { message: t.invoices.exportSent };
}

const INVOICE_COLUMNS = 'id, number, update_date AS "updateDate", price, price_vat AS "priceVat", prepaid';

async function findInvoice(deps: Deps, customerId: number, invoiceId: number): Promise<Invoice> {
  const [invoice] = await deps.db.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1 AND customer_id = $2`,
    [invoiceId, customerId],
  );
  if (!invoice) throw notFound();
  return invoice;
}

async function findInvoiceDetail(deps: Deps, customerId: number, invoiceId: number): Promise<InvoiceDetail> {
  const invoice = await findInvoice(deps, customerId, invoiceId);
  const [period] = await deps.db.query<{ periodStart: string; periodEnd: string }>(
    `SELECT coalesce(period_start, update_date) AS "periodStart", coalesce(period_end, update_date) AS "periodEnd"
       FROM invoices WHERE id = $1`,
    [invoice.id],
  );
  const lines = await deps.db.query<InvoiceLine>(
    'SELECT description, quantity, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY sort, id',
    [invoice.id],
  );
  return {
    ...invoice,
    periodStart: period?.periodStart ?? invoice.updateDate,
    periodEnd: period?.periodEnd ?? invoice.updateDate,
    vat: Math.round((invoice.priceVat - invoice.price) * 100) / 100,
    vatRate: Math.round(VAT_RATE * 100),
    lines,
  };
}

async function invoiceCustomer(deps: Deps, customerId: number): Promise<InvoiceCustomer> {
  const [row] = await deps.db.query<InvoiceCustomer>(
    `SELECT poc, trim(concat_ws(' ', nullif(firstname, ''), nullif(prefix, ''), nullif(lastname, ''))) AS name, company,
            address, number, numberadd, zip, city, iban
       FROM customers WHERE id = $1`,
    [customerId],
  );
  if (!row) throw notFound();
  return row;
}

/**
 * Where an invoice link goes: the account's 'Factuur e-mailadres' when it has one, else the login
 * address. A request may name either of the two, never a third address (docs/security.md).
 */
async function invoiceRecipient(deps: Deps, me: AuthContext, asked: string): Promise<string> {
  const [row] = await deps.db.query<{ companyemail: string }>('SELECT companyemail FROM customers WHERE id = $1', [
    me.customerId,
  ]);
  const invoiceAddress = row?.companyemail.trim() ?? '';
  // A look-alike or a list stored before the address rule got stricter is never mailed.
  const own = [isPlainAddress(invoiceAddress) ? invoiceAddress : '', me.email].filter(
    (address) => address !== '' && isEmail(address),
  );
  if (!asked) return own[0] ?? me.email;
  const match = own.find((address) => address.toLowerCase() === asked.toLowerCase());
  if (!match) throw badRequest(t.invoices.ownAddressesOnly);
  return match;
}

/** GET /invoices, POST /download/prepare and the download links it hands out (auth/downloadLinks.ts). */
export function invoiceRoutes(app: Api, deps: Deps): void {
  const { db } = deps;

  const list = {
    config: allow('invoices'),
    schema: {
      operationId: 'getInvoices',
      tags: [TAG.invoices],
      summary: 'The invoices, or one invoice',
      description: 'Every invoice of the account, newest first; with ?id= one invoice with its lines.',
      querystring: Type.Object({ id: Type.Optional(Id('One invoice instead of the list')) }),
      response: { 200: Type.Union([Type.Array(Invoice), InvoiceDetail]) },
    },
  };
  app.get('/invoices', list, async (request): Promise<Invoice[] | InvoiceDetail> => {
    const me = caller(request);
    if (request.query.id !== undefined) return findInvoiceDetail(deps, me.customerId, request.query.id);
    return db.query<Invoice>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC`,
      [me.customerId],
    );
  });

  const prepare = {
    config: allow('invoices'),
    schema: {
      operationId: 'postDownloadPrepare',
      tags: [TAG.invoices],
      summary: 'A download link for an invoice or the personal data',
      description: 'An invoice link to open, or the invoice or the personal-data export mailed (to the account only).',
      body: DownloadPrepareRequest,
      response: { 200: DownloadPrepareResponse },
    },
  };
  app.post('/download/prepare', prepare, async (request): Promise<DownloadPrepareResponse> => {
    const me = caller(request);
    const { service } = request.body;
    const to = (request.body.email ?? '').trim();
    const addressError = to ? emailRule()(to) : undefined;
    if (addressError) throw badRequest(`${t.invoices.emailLabel}: ${addressError}`);
    if (service === 'account/export') {
      // The personal data are the account's, not the invoices': only the roles that see the account.
      checkPermission(me, 'account');
      // Only to the account's own address: a stolen token must not send the customer's data elsewhere.
      if (to && to.toLowerCase() !== me.email.toLowerCase()) throw badRequest(t.invoices.exportOwnAddress);
      return exportPersonalData(deps, me);
    }
    const invoiceId = request.body.meta?.id;
    if (invoiceId === undefined) throw badRequest(t.http.missingField('id'));
    const invoice = await findInvoice(deps, me.customerId, invoiceId);
    const item = { kind: 'invoice', id: invoice.id } as const;
    if (service === 'account/invoice' && !to) {
      return { pdf: { pdfUrl: await makeDownloadLink(deps, me, item, 'open') } };
    }
    const recipient = await invoiceRecipient(deps, me, to);
    await deps.limits.mail(me, recipient);
    const text = t.invoices.mailBody(invoice.number, await makeDownloadLink(deps, me, item, 'mail'));
    await sendMail(deps.mailer, { to: recipient, subject: t.invoices.mailSubject, text });
    return { message: t.invoices.mailSentTo(recipient) };
  });

  // The answer is a file, sent as it is: Fastify serialises no Buffer or string, so the schema is a description.
  const file = {
    config: PUBLIC,
    schema: {
      operationId: 'getDownloadFile',
      tags: [TAG.invoices],
      summary: 'Download a file through its link',
      description:
        'A link made by POST /api/download/prepare: its token is the credential, and a mailed link works once.',
      params: Type.Object({ item: Type.String({ maxLength: 40 }), token: Type.String({ maxLength: 200 }) }),
      response: {
        200: {
          description: 'An invoice as PDF, or the personal-data export as JSON, as an attachment',
          content: {
            'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
            'application/json': { schema: { type: 'object' } },
          },
        },
      },
    },
  };
  app.get('/download/file/:item/:token', file, async (request, reply) => {
    const { item: slug, token } = request.params;
    const item = parseItemSlug(slug);
    const customerId = item ? await useDownloadLink(deps, slug, token) : null;
    if (!item || customerId === null) throw notFound(t.invoices.linkInvalid);
    if (item.kind === 'export') {
      const data = await personalData(deps.db, customerId);
      return reply
        .header('Content-Disposition', 'attachment; filename="persoonsgegevens.json"')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    }
    const invoice = await findInvoiceDetail(deps, customerId, item.id);
    const pdf = await invoicePdf(invoice, await invoiceCustomer(deps, customerId));
    return reply
      .header('Content-Disposition', `attachment; filename="factuur-${invoice.number}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}
