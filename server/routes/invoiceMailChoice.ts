import { InvoiceMailChoice, InvoiceMailChoiceRequest } from '../../src/api/contract';
import { caller } from '../auth/guard';
import { teamText } from '../base/teamText';
import type { Queryable } from '../db/db';
import { missingWords } from '../domain/invoicing/invoiceMail';
import { currentBuyer } from '../domain/invoicing/issued';
import { missingForUbl } from '../domain/invoicing/ubl';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { invoiceMailFormat, setInvoiceMailFormat } from '../tables/customers';

async function choice(q: Queryable, customerId: number): Promise<InvoiceMailChoice> {
  return {
    format: await invoiceMailFormat(q, customerId),
    missing: missingWords(missingForUbl(await currentBuyer(q, customerId))),
  };
}

/** 'Factuur per e-mail': which files the invoice mail carries, and what a UBL file still lacks. */
export function invoiceMailChoiceRoutes(app: Api, deps: Deps): void {
  const read = {
    config: allow('invoice.details'),
    schema: {
      operationId: 'getAccountInvoiceMail',
      tags: [TAG.account],
      summary: 'The files the invoice mail carries',
      description:
        "The PDF only ('pdf') or the PDF and the UBL e-invoice ('pdf-ubl'), and what the account lacks for a valid " +
        'UBL file (its KvK number, its address), in Dutch; empty when nothing is missing.',
      response: { 200: InvoiceMailChoice },
    },
  };
  app.get('/account/invoice-mail', read, async (request) => choice(deps.db, caller(request).customerId));

  const save = {
    config: allow('invoice.details.change'),
    schema: {
      operationId: 'postAccountInvoiceMail',
      tags: [TAG.account],
      summary: 'Choose the files the invoice mail carries',
      description: 'Applies from the next invoice; answers as GET does.',
      body: InvoiceMailChoiceRequest,
      response: { 200: InvoiceMailChoice },
    },
  };
  app.post('/account/invoice-mail', save, async (request) => {
    const me = caller(request);
    await setInvoiceMailFormat(deps.db, me.customerId, request.body.format);
    const detail = teamText.activity.invoiceMail(request.body.format === 'pdf-ubl' ? 'PDF en UBL' : 'PDF');
    await recordActivity(deps.db, me, 'invoice-settings', detail, deps.clock.now());
    return choice(deps.db, me.customerId);
  });
}
