import { Type } from '@sinclair/typebox';
import { DownloadPrepareRequest, DownloadPrepareResponse, Invoice, InvoiceDetail } from '../../src/api/contract';
import { Id } from '../../src/api/wire';
import { isPlainAddress } from '../../src/validation/addressRules';
import { email as emailRule, isEmail } from '../../src/validation/rules';
import type { AuthContext } from '../auth/context';
import { downloadLinkCustomer, makeDownloadLink, parseItemSlug, useDownloadLink } from '../auth/downloadLinks';
import { caller } from '../auth/guard';
import { checkPermission } from '../auth/permission';
import { badRequest, notFound } from '../base/httpError';
import { invoiceText } from '../base/invoiceText';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import { personalDataJson } from '../domain/accountExport';
import { fileStem, missingWords } from '../domain/invoicing/invoiceMail';
import { findInvoice, findInvoiceDetail, invoiceFiles, listInvoices } from '../domain/invoicing/invoiceRecord';
import { issuedOf } from '../domain/invoicing/issued';
import { missingForUbl } from '../domain/invoicing/ubl';
import type { Api, Deps } from '../http/deps';
import { sendWhileHeld } from '../http/heldStream';
import { TAG } from '../http/openapi';
import { allow, PUBLIC } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { recordActivity } from '../tables/activity';
import { invoiceAddressOf, markExportRequested } from '../tables/customers';

/**
 * Mails a link (24 hours, once) to the personal-data export. Always to the account's own address: whoever holds a
 * stolen access token must not be able to send the customer's data elsewhere.
 */
async function exportPersonalData(deps: Deps, me: AuthContext): Promise<DownloadPrepareResponse> {
  await deps.limits.mail(me, me.email);
  const link = await makeDownloadLink(deps, me, { kind: 'export' }, 'mail');
  await sendMail(deps.mailer, { to: me.email, subject: t.invoices.exportSubject, text: t.invoices.exportBody(link) });
  await markExportRequested(deps.db, me.customerId, deps.clock.now());
  await recordActivity(deps.db, me, 'data-export', teamText.activity.dataExport, deps.clock.now());
  return { message: t.invoices.exportSent };
}

/**
 * Where an invoice link goes: the account's 'Factuur e-mailadres' when it has one, else the login
 * address. A request may name either of the two, never a third address (docs/security.md).
 */
async function invoiceRecipient(deps: Deps, me: AuthContext, asked: string): Promise<string> {
  const invoiceAddress = (await invoiceAddressOf(deps.db, me.customerId)).trim();
  // A look-alike or a list stored before the address rule got stricter is never mailed.
  const own = [isPlainAddress(invoiceAddress) ? invoiceAddress : '', me.email].filter(
    (address) => address !== '' && isEmail(address),
  );
  if (!asked) return own[0] ?? me.email;
  const match = own.find((address) => address.toLowerCase() === asked.toLowerCase());
  if (!match) throw badRequest(t.invoices.ownAddressesOnly);
  return match;
}

/**
 * A link to an invoice's UBL file, opened at once. Refused with what the account lacked when the
 * invoice was issued, when that allows no valid e-invoice (no KvK number, no full address).
 */
async function ublLink(deps: Deps, me: AuthContext, invoiceId: number): Promise<string> {
  const missing = missingForUbl((await issuedOf(deps.db, invoiceId)).buyer);
  if (missing.length > 0) throw badRequest(invoiceText.noUbl(missingWords(missing)));
  return makeDownloadLink(deps, me, { kind: 'ubl', id: invoiceId }, 'open');
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
    if (request.query.id !== undefined) return findInvoiceDetail(db, me.customerId, request.query.id);
    return listInvoices(db, me.customerId);
  });

  const prepare = {
    config: allow('invoices'),
    schema: {
      operationId: 'postDownloadPrepare',
      tags: [TAG.invoices],
      summary: 'A download link for an invoice or the personal data',
      description:
        'An invoice link to open (PDF, or with account/invoice-ubl the UBL e-invoice), or the invoice or the ' +
        'personal-data export mailed (to the account only).',
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
      // Everyone's personal data of the account, not the invoices': a Beheerder's to ask for.
      checkPermission(me, 'account.export');
      // Only to the account's own address: a stolen token must not send the customer's data elsewhere.
      if (to && to.toLowerCase() !== me.email.toLowerCase()) throw badRequest(t.invoices.exportOwnAddress);
      return exportPersonalData(deps, me);
    }
    const invoiceId = request.body.meta?.id;
    if (invoiceId === undefined) throw badRequest(t.http.missingField('id'));
    const invoice = await findInvoice(db, me.customerId, invoiceId);
    if (service === 'account/invoice-ubl') return { ubl: { ublUrl: await ublLink(deps, me, invoice.id) } };
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
    config: { ...PUBLIC, errorPage: true },
    schema: {
      operationId: 'getDownloadFile',
      tags: [TAG.invoices],
      summary: 'Download a file through its link',
      description:
        'A link made by POST /api/download/prepare: its token is the credential, and a mailed link works once.',
      params: Type.Object({ item: Type.String({ maxLength: 40 }), token: Type.String({ maxLength: 200 }) }),
      response: {
        200: {
          description: 'An invoice as PDF or as UBL e-invoice, or the personal-data export as JSON, as an attachment',
          content: {
            'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
            'application/xml': { schema: { type: 'string', contentMediaType: 'application/xml' } },
            'application/json': { schema: { type: 'object' } },
          },
        },
      },
    },
  };
  app.get('/download/file/:item/:token', file, async (request, reply) => {
    const { item: slug, token } = request.params;
    const item = parseItemSlug(slug);
    if (item?.kind === 'export') {
      // The customer's one download slot is taken before the mailed link is used up (a busy slot keeps it).
      const owner = await downloadLinkCustomer(deps, slug, token);
      if (owner === null) throw notFound(t.invoices.linkInvalid);
      const slot = await deps.downloads.take(owner);
      const customerId = await useDownloadLink(deps, slug, token).catch(async (error: unknown) => {
        await slot.release();
        throw error;
      });
      if (customerId === null) {
        await slot.release();
        throw notFound(t.invoices.linkInvalid);
      }
      reply
        .header('Content-Disposition', 'attachment; filename="persoonsgegevens.json"')
        .type('application/json; charset=utf-8');
      return sendWhileHeld(reply, slot, personalDataJson(deps.db, customerId));
    }
    const customerId = item ? await useDownloadLink(deps, slug, token) : null;
    if (!item || customerId === null) throw notFound(t.invoices.linkInvalid);
    // The files as they were issued: the same bytes at every download and in the mail.
    const files = await invoiceFiles(db, customerId, item.id);
    const stem = fileStem(files.invoice);
    if (item.kind === 'ubl') {
      if (!files.ubl) throw notFound(invoiceText.noUbl(missingWords(files.missing)));
      return reply
        .header('Content-Disposition', `attachment; filename="${stem}.xml"`)
        .type('application/xml; charset=utf-8')
        .send(files.ubl);
    }
    return reply
      .header('Content-Disposition', `attachment; filename="${stem}.pdf"`)
      .type('application/pdf')
      .send(files.pdf);
  });
}
