import type { FastifyInstance } from 'fastify';
import type { DownloadPrepareResponse, Invoice, InvoiceDetail, InvoiceLine } from '../../src/api/contract';
import { email as emailRule } from '../../src/validation/rules';
import { caller } from '../auth/guard';
import type { Deps } from '../deps';
import { VAT_RATE } from '../catalogue';
import { HttpError, badRequest, notFound } from '../http/errors';
import { id, objectBody, params, str } from '../http/input';
import { invoicePdf, type InvoiceCustomer } from '../pdf';
import { t } from '../text';
import { exportPersonalData, personalData } from './accountExport';

const INVOICE_COLUMNS = 'id, number, update_date AS "updateDate", price, price_vat AS "priceVat", prepaid';
/** The link the app opens right away lives minutes; a mailed link lives days (its mail says so). */
const OPEN_LINK_SECONDS = 5 * 60;

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

/** GET /invoices, POST /download/prepare and the signed download links it hands out. */
export function invoiceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, tokens } = deps;
  const admin = { config: { auth: 'admin' as const } };
  const fileUrl = (token: string) => `${deps.publicUrl()}/api/download/file/${token}`;

  app.get('/invoices', admin, async (request): Promise<Invoice[] | Invoice> => {
    const me = caller(request);
    const query = params(request.query);
    if (query.id !== undefined) return findInvoiceDetail(deps, me.customerId, id(query, 'id'));
    return db.query<Invoice>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC`,
      [me.customerId],
    );
  });

  app.post('/download/prepare', admin, async (request): Promise<DownloadPrepareResponse> => {
    const me = caller(request);
    const body = objectBody(request.body);
    const service = str(body, 'service', { max: 50 });
    const to = str(body, 'email', { max: 100, optional: true }).trim();
    if (to && emailRule()(to)) throw badRequest(`E-mailadres: ${emailRule()(to)}`);
    if (service === 'account/export') {
      if (to && to.toLowerCase() !== me.email.toLowerCase()) throw badRequest(t.invoices.exportOwnAddress);
      return exportPersonalData(deps, me);
    }
    if (service !== 'account/invoice' && service !== 'invoices/export') throw badRequest(t.invoices.unknownService);
    const meta = body.meta === undefined || body.meta === null ? {} : objectBody(body.meta);
    const invoice = await findInvoice(deps, me.customerId, id(meta, 'id'));
    const item = { customerId: me.customerId, item: `invoice:${invoice.id}` };
    if (service === 'account/invoice' && !to) {
      return { pdf: { pdfUrl: fileUrl(await tokens.signDownload(item, OPEN_LINK_SECONDS)) } };
    }
    const token = await tokens.signDownload(item);
    await sendMail(deps, to || me.email, t.invoices.mailSubject, t.invoices.mailBody(invoice.number, fileUrl(token)));
    return { message: t.invoices.mailSent };
  });

  app.get('/download/file/:token', { config: { auth: 'none' } }, async (request, reply) => {
    const token = str(params(request.params), 'token', { max: 2000 });
    const claims = await tokens.verifyDownload(token);
    if (!claims) throw notFound(t.invoices.linkInvalid);
    if (claims.item === 'export') {
      const data = await personalData(deps, claims.customerId);
      return reply
        .header('Content-Disposition', 'attachment; filename="persoonsgegevens.json"')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    }
    const invoiceId = Number(claims.item.replace(/^invoice:/, ''));
    const invoice = await findInvoiceDetail(deps, claims.customerId, invoiceId);
    const pdf = await invoicePdf(invoice, await invoiceCustomer(deps, claims.customerId));
    return reply
      .header('Content-Disposition', `attachment; filename="factuur-${invoice.number}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}

async function sendMail(deps: Deps, to: string, subject: string, text: string): Promise<void> {
  try {
    await deps.mailer.send({ to, subject, text });
  } catch {
    throw new HttpError(502, t.http.mailFailed);
  }
}
