import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { localDate } from '../base/dates';
import { invoiceText } from '../base/invoiceText';
import { mailInvoices } from '../domain/invoicing/invoiceMail';
import { checkPeriod, runInvoices } from '../domain/invoicing/invoiceRun';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import type { PUBLIC } from '../http/routeOptions';
import { invoiceNumbers } from '../tables/invoices';

const InvoiceRunRequest = Type.Object({
  period: Type.String({
    pattern: '^\\d{4}-\\d{2}$',
    description: "The month to invoice, 'YYYY-MM'; it must have ended",
  }),
});

const InvoiceRunResponse = Type.Object({
  period: Type.String(),
  invoices: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String() }), {
    description: 'The invoices this call made; none when the month was run before',
  }),
});

/** POST /api/dev/invoice-run: the monthly invoice run now, for a month that has ended. */
export function devInvoiceRunRoutes(
  app: Api,
  deps: Deps,
  local: { config: typeof PUBLIC; onRequest: (request: FastifyRequest) => Promise<void> },
): void {
  const run = {
    ...local,
    schema: {
      operationId: 'postDevInvoiceRun',
      tags: [TAG.demo],
      summary: 'Run the monthly invoices now',
      description:
        'What the schedule does on the first of the month, for the month given: one invoice per customer with a ' +
        'subscription and one per prepaid top-up, numbered and mailed. A month run before makes nothing new.',
      body: InvoiceRunRequest,
      response: { 200: InvoiceRunResponse },
    },
  };
  app.post('/dev/invoice-run', run, async (request) => {
    const periodStart = checkPeriod(request.body.period, localDate(deps.clock.now()), invoiceText.periodNotEnded);
    const result = await runInvoices(deps.db, deps.clock, periodStart);
    await mailInvoices(deps, result.created, request.log);
    const invoices = await invoiceNumbers(deps.db, result.created);
    return { period: result.period, invoices };
  });
}
