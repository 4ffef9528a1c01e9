import { Type } from '@sinclair/typebox';
import {
  CallsResponse,
  MessageBody,
  Usage,
  type CallRecord,
  type MonthCalls,
  type UsageCategory,
} from '../../src/api/contract';
import { callRow, callsCsv } from '../../src/text/callRows';
import { usageText } from '../../src/text/usage';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { addMonths, firstOfMonth, localDate, localTime, monthAndYear, zonedMoment } from '../base/dates';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import { startedMinutes, type RatedCall } from '../domain/callCharges';
import { ratedMonth, type CallRow } from '../domain/costControl';
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

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Usage per category for the donut chart: started minutes (requirements §9) and talk time. The
 * circle has a circumference of 100, so a category's piece is its percentage and its distance is the
 * stroke offset where it starts (25 = top).
 */
export function usageCategories(calls: readonly CallRow[]): {
  minutes: number;
  seconds: number;
  categories: UsageCategory[];
} {
  const byName = new Map<string, { calls: number; minutes: number; seconds: number }>();
  for (const call of calls) {
    if (call.type !== 'O') continue;
    const entry = byName.get(call.category) ?? { calls: 0, minutes: 0, seconds: 0 };
    entry.calls += 1;
    entry.minutes += startedMinutes(call.duration);
    entry.seconds += call.duration;
    byName.set(call.category, entry);
  }
  const entries = [...byName.values()];
  const minutes = entries.reduce((sum, e) => sum + e.minutes, 0);
  const seconds = entries.reduce((sum, e) => sum + e.seconds, 0);
  let offset = 0;
  const categories = [...byName.entries()]
    .sort((a, b) => b[1].minutes - a[1].minutes)
    .map(([name, e]) => {
      const percentage = minutes === 0 ? 0 : round1((e.minutes / minutes) * 100);
      const category = {
        name,
        totalCalls: e.calls,
        totalMinutes: e.minutes,
        totalSeconds: e.seconds,
        percentage,
        circlePiece: percentage,
        circleDistance: round1(25 - offset),
      };
      offset += percentage;
      return category;
    });
  return { minutes, seconds, categories };
}

/** A call as the lists send it, with what it costs (rated with the rest of its month). */
function callRecord(row: CallRow, rated: RatedCall | undefined): CallRecord {
  return {
    id: row.id,
    type: row.type,
    calledNumber: row.called_number,
    telephoneNumber: row.telephone_number,
    date: localDate(row.started_at),
    time: localTime(row.started_at),
    duration: row.duration,
    charge: rated?.charge ?? 'free',
    cost: (rated?.costCents ?? 0) / 100,
  };
}

/** Usage, call lists of the current and previous month with their costs, and mailing them as CSV. */
export function usageRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  /** A month's calls, newest first, each with what it costs. */
  async function monthCalls(customerId: number, periodStart: string): Promise<MonthCalls> {
    const { calls, rated } = await ratedMonth(db, customerId, periodStart, clock.now());
    return { periodStart, calls: calls.map((row, i) => callRecord(row, rated[i])).reverse() };
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
  app.get('/usage', usage, async (request): Promise<Usage> => {
    const me = caller(request);
    const now = clock.now();
    const rows = await db.query<CallRow>(
      `SELECT id, type, category, called_number, telephone_number, started_at, duration FROM calls
        WHERE customer_id = $1 AND started_at >= $2 AND started_at <= $3`,
      [me.customerId, zonedMoment(firstOfMonth(localDate(now))), now],
    );
    const { minutes, seconds, categories } = usageCategories(rows);
    const last = rows.reduce<Date | null>(
      (latest, r) => (latest === null || r.started_at > latest ? r.started_at : latest),
      null,
    );
    return {
      lastUpdated: (last ?? now).toISOString(),
      totalMinutesCalled: minutes,
      totalSecondsCalled: seconds,
      categories,
    };
  });

  const calls = {
    config: allow('usage'),
    schema: {
      operationId: 'getUsageCurrentAndPreviousMonth',
      tags: [TAG.usage],
      summary: 'The calls of this month and the last',
      description: 'Every call of both months, newest first, with how it is paid and what it costs.',
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
        description: `The calls of ${month} as a CSV attachment, mailed to the caller; the path names that month and year.`,
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
      await deps.limits.mail(me, me.email);
      const { calls } = await monthCalls(me.customerId, periodStart);
      const period = `${String(expected.month).padStart(2, '0')}-${expected.year}`;
      // The same rows as the page's CSV download, as a file: a mail client need not read it as text.
      const attachment = {
        filename: usageText.csvFileName(periodStart),
        contentType: 'text/csv; charset=utf-8',
        content: callsCsv(calls.map(callRow)),
      };
      await sendMail(deps.mailer, {
        to: me.email,
        subject: t.usage.subject(period),
        text: t.usage.body(period, calls.length),
        attachments: [attachment],
      });
      return { message: t.usage.sent(me.email) };
    });
  }
}
