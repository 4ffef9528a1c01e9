import { Type } from '@sinclair/typebox';
import { CallsResponse, MessageBody, Usage, type MonthCalls } from '../../src/api/contract';
import { callRow, csvHead, csvLine } from '../../src/text/callRows';
import { usageText } from '../../src/text/usage';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { addMonths, firstOfMonth, localDate, monthAndYear } from '../base/dates';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import { callPage, eachCallBatch } from '../domain/callPages';
import { monthTotals } from '../domain/callTotals';
import { tariffOf } from '../domain/costControl';
import { readUsage } from '../domain/views/usage';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';

const Poc = Type.String({ maxLength: 20 });
/** Month and year of the download path, checked against the month the path names. */
const DownloadParams = Type.Object({
  poc: Poc,
  month: Type.String({ maxLength: 2 }),
  year: Type.String({ maxLength: 4 }),
});

/**
 * The spec's call list holds at most this many calls per month, the newest, and says so
 * (`truncated`, `totalCalls`): a client that knows no pages still gets an answer a phone can take.
 */
export const LISTED_CALLS = 1000;

/** Usage, call lists of the current and previous month with their costs, and mailing them as CSV. */
export function usageRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  /** A month's newest calls (at most LISTED_CALLS), each with what it costs. */
  async function monthCalls(customerId: number, periodStart: string): Promise<MonthCalls> {
    const tariff = await tariffOf(db, customerId, periodStart);
    const { calls, next } = await callPage(db, { customerId, periodStart }, tariff, null, LISTED_CALLS);
    const totals = await monthTotals(db, customerId, periodStart);
    return { periodStart, calls, totalCalls: totals.calls, truncated: next !== null };
  }

  /** Every call of a month as CSV, read a batch at a time (the attachment is one text: the outbox keeps it). */
  async function monthCsv(customerId: number, periodStart: string): Promise<{ text: string; count: number }> {
    const tariff = await tariffOf(db, customerId, periodStart);
    const parts = [csvHead()];
    let count = 0;
    for await (const batch of eachCallBatch(db, { customerId, periodStart }, tariff)) {
      parts.push(batch.map((call) => csvLine(callRow(call))).join(''));
      count += batch.length;
    }
    return { text: parts.join(''), count };
  }

  const usage = {
    config: allow('usage'),
    schema: {
      operationId: 'getUsage',
      tags: [TAG.usage],
      summary: 'The call usage of this month',
      description:
        'Outgoing minutes and talk time per category of the current month, with the pieces of a donut chart.',
      response: { 200: Usage },
    },
  };
  app.get('/usage', usage, async (request): Promise<Usage> => readUsage(db, caller(request).customerId, clock.now()));

  const calls = {
    config: allow('usage'),
    schema: {
      operationId: 'getUsageCurrentAndPreviousMonth',
      tags: [TAG.usage],
      summary: 'The calls of this month and the last',
      description:
        `The calls of both months, newest first, with how it is paid and what it costs: at most ${LISTED_CALLS} per ` +
        'month, the newest; `truncated` says when there are more (`totalCalls`), and GET /usage/calls/{poc} pages ' +
        'through them all.',
      params: Type.Object({ poc: Poc }),
      response: { 200: CallsResponse },
    },
  };
  app.get('/usage/currentandpreviousmonth/:poc', calls, async (request): Promise<CallsResponse> => {
    const me = caller(request);
    ownPoc(me, request.params.poc);
    const current = firstOfMonth(localDate(clock.now()));
    return {
      data: {
        currentMonth: await monthCalls(me.customerId, current),
        previousMonth: await monthCalls(me.customerId, addMonths(current, -1)),
      },
    };
  });

  for (const [path, monthsBack, operationId, month] of [
    ['downloadcurrentmonth', 0, 'getUsageDownloadCurrentMonth', 'this month'],
    ['downloadpreviousmonth', 1, 'getUsageDownloadPreviousMonth', 'last month'],
  ] as const) {
    const download = {
      config: allow('usage'),
      schema: {
        operationId,
        tags: [TAG.usage],
        summary: `Mail the calls of ${month}`,
        description:
          `The calls of ${month} as a CSV attachment, mailed to the caller; ` + 'the path names that month and year.',
        params: DownloadParams,
        response: { 200: MessageBody },
      },
    };
    app.get(`/usage/${path}/:poc/:month/:year`, download, async (request) => {
      const me = caller(request);
      const p = request.params;
      ownPoc(me, p.poc);
      const periodStart = addMonths(localDate(clock.now()), -monthsBack);
      const expected = monthAndYear(periodStart);
      if (Number(p.month) !== expected.month || Number(p.year) !== expected.year) throw badRequest(t.usage.wrongMonth);
      // An export of the month like the CSV download: one at a time, so many an hour.
      const csv = await deps.downloads.run(me.customerId, async () => {
        await deps.limits.mail(me, me.email);
        return monthCsv(me.customerId, periodStart);
      });
      const period = `${String(expected.month).padStart(2, '0')}-${expected.year}`;
      // The same rows as the page's CSV download, as a file: a mail client need not read it as text.
      const attachment = {
        filename: usageText.csvFileName(periodStart),
        contentType: 'text/csv; charset=utf-8',
        content: csv.text,
      };
      await sendMail(deps.mailer, {
        to: me.email,
        subject: t.usage.subject(period),
        text: t.usage.body(period, csv.count),
        attachments: [attachment],
      });
      return { message: t.usage.sent(me.email) };
    });
  }
}
