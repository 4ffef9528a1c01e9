import type { AuditAction } from '../../src/api/deskContract';
import type { Queryable } from '../db/db';

/**
 * Owner of `staff_audit` (docs/architecture.md, "Who writes a table"): what the desk's staff did,
 * appended only (the database refuses UPDATE and DELETE, server/db/appendOnly.ts).
 */

export async function insertAuditEntry(
  q: Queryable,
  entry: {
    at: Date;
    staffId: number;
    action: AuditAction;
    ticketId: number | null;
    customerId: number | null;
    logId: number | null;
    detail: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO staff_audit (at, staff_id, action, ticket_id, customer_id, log_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.at, entry.staffId, entry.action, entry.ticketId, entry.customerId, entry.logId, entry.detail],
  );
}
