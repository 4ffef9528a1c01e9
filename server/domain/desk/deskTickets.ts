import type { Diagnostics, Platform } from '../../../src/api/contract';
import type {
  DeskAccountPerson,
  DeskConversationEntry,
  DeskCustomer,
  DeskLog,
  DeskLogSummary,
  DeskQueueItem,
  DeskTicket,
} from '../../../src/api/deskContract';
import { localDate } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { TICKET_TYPE_EXTRA_NUMBER } from '../catalogue';
import { maskIban } from '../pdf';
import {
  currentSubscription,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  type SubscriptionRow,
} from '../views/subscription';

/** The queue shows at most this many tickets (newest activity first); a search narrows it. */
export const QUEUE_LIMIT = 300;

export interface QueueFilter {
  statusId: number | null;
  /** A customer number (its start) or a part of the subject. */
  search: string | null;
  customerId: number | null;
}

interface QueueRow {
  id: number;
  type_id: number;
  status_id: number;
  subject: string;
  locked: boolean;
  created_at: Date;
  last_activity: Date;
  unanswered: number;
  poc: string;
}

/** A search term inside LIKE, its wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Every customer's tickets for the desk's queue, newest activity first. `unanswered` counts the
 * customer's messages (the question included) since an employee last answered with a message.
 */
export async function queue(q: Queryable, filter: QueueFilter): Promise<DeskQueueItem[]> {
  const search = filter.search?.trim() ? likeLiteral(filter.search.trim()) : null;
  const rows = await q.query<QueueRow>(
    `WITH answered AS (
       SELECT ticket_id, max(created_at) AS at FROM ticket_messages
        WHERE is_employee AND message <> '' GROUP BY ticket_id),
     latest AS (SELECT ticket_id, max(created_at) AS at FROM ticket_messages GROUP BY ticket_id)
     SELECT t.id, t.type_id, t.status_id, t.subject, t.locked, t.created_at, c.poc,
            greatest(t.created_at, coalesce(l.at, t.created_at)) AS last_activity,
            (CASE WHEN a.at IS NULL THEN 1 ELSE 0 END) +
            (SELECT count(*)::int FROM ticket_messages m
              WHERE m.ticket_id = t.id AND NOT m.is_employee AND (a.at IS NULL OR m.created_at > a.at)) AS unanswered
       FROM tickets t JOIN customers c ON c.id = t.customer_id
       LEFT JOIN answered a ON a.ticket_id = t.id LEFT JOIN latest l ON l.ticket_id = t.id
      WHERE ($1::int IS NULL OR t.status_id = $1)
        AND ($2::text IS NULL OR c.poc LIKE $2 || '%' OR t.subject ILIKE '%' || $2 || '%')
        AND ($3::int IS NULL OR t.customer_id = $3)
      ORDER BY last_activity DESC, t.id DESC LIMIT ${QUEUE_LIMIT}`,
    [filter.statusId, search, filter.customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    typeId: row.type_id,
    extraNumberRequest: row.type_id === TICKET_TYPE_EXTRA_NUMBER,
    customerNumber: row.poc,
    subject: row.subject,
    statusId: row.status_id,
    locked: row.locked,
    unanswered: row.unanswered,
    creationTime: row.created_at.toISOString(),
    lastActivity: row.last_activity.toISOString(),
  }));
}

interface CustomerRow {
  id: number;
  poc: string;
  firstname: string;
  prefix: string;
  lastname: string;
  company: string;
  iban: string;
  email: string | null;
  active: boolean | null;
}

/** A customer as staff see it (no password, token or full IBAN); null when there is none with that id or number. */
export async function deskCustomer(
  q: Queryable,
  by: { id: number } | { customerNumber: string },
  now: Date,
): Promise<DeskCustomer | null> {
  const [row] = await q.query<CustomerRow>(
    `SELECT c.id, c.poc, c.firstname, c.prefix, c.lastname, c.company, c.iban, u.email, u.active
       FROM customers c
       LEFT JOIN LATERAL (SELECT email, active FROM users
                           WHERE customer_id = c.id AND role = 'beheerder' AND deleted_at IS NULL ORDER BY id LIMIT 1) u ON true
      WHERE ${'id' in by ? 'c.id = $1' : 'c.poc = $1'}`,
    ['id' in by ? by.id : by.customerNumber],
  );
  if (!row) return null;
  const [subscription] = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [row.id],
  );
  const current = subscription ? currentSubscription(subscription, localDate(now)) : null;
  return {
    id: row.id,
    customerNumber: row.poc,
    name: [row.firstname, row.prefix, row.lastname].filter(Boolean).join(' '),
    company: row.company,
    email: row.email ?? '',
    active: row.active ?? false,
    ibanMasked: row.iban ? maskIban(row.iban) : '',
    subscription: current ? { name: current.name, status: current.status } : null,
  };
}

interface TicketRow {
  id: number;
  customer_id: number;
  type_id: number;
  status_id: number;
  subject: string;
  message: string;
  created_at: Date;
  locked: boolean;
}
interface MessageRow {
  id: number;
  message: string;
  created_at: Date;
  is_employee: boolean;
  status_change: string | null;
  staff_name: string | null;
}
interface LogRow {
  id: number;
  message_id: number | null;
  created_at: Date;
  app_version: string;
  platform: Platform;
  width: number;
  height: number;
  actions: number;
}

/** The ticket's customer id, or null when there is no such ticket. */
export async function ticketCustomer(q: Queryable, ticketId: number): Promise<number | null> {
  const [row] = await q.query<{ customer_id: number }>('SELECT customer_id FROM tickets WHERE id = $1', [ticketId]);
  return row?.customer_id ?? null;
}

/** One ticket with its customer, conversation and the logs sent with it; null when there is none. */
export async function deskTicket(q: Queryable, ticketId: number, now: Date): Promise<DeskTicket | null> {
  const [ticket] = await q.query<TicketRow>(
    `SELECT id, customer_id, type_id, status_id, subject, message, created_at, locked FROM tickets WHERE id = $1`,
    [ticketId],
  );
  if (!ticket) return null;
  const customer = await deskCustomer(q, { id: ticket.customer_id }, now);
  if (!customer) return null;
  const messages = await q.query<MessageRow>(
    `SELECT m.id, m.message, m.created_at, m.is_employee, m.status_change, s.full_name AS staff_name
       FROM ticket_messages m LEFT JOIN staff s ON s.id = m.staff_id
      WHERE m.ticket_id = $1 ORDER BY m.created_at, m.id`,
    [ticketId],
  );
  // The summary only: the actions themselves are read when a log is opened (and audited then).
  const logs = await q.query<LogRow>(
    `SELECT id, message_id, created_at, data->>'appVersion' AS app_version, data->>'platform' AS platform,
            (data->'viewport'->>'width')::int AS width, (data->'viewport'->>'height')::int AS height,
            json_array_length(data->'actions') AS actions
       FROM ticket_diagnostics WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
  const logOf = new Map(logs.filter((log) => log.message_id !== null).map((log) => [log.message_id, log.id]));
  const conversation: DeskConversationEntry[] = messages.map((m) => ({
    message: m.message,
    creationTime: m.created_at.toISOString(),
    isEmployee: m.is_employee,
    statusChange: m.status_change,
    staffName: m.staff_name ?? '',
    logId: logOf.get(m.id) ?? null,
  }));
  const logSummaries: DeskLogSummary[] = logs.map((log) => ({
    id: log.id,
    source: log.message_id === null ? 'ticket' : 'reply',
    createdAt: log.created_at.toISOString(),
    appVersion: log.app_version,
    platform: log.platform,
    viewport: { width: log.width, height: log.height },
    actions: log.actions,
  }));
  return {
    id: ticket.id,
    typeId: ticket.type_id,
    extraNumberRequest: ticket.type_id === TICKET_TYPE_EXTRA_NUMBER,
    statusId: ticket.status_id,
    subject: ticket.subject,
    message: ticket.message,
    creationTime: ticket.created_at.toISOString(),
    locked: ticket.locked,
    customer,
    conversation,
    logs: logSummaries,
  };
}

/** One log of a ticket, as sent; null when the ticket has no log with that id. */
export async function deskLog(q: Queryable, ticketId: number, logId: number): Promise<DeskLog | null> {
  const [row] = await q.query<{ id: number; message_id: number | null; data: Diagnostics; created_at: Date }>(
    'SELECT id, message_id, data, created_at FROM ticket_diagnostics WHERE id = $1 AND ticket_id = $2',
    [logId, ticketId],
  );
  if (!row) return null;
  return {
    id: row.id,
    ticketId,
    source: row.message_id === null ? 'ticket' : 'reply',
    createdAt: row.created_at.toISOString(),
    diagnostics: row.data,
  };
}

/** The people of a customer's account with their roles, the account holder first (no password or secret). */
export async function accountPeople(q: Queryable, customerId: number): Promise<DeskAccountPerson[]> {
  const rows = await q.query<{
    full_name: string;
    email: string;
    role: DeskAccountPerson['role'];
    account_holder: boolean;
    two_step: boolean;
  }>(
    `SELECT full_name, email, role, account_holder, (two_step = 1 OR totp_secret IS NOT NULL) AS two_step
       FROM users WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY account_holder DESC, id`,
    [customerId],
  );
  return rows.map((row) => ({
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    accountHolder: row.account_holder,
    twoStep: row.two_step,
  }));
}
