import { deskWorkflowText as text } from '../../base/deskWorkflowText';
import { badRequest, conflict, notFound } from '../../base/httpError';
import type { Queryable } from '../../db/db';
import { moveDiagnostics } from '../../tables/ticketDiagnostics';
import { moveNotes } from '../../tables/ticketNotes';
import { insertMergedQuestion, lockTicketsForMerge, mergeTicketRows } from '../../tables/tickets';
import { TICKET_TYPE_EXTRA_NUMBER, ticketStatuses } from '../catalogue';

/**
 * Merges ticket `otherId` into `targetId` (same customer only): the other's question becomes an
 * entry of the conversation at its own time, its replies, logs and notes move along, and the other is
 * closed and locked with a pointer (`merged_into`), so its address leads to the merged ticket.
 * Returns the customer of both.
 */
export async function mergeTickets(q: Queryable, targetId: number, otherId: number): Promise<number> {
  if (targetId === otherId) throw badRequest(text.mergeSelf);
  const rows = await lockTicketsForMerge(q, targetId, otherId);
  const target = rows.find((row) => row.id === targetId);
  const other = rows.find((row) => row.id === otherId);
  if (!target) throw notFound();
  if (!other) throw notFound(text.mergeUnknown);
  if (target.customer_id !== other.customer_id) throw badRequest(text.mergeOtherCustomer);
  if (target.merged_into !== null || other.merged_into !== null) throw conflict(text.mergeAlready);
  // A request for an extra number is carried out on its own ticket: merged away it would vanish from the requests.
  if (target.type_id === TICKET_TYPE_EXTRA_NUMBER || other.type_id === TICKET_TYPE_EXTRA_NUMBER)
    throw badRequest(text.mergeRequest);

  const questionId = await insertMergedQuestion(
    q,
    targetId,
    text.mergedQuestion(other.subject, other.message),
    other.created_at,
  );
  await moveDiagnostics(q, targetId, otherId, questionId);
  await moveNotes(q, targetId, otherId);
  await mergeTicketRows(q, targetId, otherId, ticketStatuses.closed);
  return target.customer_id;
}
