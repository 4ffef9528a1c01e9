import type { Diagnostics, TicketDiagnosticsResponse } from '../../src/api/contract';
import { diagnosticsLimits } from '../../src/validation/diagnosticsLimits';
import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { insertDiagnostics } from '../tables/ticketDiagnostics';

/**
 * Body limit of the two ticket calls that may carry a log: the log's own limit plus room for the
 * subject and message (the other calls keep the server's 64 KB).
 */
export const TICKET_BODY_LIMIT = diagnosticsLimits.maxBytes + 32 * 1024;

/** The size of a log as stored (UTF-8 bytes of its JSON); 0 without one. */
export function diagnosticsBytes(diagnostics: Diagnostics | undefined): number {
  return diagnostics ? Buffer.byteLength(JSON.stringify(diagnostics), 'utf8') : 0;
}

/**
 * Stores the log sent with a new ticket (messageId null) or with a reply, if one was sent; refuses one
 * over the limit.
 */
export async function storeDiagnostics(
  q: Queryable,
  { ticketId, messageId }: { ticketId: number; messageId: number | null },
  diagnostics: Diagnostics | undefined,
  now: Date,
): Promise<void> {
  if (!diagnostics) return;
  const json = JSON.stringify(diagnostics);
  if (Buffer.byteLength(json, 'utf8') > diagnosticsLimits.maxBytes) throw badRequest(t.tickets.diagnosticsTooLarge);
  await insertDiagnostics(q, ticketId, messageId, json, now);
}

/** Every log attached to a ticket, oldest first (the desk's download for support staff). */
export async function loadDiagnostics(q: Queryable, ticketId: number): Promise<TicketDiagnosticsResponse['logs']> {
  const rows = await q.query<{ id: number; message_id: number | null; data: Diagnostics; created_at: Date }>(
    'SELECT id, message_id, data, created_at FROM ticket_diagnostics WHERE ticket_id = $1 ORDER BY id',
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    source: row.message_id === null ? ('ticket' as const) : ('reply' as const),
    createdAt: row.created_at.toISOString(),
    diagnostics: row.data,
  }));
}
