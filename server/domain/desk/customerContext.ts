import type { DeskCustomer } from '../../../src/api/deskContract';
import type { DeskOpenRequest, OpenRequestKind } from '../../../src/api/deskCustomerContract';
import { costLimits } from '../../../src/validation/costLimits';
import { localDate } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { TICKET_TYPE_EXTRA_NUMBER, ticketStatuses } from '../catalogue';
import { currentCost } from '../costControl';
import { numbersText } from '../porting/portingStore';

/** How long an extra user takes to be set up (requirements §7: at most 15 minutes): open until then. */
const EXTRA_USER_SETUP_MINUTES = 15;
/** Login attempts the panel lists. */
const LOGINS_SHOWN = 3;
/** Invoices the panel lists. */
const INVOICES_SHOWN = 3;

type Context = Pick<
  DeskCustomer,
  'phoneNumbers' | 'blockedNumbers' | 'costLimit' | 'openTickets' | 'recentInvoices' | 'recentLogins' | 'openRequests'
>;

interface FactsRow {
  numbers: Array<{ number: string; name: string }> | null;
  blocked: string[] | null;
  monthly_limit: number | null;
  has_limit_row: boolean;
  blocked_until: string | null;
  level: number | null;
  open_tickets: number;
  invoices: Array<{ id: number; number: string; date: string; amount: number }> | null;
  logins: Array<{
    at: string;
    fullName: string;
    outcome: DeskCustomer['recentLogins'][number]['outcome'];
    device: string;
  }> | null;
}

/** A request's 'Key: value' line (extra-number requests are tickets written so, docs/api.md). */
const requestLine = (message: string, key: string): string =>
  new RegExp(`^\\s*${key}:\\s*(.*)$`, 'im').exec(message)?.[1]?.trim() ?? '';

/** Extra users still being set up, extra-number requests not closed and porting requests that run, oldest first. */
async function openRequests(q: Queryable, customerId: number, now: Date): Promise<DeskOpenRequest[]> {
  const since = new Date(now.getTime() - EXTRA_USER_SETUP_MINUTES * 60_000);
  const users = await q.query<{ stored_value: string; created_at: Date }>(
    `SELECT stored_value, created_at FROM extra_users
      WHERE customer_id = $1 AND cancelled_at IS NULL AND created_at > $2 ORDER BY created_at, id`,
    [customerId, since],
  );
  const numbers = await q.query<{ id: number; message: string; created_at: Date }>(
    `SELECT id, message, created_at FROM tickets
      WHERE customer_id = $1 AND type_id = ${TICKET_TYPE_EXTRA_NUMBER} AND status_id <> ${ticketStatuses.closed}
      ORDER BY created_at, id`,
    [customerId],
  );
  const porting = await q.query<{ first_number: string; last_number: string; number_count: number; created_at: Date }>(
    `SELECT first_number, last_number, number_count, created_at FROM porting_requests
      WHERE customer_id = $1 AND status IN ('requested', 'delayed', 'approved', 'planned') ORDER BY created_at, id`,
    [customerId],
  );
  const numberKind = (message: string): OpenRequestKind =>
    requestLine(message, 'type') === 'business' ? 'extraBusinessNumber' : 'extraLocalNumber';
  return [
    ...users.map((row) => ({
      kind: 'extraUser' as const,
      requestedAt: row.created_at.toISOString(),
      detail: row.stored_value,
      ticketId: null,
    })),
    ...numbers.map((row) => ({
      kind: numberKind(row.message),
      requestedAt: row.created_at.toISOString(),
      detail: requestLine(row.message, 'postcode'),
      ticketId: row.id,
    })),
    ...porting.map((row) => ({
      kind: 'porting' as const,
      requestedAt: row.created_at.toISOString(),
      detail: numbersText(row),
      ticketId: null,
    })),
  ].sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0));
}

/**
 * What questions are mostly about: the numbers, the blocked numbers, the cost limit with this month's
 * costs, open questions, the newest invoices and logins, and requests still being carried out.
 */
export async function customerContext(q: Queryable, customerId: number, now: Date): Promise<Context> {
  const today = localDate(now);
  // One after the other: inside a transaction the queries share one connection.
  const [facts] = await q.query<FactsRow>(
    `SELECT
         (SELECT json_agg(json_build_object('number', n.phone_number, 'name', n.name) ORDER BY n.sort, n.id)
            FROM phone_numbers n WHERE n.customer_id = $1) AS numbers,
         (SELECT json_agg(b.number ORDER BY b.created_at, b.number) FROM blocked_numbers b WHERE b.customer_id = $1)
           AS blocked,
         l.monthly_limit, l.customer_id IS NOT NULL AS has_limit_row, l.blocked_until::text AS blocked_until,
         (SELECT max(substr(a.kind, 7)::int) FROM usage_alerts a
           WHERE a.customer_id = $1 AND a.period = $2 AND a.kind LIKE 'limit-%') AS level,
         (SELECT count(*)::int FROM tickets t WHERE t.customer_id = $1 AND t.status_id <> $3
             AND t.type_id <> $4) AS open_tickets,
         (SELECT json_agg(i ORDER BY i.ord) FROM (
            SELECT id, number, update_date::text AS date, price_vat::float AS amount,
                   row_number() OVER (ORDER BY update_date DESC, id DESC) AS ord
              FROM invoices WHERE customer_id = $1 ORDER BY update_date DESC, id DESC LIMIT $5) i) AS invoices,
         (SELECT json_agg(e ORDER BY e.ord) FROM (
            SELECT e.at, u.full_name AS "fullName", e.outcome, e.device,
                   row_number() OVER (ORDER BY e.at DESC, e.id DESC) AS ord
              FROM login_events e JOIN users u ON u.id = e.user_id
             WHERE u.customer_id = $1 ORDER BY e.at DESC, e.id DESC LIMIT $6) e) AS logins
       FROM (SELECT $1::int AS id) c
       LEFT JOIN usage_limits l ON l.customer_id = c.id`,
    [customerId, today.slice(0, 7), ticketStatuses.closed, TICKET_TYPE_EXTRA_NUMBER, INVOICES_SHOWN, LOGINS_SHOWN],
  );
  const cost = await currentCost(q, customerId, now);
  const requests = await openRequests(q, customerId, now);
  const monthlyLimit = facts?.has_limit_row ? facts.monthly_limit : costLimits.monthlyLimitDefault;
  return {
    phoneNumbers: facts?.numbers ?? [],
    blockedNumbers: facts?.blocked ?? [],
    costLimit: {
      monthlyLimit: monthlyLimit === null ? null : Number(monthlyLimit),
      blockedUntil: facts?.blocked_until && facts.blocked_until > today ? facts.blocked_until : null,
      level: monthlyLimit === null ? null : (facts?.level ?? null),
      spentThisMonth: Math.round(cost.spentCents) / 100,
    },
    openTickets: facts?.open_tickets ?? 0,
    recentInvoices: (facts?.invoices ?? []).map(({ id, number, date, amount }) => ({ id, number, date, amount })),
    recentLogins: (facts?.logins ?? []).map(({ at, fullName, outcome, device }) => ({
      at: new Date(at).toISOString(),
      fullName,
      outcome,
      device,
    })),
    openRequests: requests,
  };
}
