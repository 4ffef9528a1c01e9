import { InvoiceDetails, InvoiceDetailsRequest, MessageBody } from '../../src/api/contract';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetailField } from '../../src/api/invoiceDetailFields';
import { invoiceDetailsText as text } from '../../src/text/invoiceDetails';
import { storableAddress } from '../../src/validation/addressRules';
import { normalVatNumber, storableText, vatNumber } from '../../src/validation/invoiceDetailsRules';
import { caller } from '../auth/guard';
import { badRequest } from '../base/httpError';
import { teamText } from '../base/teamText';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { invoiceDetailsOf, setInvoiceDetails } from '../tables/customers';

const FIELDS = Object.keys(INVOICE_DETAIL_FIELDS) as InvoiceDetailField[];
const ADDRESS: InvoiceDetailField[] = ['invoiceAddress', 'invoiceNumber', 'invoiceZip', 'invoiceCity'];

/** The values to store, or a Dutch refusal naming the field: each rule is the page's own. */
function checked(body: InvoiceDetailsRequest, stored: InvoiceDetails): InvoiceDetails {
  const values = Object.fromEntries(FIELDS.map((field) => [field, body[field].trim()])) as InvoiceDetails;
  values.vatnumber = normalVatNumber(values.vatnumber);
  for (const field of FIELDS) {
    const problem = storableText(values[field]);
    if (problem) throw badRequest(`${text.labels[field]}: ${problem}`);
  }
  const vatProblem = vatNumber(values.vatnumber);
  if (vatProblem) throw badRequest(`${text.labels.vatnumber}: ${vatProblem}`);
  // Never a list a mailer reads as several recipients, nor look-alike letters; one stored before stays.
  const addressProblem = values.companyemail === stored.companyemail ? undefined : storableAddress(values.companyemail);
  if (addressProblem) throw badRequest(`${text.labels.companyemail}: ${addressProblem}`);
  const filled = ADDRESS.filter((field) => values[field] !== '').length;
  if (filled > 0 && (filled < ADDRESS.length || values.invoiceNumberadd.length > 10))
    throw badRequest(text.addressIncomplete);
  if (filled === 0) values.invoiceNumberadd = '';
  return values;
}

/**
 * 'Factuurgegevens': the btw number, the e-mail address for invoices, the PO number and an optional
 * postal address for invoices. A Beheerder and a Financieel change them; they apply from the next
 * invoice (an issued one keeps what it was made with).
 */
export function invoiceDetailsRoutes(app: Api, deps: Deps): void {
  const { db } = deps;

  const read = {
    config: allow('invoice.details'),
    schema: {
      operationId: 'getAccountInvoiceDetails',
      tags: [TAG.account],
      summary: "The invoice details ('Factuurgegevens')",
      description: 'Btw number, e-mail address for invoices, PO number and the optional postal address for invoices.',
      response: { 200: InvoiceDetails },
    },
  };
  app.get('/account/invoice-details', read, async (request) => invoiceDetailsOf(db, caller(request).customerId));

  const save = {
    config: { ...allow('invoice.details.change'), fieldLabels: text.labels },
    schema: {
      operationId: 'postAccountInvoiceDetails',
      tags: [TAG.account],
      summary: 'Save the invoice details',
      description:
        'Every field, as GET answers them; the invoice address is used whole (street, number, postcode and ' +
        'town) or not at all. Applies from the next invoice.',
      body: InvoiceDetailsRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/account/invoice-details', save, async (request) => {
    const me = caller(request);
    await db.tx(async (q) => {
      const values = checked(request.body, await invoiceDetailsOf(q, me.customerId));
      await setInvoiceDetails(q, me.customerId, values);
      await recordActivity(q, me, 'account', teamText.activity.invoiceDetailsSaved, deps.clock.now());
    });
    return { message: text.saved };
  });
}
