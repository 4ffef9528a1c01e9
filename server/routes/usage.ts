import { Type } from '@sinclair/typebox';
import {
  CallsResponse,
  MessageBody,
  Usage,
  type CallRecord,
  type MonthCalls,
  type UsageCategory,
} from '../../src/api/contract';
import { csvCell } from '../../src/text/csvCell';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { addMonths, firstOfMonth, localDate, localTime, monthAndYear, zonedMoment } from '../dates';
import type { Api, Deps } from '../deps';
import { badRequest } from '../http/errors';
import { TAG } from '../http/openapi';
import { ADMIN } from '../http/routeOptions';
import { sendMail } from '../mail';
import { t } from '../text';

/** The call type of outgoing calls; every other type is incoming. */
const CALL_TYPE_OUTGOING = 'O';
const CALL_COLUMNS = 'id, type, category, called_number, telephone_number, started_at, duration';
const Poc = Type.String({ maxLength: 20 });
/** Month and year of the download path, checked against the month the path names. */
const DownloadParams = Type.Object({
  poc: Poc,
  month: Type.String({ maxLength: 2 }),
  year: Type.String({ maxLength: 4 }),
});

interface CallRow {
  id: number;
  type: string;
  category: string;
  called_number: string;
  telephone_number: string;
  started_at: Date;
  duration: number;
}

/** Billed minutes: every started minute counts (requirements §9). */
const billedMinutes = (seconds: number): number => Math.ceil(seconds / 60);
const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Usage per category for the donut chart. The circle has a circumference of 100, so a category's
 * piece is its percentage and its distance is the stroke offset where it starts (25 = top).
 */
export function usageCategories(calls: CallRow[]): { total: number; categories: UsageCategory[] } {
  const outgoing = calls.filter((c) => c.type === CALL_TYPE_OUTGOING);
  const byName = new Map<string, { calls: number; minutes: number }>();
  for (const call of outgoing) {
    const entry = byName.get(call.category) ?? { calls: 0, minutes: 0 };
    entry.calls += 1;
    entry.minutes += billedMinutes(call.duration);
    byName.set(call.category, entry);
  }
  const total = [...byName.values()].reduce((sum, e) => sum + e.minutes, 0);
  let offset = 0;
  const categories = [...byName.entries()]
    .sort((a, b) => b[1].minutes - a[1].minutes)
    .map(([name, e]) => {
      const percentage = total === 0 ? 0 : round1((e.minutes / total) * 100);
      const category = {
        name,
        totalCalls: e.calls,
        totalMinutes: e.minutes,
        percentage,
        circlePiece: percentage,
        circleDistance: round1(25 - offset),
      };
      offset += percentage;
      return category;
    });
  return { total, categories };
}

function callRecord(row: CallRow): CallRecord {
  return {
    id: row.id,
    type: row.type,
    calledNumber: row.called_number,
    telephoneNumber: row.telephone_number,
    date: localDate(row.started_at),
    time: localTime(row.started_at),
    duration: row.duration,
  };
}

/** Usage, call lists of the current and previous month, and mailing them as CSV. */
export function usageRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  async function monthCalls(customerId: number, periodStart: string): Promise<MonthCalls> {
    const rows = await db.query<CallRow>(
      `SELECT ${CALL_COLUMNS} FROM calls
        WHERE customer_id = $1 AND started_at >= $2 AND started_at < $3 AND started_at <= $4
        ORDER BY started_at DESC, id DESC`,
      [customerId, zonedMoment(periodStart), zonedMoment(addMonths(periodStart, 1)), clock.now()],
    );
    return { periodStart, calls: rows.map(callRecord) };
  }

  const usage = {
    config: ADMIN,
    schema: {
      operationId: 'getUsage',
      tags: [TAG.usage],
      summary: 'The call usage of this month',
      description: 'Outgoing minutes per category of the current month, with the pieces of a donut chart.',
      response: { 200: Usage },
    },
  };
  app.get('/usage', usage, async (request): Promise<Usage> => {
    const me = caller(request);
    const now = clock.now();
    const start = firstOfMonth(localDate(now));
    const rows = await db.query<CallRow>(
      `SELECT ${CALL_COLUMNS} FROM calls WHERE customer_id = $1 AND started_at >= $2 AND started_at <= $3`,
      [me.customerId, zonedMoment(start), now],
    );
    const { total, categories } = usageCategories(rows);
    const last = rows.reduce<Date | null>(
      (latest, r) => (latest === null || r.started_at > latest ? r.started_at : latest),
      null,
    );
    return { lastUpdated: (last ?? now).toISOString(), totalMinutesCalled: total, categories };
  });

  const calls = {
    config: ADMIN,
    schema: {
      operationId: 'getUsageCurrentAndPreviousMonth',
      tags: [TAG.usage],
      summary: 'The calls of this month and the last',
      description: 'Every call of both months, newest first.',
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
      config: ADMIN,
      schema: {
        operationId,
        tags: [TAG.usage],
        summary: `Mail the calls of ${month}`,
        description: `The calls of ${month} as CSV, mailed to the caller; the path names that month and year.`,
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
      const csv = [
        t.usage.csvHeader,
        ...calls.map((c) =>
          [c.date, c.time, c.type, c.calledNumber, c.telephoneNumber, String(c.duration)].map(csvCell).join(';'),
        ),
      ].join('\n');
      const period = `${String(expected.month).padStart(2, '0')}-${expected.year}`;
      await sendMail(deps.mailer, { to: me.email, subject: t.usage.subject(period), text: t.usage.body(period) + csv });
      return { message: t.usage.sent(me.email) };
    });
  }
}
