import type { FastifyInstance } from 'fastify';
import type { DownloadPrepareResponse, Invoice } from '../../src/api/contract';
import { email as emailRule } from '../../src/validation/rules';
import { caller } from '../auth/guard';
import type { Deps } from '../deps';
import { euro, longDate } from '../format';
import { HttpError, badRequest, notFound } from '../http/errors';
import { id, objectBody, params, str } from '../http/input';
import { textPdf } from '../pdf';
import { t } from '../text';
import { exportPersonalData } from './accountExport';

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
export function invoiceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, tokens } = deps;
  const admin = { config: { auth: 'admin' as const } };
  const fileUrl = (token: string) => `${deps.publicUrl()}/api/download/file/${token}`;

  app.get('/invoices', admin, async (request): Promise<Invoice[] | Invoice> => {
    const me = caller(request);
    const query = params(request.query);
    if (query.id !== undefined) return findInvoice(deps, me.customerId, id(query, 'id'));
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
    if (service === 'account/export') return exportPersonalData(deps, me, to || me.email);
    if (service !== 'account/invoice' && service !== 'invoices/export') throw badRequest(t.invoices.unknownService);
    const meta = body.meta === undefined || body.meta === null ? {} : objectBody(body.meta);
    const invoice = await findInvoice(deps, me.customerId, id(meta, 'id'));
    const token = await tokens.signDownload({ customerId: me.customerId, item: `invoice:${invoice.id}` });
    if (service === 'account/invoice' && !to) return { pdf: { pdfUrl: fileUrl(token) } };
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
    const invoice = await findInvoice(deps, claims.customerId, invoiceId);
    const pdf = textPdf([
      `Factuur ${invoice.number}`,
      `Datum: ${longDate(invoice.updateDate)}`,
      '',
      `Bedrag excl. btw: ${euro(invoice.price)}`,
      `Bedrag incl. btw: ${euro(invoice.priceVat)}`,
      invoice.prepaid ? 'Prepaid tegoed' : 'Abonnement en bundels',
    ]);
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

/** Everything the portal keeps about a customer, for the personal-data export. */
async function personalData(deps: Deps, customerId: number): Promise<Record<string, unknown>> {
  const [customer] = await deps.db.query<Record<string, unknown>>(
    `SELECT poc, firstname, prefix, lastname, company, mobile, address, number, numberadd, zip, city, coc, companyemail,
            voicemail_email, iban, ponumber FROM customers WHERE id = $1`,
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
