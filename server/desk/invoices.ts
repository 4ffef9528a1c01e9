import { DeskCustomerParams } from '../../src/api/deskContract';
import {
  CreditRequest,
  CreditResponse,
  DeskInvoiceParams,
  DeskInvoicesResponse,
  type DeskInvoice,
} from '../../src/api/deskInvoiceContract';
import { staffCaller } from '../auth/staffGuard';
import { localDate } from '../base/dates';
import { deskInvoiceText as text } from '../base/deskInvoiceText';
import { badRequest, notFound } from '../base/httpError';
import type { Queryable } from '../db/db';
import { audit } from '../domain/desk/audit';
import { deskCustomer } from '../domain/desk/deskTickets';
import { creditInvoice } from '../domain/invoicing/creditNotes';
import { mailInvoices } from '../domain/invoicing/invoiceMail';
import { invoiceLines, listInvoices } from '../domain/invoicing/invoiceRecord';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF, TEAMLEIDER } from '../http/routeOptions';
import { creditedLineIds, creditReasons, invoiceCustomer } from '../tables/invoices';

const MIN_REASON = 5;

/** Every invoice and credit note of a customer with its lines, and which lines a credit note took off. */
async function deskInvoices(q: Queryable, customerId: number): Promise<DeskInvoice[]> {
  const credited = await creditedLineIds(q, customerId);
  const reasons = await creditReasons(q, customerId);
  const invoices: DeskInvoice[] = [];
  for (const invoice of await listInvoices(q, customerId)) {
    const lines = await invoiceLines(q, invoice.id);
    invoices.push({
      id: invoice.id,
      number: invoice.number,
      date: invoice.updateDate,
      kind: invoice.kind,
      prepaid: invoice.prepaid === 1,
      creditsNumber: invoice.creditsNumber,
      price: invoice.price,
      priceVat: invoice.priceVat,
      toPay: invoice.toPay,
      reason: reasons.get(invoice.id) ?? null,
      lines: lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        amount: line.amountCents / 100,
        credited: credited.has(line.id),
      })),
    });
  }
  return invoices;
}

/** A customer's invoices for every staff member (audited); a credit note for a teamleider (audited, mailed). */
export function deskInvoiceRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const list = {
    config: STAFF,
    schema: {
      operationId: 'getDeskCustomerInvoices',
      tags: [TAG.desk],
      summary: "A customer's invoices and credit notes",
      description: 'Newest first, with their lines and what is left to pay; recorded in the audit.',
      params: DeskCustomerParams,
      response: { 200: DeskInvoicesResponse },
    },
  };
  app.get('/desk/customer/:customerNumber/invoices', list, async (request): Promise<DeskInvoicesResponse> => {
    const staff = staffCaller(request);
    return db.tx(async (q) => {
      const customer = await deskCustomer(q, { customerNumber: request.params.customerNumber }, clock.now());
      if (!customer) throw notFound();
      await audit(q, staff, 'invoices.open', { customerId: customer.id }, clock.now());
      return {
        customerNumber: customer.customerNumber,
        customerName: customer.name,
        invoices: await deskInvoices(q, customer.id),
      };
    });
  });

  const credit = {
    config: { ...TEAMLEIDER, multiLineFields: ['reason'] },
    schema: {
      operationId: 'postDeskInvoiceCredit',
      tags: [TAG.desk],
      summary: 'Credit an invoice, whole or by line (teamleider)',
      description:
        'Makes a credit note in the invoice number series, with the reason on it; mails it to the customer as ' +
        'invoices are mailed, and records it in the audit. A line is credited at most once.',
      params: DeskInvoiceParams,
      body: CreditRequest,
      response: { 201: CreditResponse },
    },
  };
  app.post('/desk/invoice/:invoiceId/credit', credit, async (request, reply) => {
    const staff = staffCaller(request);
    const reason = request.body.reason.trim();
    if (!reason) throw badRequest(text.reasonRequired);
    if (reason.length < MIN_REASON) throw badRequest(text.reasonTooShort);
    const now = clock.now();
    const made = await db.tx(async (q) => {
      const customerId = await invoiceCustomer(q, request.params.invoiceId);
      if (customerId === null) throw notFound();
      const note = await creditInvoice(
        q,
        {
          customerId,
          invoiceId: request.params.invoiceId,
          lineIds: request.body.lineIds,
          reason,
          staffId: staff.staffId,
          today: localDate(now),
          now,
        },
        text,
      );
      await audit(q, staff, 'invoice.credit', { customerId, detail: `${note.number} bij ${note.invoiceNumber}` }, now);
      return note;
    });
    await mailInvoices(deps, [made.id], request.log);
    return reply.code(201).send({
      message: text.credited(made.number, made.invoiceNumber),
      creditNote: { id: made.id, number: made.number },
    });
  });
}
