import { Type } from '@sinclair/typebox';
import { DownloadPrepareRequest, DownloadPrepareResponse, Invoice } from '../../src/api/contract';
import { Id } from '../../src/api/wire';
import { email as emailRule } from '../../src/validation/rules';
import { caller } from '../auth/guard';
import type { Api, Deps } from '../deps';
import { exportPersonalData } from '../domain/accountExport';
import { euro, longDate } from '../format';
import { badRequest, notFound } from '../http/errors';
import { ADMIN, PUBLIC } from '../http/routeOptions';
import { sendMail } from '../mail';
import { textPdf } from '../pdf';
import { t } from '../text';

const INVOICE_COLUMNS = 'id, number, update_date AS "updateDate", price, price_vat AS "priceVat", prepaid';

async function findInvoice(deps: Deps, customerId: number, invoiceId: number): Promise<Invoice> {
  const [invoice] = await deps.db.query<Invoice>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1 AND customer_id = $2`,
    [invoiceId, customerId],
  );
  if (!invoice) throw notFound();
  return invoice;
}

/** GET /invoices, POST /download/prepare and the signed download links it hands out. */
export function invoiceRoutes(app: Api, deps: Deps): void {
  const { db, tokens } = deps;
  const fileUrl = (token: string) => `${deps.publicUrl()}/api/download/file/${token}`;

  const list = {
    config: ADMIN,
    schema: {
      querystring: Type.Object({ id: Type.Optional(Id('One invoice instead of the list')) }),
      response: { 200: Type.Union([Type.Array(Invoice), Invoice]) },
    },
  };
  app.get('/invoices', list, async (request): Promise<Invoice[] | Invoice> => {
    const me = caller(request);
    if (request.query.id !== undefined) return findInvoice(deps, me.customerId, request.query.id);
    return db.query<Invoice>(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC`,
      [me.customerId],
    );
  });

  const prepare = {
    config: ADMIN,
    schema: { body: DownloadPrepareRequest, response: { 200: DownloadPrepareResponse } },
  };
  app.post('/download/prepare', prepare, async (request): Promise<DownloadPrepareResponse> => {
    const me = caller(request);
    const { service } = request.body;
    const to = (request.body.email ?? '').trim();
    const addressError = to ? emailRule()(to) : undefined;
    if (addressError) throw badRequest(`${t.invoices.emailLabel}: ${addressError}`);
    if (service === 'account/export') return exportPersonalData(deps, me, to || me.email);
    const invoiceId = request.body.meta?.id;
    if (invoiceId === undefined) throw badRequest(t.http.missingField('id'));
    const invoice = await findInvoice(deps, me.customerId, invoiceId);
    const token = await tokens.signDownload({ customerId: me.customerId, item: `invoice:${invoice.id}` });
    if (service === 'account/invoice' && !to) return { pdf: { pdfUrl: fileUrl(token) } };
    const text = t.invoices.mailBody(invoice.number, fileUrl(token));
    await sendMail(deps.mailer, { to: to || me.email, subject: t.invoices.mailSubject, text });
    return { message: t.invoices.mailSent };
  });

  // The answer is a file (PDF, or the personal-data export as JSON), so it has no response schema.
  const file = { config: PUBLIC, schema: { params: Type.Object({ token: Type.String({ maxLength: 2000 }) }) } };
  app.get('/download/file/:token', file, async (request, reply) => {
    const { token } = request.params;
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
    const invoice = await findInvoice(deps, claims.customerId, invoiceId);
    const pdf = textPdf([
      t.invoices.pdf.title(invoice.number),
      t.invoices.pdf.date(longDate(invoice.updateDate)),
      '',
      t.invoices.pdf.excl(euro(invoice.price)),
      t.invoices.pdf.incl(euro(invoice.priceVat)),
      invoice.prepaid ? t.invoices.pdf.prepaid : t.invoices.pdf.subscription,
    ]);
    return reply
      .header('Content-Disposition', `attachment; filename="factuur-${invoice.number}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}

/** Everything the portal keeps about a customer, for the personal-data export. */
async function personalData(deps: Deps, customerId: number): Promise<Record<string, unknown>> {
  const [customer] = await deps.db.query<Record<string, unknown>>(
    `SELECT poc, firstname, prefix, lastname, company, mobile, address, number, numberadd, zip, city, coc,
            companyemail, voicemail_email, iban, ponumber FROM customers WHERE id = $1`,
    [customerId],
  );
  const users = await deps.db.query(
    'SELECT email, full_name, is_admin FROM users WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id',
    [customerId],
  );
  const numbers = await deps.db.query(
    'SELECT phone_number, name FROM phone_numbers WHERE customer_id = $1 ORDER BY sort, id',
    [customerId],
  );
  const invoices = await deps.db.query(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC`,
    [customerId],
  );
  const blocked = await deps.db.query('SELECT number FROM blocked_numbers WHERE customer_id = $1 ORDER BY number', [
    customerId,
  ]);
  return {
    klant: customer ?? null,
    gebruikers: users,
    nummers: numbers,
    facturen: invoices,
    geblokkeerdeNummers: blocked,
  };
}
