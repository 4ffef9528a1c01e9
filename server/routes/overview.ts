import type { FastifyBaseLogger } from 'fastify';
import {
  OverviewResponse,
  type OverviewInvoice,
  type OverviewMonth,
  type OverviewNumbers,
  type OverviewPartName,
  type OverviewSubscription,
  type OverviewSupport,
} from '../../src/api/overview';
import { panelRights } from '../../src/api/overviewPanels';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/guard';
import { localDate } from '../base/dates';
import { extraCounts } from '../domain/bundles';
import { ticketStatuses } from '../domain/catalogue';
import { listInvoices } from '../domain/invoicing/invoiceRecord';
import { blockedNumbers } from '../domain/views/blockedNumbers';
import { readCredit } from '../domain/views/credit';
import { readNumbers } from '../domain/views/numbers';
import { readSubscriptions } from '../domain/views/subscription';
import { loadTickets, ticketCategoryOf } from '../domain/views/tickets';
import { readUsage } from '../domain/views/usage';
import { limitView } from '../domain/views/usageLimit';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

type Part<T> = { status: 'ok'; data: T } | { status: 'hidden' | 'failed'; data: null };

/**
 * One part of the overview: read only when the caller may see it; a part that fails is logged and
 * answered as 'failed', so the other panels still show.
 */
async function part<T>(name: OverviewPartName, allowed: boolean, read: () => Promise<T>, log: FastifyBaseLogger) {
  if (!allowed) return { status: 'hidden', data: null } satisfies Part<T>;
  try {
    return { status: 'ok', data: await read() } satisfies Part<T>;
  } catch (error) {
    log.error({ err: error, part: name }, 'overview part failed');
    return { status: 'failed', data: null } satisfies Part<T>;
  }
}

/**
 * Each part calls the reader its detail page's route answers with (domain/views/), so the figures
 * are the page's own.
 */
function readers(deps: Deps, me: AuthContext, now: Date) {
  const { db } = deps;
  return {
    async month(): Promise<OverviewMonth> {
      const limit = await limitView(db, me.customerId, now);
      const usage = await readUsage(db, me.customerId, now);
      const credit = limit.kind === 'prepaid' ? await readCredit(db, me.customerId, me.email) : null;
      return {
        limit,
        totalMinutesCalled: usage.totalMinutesCalled,
        totalSecondsCalled: usage.totalSecondsCalled,
        credit,
      };
    },
    async subscription(): Promise<OverviewSubscription> {
      const subscriptions = await readSubscriptions(db, me.customerId, localDate(now));
      const counts = await extraCounts(db, me.customerId);
      return { subscriptions, extraUsers: counts.users, extraNumbers: counts.numbers };
    },
    async lastInvoice(): Promise<OverviewInvoice> {
      const [newest] = await listInvoices(db, me.customerId);
      return { invoice: newest ?? null };
    },
    async support(): Promise<OverviewSupport> {
      const tickets = await loadTickets(db, me.customerId, null, ticketCategoryOf(me.role));
      const newest = tickets[0];
      return {
        open: tickets.filter((ticket) => ticket.statusId !== ticketStatuses.closed).length,
        unread: tickets.reduce((sum, ticket) => sum + ticket.newMessages, 0),
        newest: newest ? { id: newest.id, subject: newest.subject, statusId: newest.statusId } : null,
      };
    },
    async numbers(withBlocked: boolean): Promise<OverviewNumbers> {
      const { phoneNumbers } = await readNumbers(db, me.userId);
      const blocked = withBlocked ? (await blockedNumbers(db, me.customerId)).numbers.length : null;
      return { numbers: phoneNumbers.length, blocked };
    },
  };
}

/** GET /overview: the desktop overview's panels in one call (beyond the spec: docs/api.md). */
export function overviewRoutes(app: Api, deps: Deps): void {
  const overview = {
    config: { ...allow('own.login'), allowInactive: true },
    schema: {
      operationId: 'getOverview',
      tags: [TAG.dashboard],
      summary: 'The account at a glance',
      description:
        'The figures of the desktop overview, each part read by the same function as its detail call: this ' +
        'month’s costs (GET /usage/limit, /usage, prepaid /credit), the subscription with its bundles, the ' +
        'newest invoice, the support questions and the numbers. A part the caller may not read is "hidden", ' +
        'one that could not be read "failed"; the others still answer.',
      response: { 200: OverviewResponse },
    },
  };
  app.get('/overview', overview, async (request): Promise<OverviewResponse> => {
    const me = caller(request);
    const now = deps.clock.now();
    const [current] = await readSubscriptions(deps.db, me.customerId, localDate(now));
    const rights = panelRights({ role: me.role, active: me.active, accessType: current?.accessType ?? null });
    const read = readers(deps, me, now);
    const log = request.log;
    const [month, subscription, lastInvoice, support, numbers] = await Promise.all([
      part('month', rights.month, read.month, log),
      part('subscription', rights.subscription, read.subscription, log),
      part('lastInvoice', rights.lastInvoice, read.lastInvoice, log),
      part('support', rights.support, read.support, log),
      part('numbers', rights.numbers, () => read.numbers(rights.blockedNumbers), log),
    ]);
    return { month, subscription, lastInvoice, support, numbers };
  });
}
