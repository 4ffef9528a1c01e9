import type { AuditAction, AuditEntry } from '../../../src/api/deskContract';
import type { Queryable } from '../../db/db';
import { insertAuditEntry } from '../../tables/staffAudit';

/** What an audit entry is about; ids only, never the text of a ticket or a log. */
export interface AuditTarget {
  ticketId?: number;
  customerId?: number;
  logId?: number;
  detail?: string;
}

/** How many entries the desk's audit page shows, newest first. */
export const AUDIT_PAGE = 500;

/** Appends one entry to the audit (table staff_audit, append-only: the database refuses UPDATE and DELETE). */
export async function audit(
  q: Queryable,
  staff: { staffId: number },
  action: AuditAction,
  target: AuditTarget,
  now: Date,
): Promise<void> {
  await insertAuditEntry(q, {
    at: now,
    staffId: staff.staffId,
    action,
    ticketId: target.ticketId ?? null,
    customerId: target.customerId ?? null,
    logId: target.logId ?? null,
    detail: target.detail ?? '',
  });
}

/** A search of the queue that names customers: their number or its start. */
export const CUSTOMER_NUMBER_SEARCH = /^\d{1,20}$/;

/** The queue polls with its search every 30 s: the same search by the same staff member counts once a quarter hour. */
const REPEAT_SEARCH_MS = 15 * 60_000;

/**
 * Records a search of the queue by customer number (the tickets of a customer are as telling as
 * opening them): the customer when the number is a whole one, else the digits searched for. Polls
 * of the same search within a quarter hour are not recorded again.
 */
export async function auditCustomerSearch(
  q: Queryable,
  staff: { staffId: number },
  term: string,
  now: Date,
): Promise<void> {
  const [customer] = await q.query<{ id: number }>('SELECT id FROM customers WHERE poc = $1', [term]);
  const target: AuditTarget = customer ? { customerId: customer.id } : { detail: term };
  const [recent] = await q.query(
    `SELECT 1 FROM staff_audit
      WHERE staff_id = $1 AND action = 'queue.search' AND at > $2
        AND customer_id IS NOT DISTINCT FROM $3 AND detail = $4 LIMIT 1`,
    [staff.staffId, new Date(now.getTime() - REPEAT_SEARCH_MS), target.customerId ?? null, target.detail ?? ''],
  );
  if (!recent) await audit(q, staff, 'queue.search', target, now);
}

interface AuditRow {
  id: number;
  at: Date;
  full_name: string;
  email: string;
  action: AuditAction;
  ticket_id: number | null;
  poc: string | null;
  log_id: number | null;
  detail: string;
}

/** The newest entries, with the staff member's name and the customer's number. */
export async function auditEntries(q: Queryable): Promise<AuditEntry[]> {
  const rows = await q.query<AuditRow>(
    `SELECT a.id, a.at, s.full_name, s.email, a.action, a.ticket_id, c.poc, a.log_id, a.detail
       FROM staff_audit a JOIN staff s ON s.id = a.staff_id LEFT JOIN customers c ON c.id = a.customer_id
      ORDER BY a.at DESC, a.id DESC LIMIT ${AUDIT_PAGE}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    staffName: row.full_name,
    staffEmail: row.email,
    action: row.action,
    ticketId: row.ticket_id,
    customerNumber: row.poc,
    logId: row.log_id,
    detail: row.detail,
  }));
}
