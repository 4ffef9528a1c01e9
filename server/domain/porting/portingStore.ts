/**
 * A porting request as stored (migration 024), its messages and steps, and the views the customer's
 * routes and the desk answer with.
 */
import type { PortingStep, PortingStepKind, PortingSummary } from '../../../src/api/portingContract';
import { providerName } from '../../../src/validation/portingRules';
import type { Queryable } from '../../db/db';
import type { PortingRow, StepDetail } from '../../tables/porting';

// The writes of the porting tables live with their owner, tables/porting.ts; their names stay importable from here.
export {
  addEvent,
  addMessage,
  MESSAGE,
  releaseNumbers,
  updateRequest,
  type MessageType,
  type PortingChange,
  type PortingParty,
  type PortingRow,
  type StepDetail,
} from '../../tables/porting';

/** The numbers of a request as words: one number, or 'first t/m last (n nummers)'. */
export function numbersText(row: Pick<PortingRow, 'first_number' | 'last_number' | 'number_count'>): string {
  return row.number_count === 1 ? row.first_number : `${row.first_number} t/m ${row.last_number}`;
}

/** The current provider's name as the customer gave it. */
export const donorOf = (row: Pick<PortingRow, 'donor' | 'donor_name'>): string =>
  providerName(row.donor, row.donor_name);

/** The request `id`, locked for the caller's transaction (every step reads it so), of `customerId` when given. */
export async function lockRequest(q: Queryable, id: number, customerId?: number): Promise<PortingRow | null> {
  const [row] = await q.query<PortingRow>(
    `SELECT * FROM porting_requests WHERE id = $1 AND ($2::int IS NULL OR customer_id = $2) FOR UPDATE`,
    [id, customerId ?? null],
  );
  return row ?? null;
}

export async function readRequest(q: Queryable, id: number, customerId?: number): Promise<PortingRow | null> {
  const [row] = await q.query<PortingRow>(
    'SELECT * FROM porting_requests WHERE id = $1 AND ($2::int IS NULL OR customer_id = $2)',
    [id, customerId ?? null],
  );
  return row ?? null;
}

/** The timeline of a request, oldest first. */
export async function readSteps(q: Queryable, requestId: number): Promise<PortingStep[]> {
  const rows = await q.query<{ at: Date; kind: PortingStepKind; detail: StepDetail; by_desk: boolean }>(
    'SELECT at, kind, detail, by_desk FROM porting_events WHERE request_id = $1 ORDER BY at, id',
    [requestId],
  );
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    answerDueAt: row.detail.answerDueAt ?? null,
    firstPossibleDate: row.detail.firstPossibleDate ?? null,
    approvedUntil: row.detail.approvedUntil ?? null,
    moment: row.detail.moment ?? null,
    code: row.detail.code ?? null,
    byDesk: row.by_desk,
  }));
}

export function summaryOf(row: PortingRow): PortingSummary {
  return {
    id: row.id,
    firstNumber: row.first_number,
    lastNumber: row.last_number,
    numberCount: row.number_count,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    plannedAt: row.planned_at ? row.planned_at.toISOString() : null,
    error: row.error_code !== null,
  };
}

/**
 * The requests the lists show (GET /dashboard, GET /numbers): those that run, and those refused in the
 * last 30 days and not sent again yet (the customer sends them again from there); with `performed`
 * (the numbers page) also those performed in the last 30 days, so 'Overgezet' stays to be seen there.
 * `r` is the request, `now` the SQL of the moment.
 */
const shownInLists = (now: string, performed: boolean) => `(r.status IN ('requested', 'delayed', 'approved', 'planned')
  OR (r.status = 'rejected' AND r.closed_at > ${now} - interval '30 days'
      AND NOT EXISTS (SELECT 1 FROM porting_requests n WHERE n.again_of = r.id))
  ${performed ? `OR (r.status = 'performed' AND r.closed_at > ${now} - interval '30 days')` : ''})`;

/** The summaries `shownInLists` as one JSON array (null without any), newest first: a part of a larger query. */
export const shownSummariesJson = (customer: string, now: string, performed = false) => `(
  SELECT json_agg(json_build_object('id', r.id, 'firstNumber', r.first_number, 'lastNumber', r.last_number,
           'numberCount', r.number_count, 'status', r.status, 'createdAt', r.created_at, 'plannedAt', r.planned_at,
           'error', r.error_code IS NOT NULL) ORDER BY r.created_at DESC, r.id DESC)
    FROM (SELECT * FROM porting_requests r WHERE r.customer_id = ${customer} AND ${shownInLists(now, performed)}
           ORDER BY r.created_at DESC, r.id DESC LIMIT 20) r)`;

/** The summaries of `shownSummariesJson`, their moments as ISO text. */
export const summariesFromJson = (rows: PortingSummary[] | null): PortingSummary[] =>
  (rows ?? []).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    plannedAt: row.plannedAt ? new Date(row.plannedAt).toISOString() : null,
  }));

/** The customer's requests the lists show, newest first. */
export async function shownSummaries(q: Queryable, customerId: number, now: Date): Promise<PortingSummary[]> {
  const [row] = await q.query<{ list: PortingSummary[] | null }>(`SELECT ${shownSummariesJson('$1', '$2')} AS list`, [
    customerId,
    now,
  ]);
  return summariesFromJson(row?.list ?? null);
}
