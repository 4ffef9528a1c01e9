import { Type } from '@sinclair/typebox';
import { CallPage, CallPageQuery } from '../../src/api/contract';
import { callRow, csvHead, csvLine } from '../../src/text/callRows';
import { usageText } from '../../src/text/usage';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { addMonths, firstOfMonth, localDate } from '../base/dates';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import { spentCents } from '../domain/callCharges';
import { callPage, countCalls, decodeCursor, eachCallBatch, encodeCursor, type CallFilter } from '../domain/callPages';
import { monthTotals } from '../domain/callTotals';
import { tariffOf } from '../domain/costControl';
import { monthInvoice } from '../domain/invoicing/monthInvoice';
import type { Api, Deps } from '../http/deps';
import { sendWhileHeld } from '../http/heldStream';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

/** Calls per page unless the client asks for another number (up to 200). */
export const CALLS_PER_PAGE = 50;

const Params = Type.Object({ poc: Type.String({ maxLength: 20 }) });
const CsvQuery = Type.Omit(CallPageQuery, ['cursor', 'limit']);

/**
 * GET /usage/calls/{poc}: a month's calls in pages, newest first, filtered and searched in the
 * database, with the month's count and cost in the first page; and the same calls as one CSV,
 * streamed (beyond the spec: docs/api.md).
 */
export function callPageRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const filterOf = (customerId: number, query: Omit<CallPageQuery, 'cursor' | 'limit'>): CallFilter => {
    const current = firstOfMonth(localDate(clock.now()));
    return {
      customerId,
      periodStart: query.month === 'previous' ? addMonths(current, -1) : current,
      direction: query.direction,
      number: query.number,
    };
  };

  const page = {
    config: allow('usage'),
    schema: {
      operationId: 'getUsageCalls',
      tags: [TAG.usage],
      summary: 'A page of the calls of this month or the last',
      description:
        'Newest first, with how each call is paid and what it costs; `direction` and `number` (digits of the other ' +
        'party’s number) filter in the database. The answer without `cursor` carries the month’s figures; ' +
        '`nextCursor` asks for the next page.',
      params: Params,
      querystring: CallPageQuery,
      response: { 200: CallPage },
    },
  };
  app.get('/usage/calls/:poc', page, async (request): Promise<CallPage> => {
    const me = caller(request);
    ownPoc(me, request.params.poc);
    const { cursor: cursorText, limit, ...query } = request.query;
    const cursor = cursorText === undefined ? null : decodeCursor(cursorText);
    if (cursorText !== undefined && cursor === null) throw badRequest(t.usage.badCursor);
    const filter = filterOf(me.customerId, query);
    const tariff = await tariffOf(db, me.customerId, filter.periodStart);
    const found = await callPage(db, filter, tariff, cursor, limit ?? CALLS_PER_PAGE);
    let month = null;
    if (cursor === null) {
      const totals = await monthTotals(db, me.customerId, filter.periodStart);
      const filtered = filter.direction !== undefined || (filter.number ?? '').replace(/\D/g, '') !== '';
      const costCents = spentCents(totals, tariff);
      month = {
        totalCalls: totals.calls,
        matchingCalls: filtered ? await countCalls(db, filter) : totals.calls,
        cost: costCents / 100,
        invoice: await monthInvoice(db, me.customerId, filter.periodStart, costCents),
      };
    }
    return {
      periodStart: filter.periodStart,
      calls: found.calls,
      nextCursor: found.next ? encodeCursor(found.next) : null,
      month,
    };
  });

  // The answer is a stream of text: Fastify serialises no stream, so the schema is a description.
  const csv = {
    config: allow('usage'),
    schema: {
      operationId: 'getUsageCallsCsv',
      tags: [TAG.usage],
      summary: 'The calls of this month or the last as CSV',
      description:
        'Every call that passes the filters, newest first, as the usage page’s CSV (`;`, decimal comma, a byte-order ' +
        'mark), streamed: the server holds one batch of calls at a time. One download or export of the account at ' +
        'a time, and so many an hour (429).',
      params: Params,
      querystring: CsvQuery,
      response: {
        200: {
          description: 'The calls as CSV, as an attachment',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      },
    },
  };
  app.get('/usage/calls/:poc/csv', csv, async (request, reply) => {
    const me = caller(request);
    ownPoc(me, request.params.poc);
    const filter = filterOf(me.customerId, request.query);
    const tariff = await tariffOf(db, me.customerId, filter.periodStart);
    async function* lines() {
      yield csvHead();
      for await (const batch of eachCallBatch(db, filter, tariff)) yield batch.map((c) => csvLine(callRow(c))).join('');
    }
    // One download of the account's data at a time, so many an hour: server/auth/downloadSlots.ts.
    const slot = await deps.downloads.take(me.customerId);
    reply
      .header('Content-Disposition', `attachment; filename="${usageText.csvFileName(filter.periodStart)}"`)
      .type('text/csv; charset=utf-8');
    return sendWhileHeld(reply, slot, lines());
  });
}
