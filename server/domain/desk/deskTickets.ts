import type { Diagnostics, Platform } from '../../../src/api/contract';
import type {
  DeskAccountPerson,
  DeskConversationEntry,
  DeskCustomer,
  DeskLog,
  DeskLogSummary,
  DeskTicket,
} from '../../../src/api/deskContract';
import { localDate } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { TICKET_TYPE_EXTRA_NUMBER, ticketStatuses } from '../catalogue';
import { maskIban } from '../pdf';
import type { MessageColumns, TicketColumns } from '../ticketRows';
import {
  currentSubscription,
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  type SubscriptionRow,
} from '../views/subscription';
import { customerContext } from './customerContext';
import { ticketNotes } from './notes';
import { workflowFields, type WorkflowRow } from './responseTimes';

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
                           WHERE customer_id = c.id AND role = 'beheerder' AND deleted_at IS NULL
                           ORDER BY id LIMIT 1) u ON true
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
  const context = await customerContext(q, row.id, now);
  return {
    id: row.id,
    customerNumber: row.poc,
    name: [row.firstname, row.prefix, row.lastname].filter(Boolean).join(' '),
    company: row.company,
    email: row.email ?? '',
    active: row.active ?? false,
    ibanMasked: row.iban ? maskIban(row.iban) : '',
    subscription: current ? { name: current.name, status: current.status } : null,
    ...context,
  };
}

interface TicketRow extends WorkflowRow, TicketColumns {
  merged_into: number | null;
  customer_id: number;
}
interface MessageRow extends MessageColumns {
  id: number;
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

/**
 * One ticket with its customer, conversation, internal notes and the logs sent with it, as `staffId`
 * sees it (unread for them when they are its assignee); null when there is none.
 */
export async function deskTicket(
  q: Queryable,
  ticketId: number,
  now: Date,
  staffId: number,
): Promise<DeskTicket | null> {
  const [ticket] = await q.query<TicketRow>(
    `SELECT t.id, t.customer_id, t.type_id, t.status_id, t.subject, t.message, t.created_at, t.locked,
            t.merged_into, t.assignee_id, s.full_name AS assignee_name, t.reply_due_at, t.first_reply_at,
            (t.assignee_id = $2 AND (t.assignee_read_at IS NULL OR EXISTS (SELECT 1 FROM ticket_messages m
               WHERE m.ticket_id = t.id AND NOT m.is_employee AND m.created_at > t.assignee_read_at))) AS unread
       FROM tickets t LEFT JOIN staff s ON s.id = t.assignee_id WHERE t.id = $1`,
    [ticketId, staffId],
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
    ...workflowFields(ticket, now),
    notes: await ticketNotes(q, ticketId),
    latestEntryId: messages.reduce((latest, m) => Math.max(latest, m.id), 0),
    mergedInto: ticket.merged_into,
    mergeCandidates: ticket.merged_into === null ? await mergeCandidates(q, ticket.id, ticket.customer_id) : [],
  };
}

/**
 * The customer's other questions that can join this one ('Samenvoegen'): not closed (a merged one is
 * closed) and not a request for an extra number, newest first.
 */
async function mergeCandidates(
  q: Queryable,
  ticketId: number,
  customerId: number,
): Promise<DeskTicket['mergeCandidates']> {
  const rows = await q.query<{ id: number; subject: string; created_at: Date; status_id: number }>(
    `SELECT id, subject, created_at, status_id FROM tickets
      WHERE customer_id = $1 AND id <> $2 AND status_id <> ${ticketStatuses.closed}
        AND type_id <> ${TICKET_TYPE_EXTRA_NUMBER}
      ORDER BY created_at DESC, id DESC LIMIT 50`,
    [customerId, ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    creationTime: row.created_at.toISOString(),
    statusId: row.status_id,
  }));
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
