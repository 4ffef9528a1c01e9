/**
 * A porting request as stored (migration 024), its messages and steps, and the views the customer's
 * routes and the desk answer with.
 */
import type { PortingStatus, PortingStep, PortingStepKind, PortingSummary } from '../../../src/api/portingContract';
import { providerName } from '../../../src/validation/portingRules';
import type { Queryable } from '../../db/db';

export interface PortingRow {
  id: number;
  customer_id: number;
  requested_by: number | null;
  first_number: string;
  last_number: string;
  number_count: number;
  donor: string;
  donor_name: string;
  donor_customer_number: string;
  company: string;
  street: string;
  house_number: string;
  house_number_add: string;
  postcode: string;
  city: string;
  wanted_date: string;
  signed_name: string;
  signed_at: Date;
  status: PortingStatus;
  answer_due_at: Date | null;
  first_possible_date: string | null;
  approved_until: string | null;
  planned_at: Date | null;
  performed_at: Date | null;
  blocking_code: string | null;
  error_code: string | null;
  next_step_at: Date | null;
  version: number;
  fee: number;
  invoice_id: number | null;
  again_of: number | null;
  created_at: Date;
  closed_at: Date | null;
}

/** The COIN message types (docs/decisions/0122-porting-requests-and-their-messages.md). */
export const MESSAGE = {
  delayed: 100,
  request: 101,
  answer: 102,
  cancel: 111,
  error: 117,
  performed: 201,
} as const;
export type MessageType = (typeof MESSAGE)[keyof typeof MESSAGE];

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

/** Gives a request's numbers back: it no longer runs. */
export async function releaseNumbers(q: Queryable, requestId: number): Promise<void> {
  await q.query('DELETE FROM porting_numbers WHERE request_id = $1', [requestId]);
}

/** Columns a step may change, by name. */
export type PortingChange = Partial<
  Pick<
    PortingRow,
    | 'status'
    | 'answer_due_at'
    | 'first_possible_date'
    | 'approved_until'
    | 'planned_at'
    | 'performed_at'
    | 'blocking_code'
    | 'error_code'
    | 'next_step_at'
    | 'closed_at'
    | 'donor'
    | 'donor_name'
    | 'donor_customer_number'
    | 'company'
    | 'street'
    | 'house_number'
    | 'house_number_add'
    | 'postcode'
    | 'city'
  >
>;

/**
 * Writes `change` to the request read at `row.version`, and counts the version up. A request changed
 * since (a stale read) is left alone: false.
 */
export async function updateRequest(q: Queryable, row: PortingRow, change: PortingChange): Promise<boolean> {
  const entries = Object.entries(change);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  const updated = await q.query(
    `UPDATE porting_requests SET ${[...sets, 'version = version + 1'].join(', ')}
      WHERE id = $1 AND version = $2 RETURNING id`,
    [row.id, row.version, ...entries.map(([, value]) => value)],
  );
  return updated.length === 1;
}

/** Stores a COIN message of the request as the next in its series (the series' uniqueness keeps a step to once). */
export async function addMessage(
  q: Queryable,
  requestId: number,
  type: MessageType,
  direction: 'sent' | 'received',
  body: Record<string, string | number | null>,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO porting_messages (request_id, seq, type, direction, at, body)
     VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM porting_messages WHERE request_id = $1), $2, $3, $4, $5)`,
    [requestId, type, direction, at, JSON.stringify(body)],
  );
}

/** What a step says beside its kind (the view's PortingStep fields, stored as they were then). */
export interface StepDetail {
  answerDueAt?: string;
  firstPossibleDate?: string;
  approvedUntil?: string;
  moment?: string;
  code?: string;
}

/** Adds a step of the timeline; its id, for the mail that tells of it. */
export async function addEvent(
  q: Queryable,
  requestId: number,
  kind: PortingStepKind,
  detail: StepDetail,
  at: Date,
  byDesk = false,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO porting_events (request_id, at, kind, detail, by_desk) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [requestId, at, kind, JSON.stringify(detail), byDesk],
  );
  if (!row) throw new Error('porting event not stored');
  return row.id;
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
 * last 30 days and not sent again yet (the customer sends them again from there). `r` is the request,
 * `now` the SQL of the moment.
 */
const shownInLists = (now: string) => `(r.status IN ('requested', 'delayed', 'approved', 'planned')
  OR (r.status = 'rejected' AND r.closed_at > ${now} - interval '30 days'
      AND NOT EXISTS (SELECT 1 FROM porting_requests n WHERE n.again_of = r.id)))`;

/** The summaries `shownInLists` as one JSON array (null without any), newest first: a part of a larger query. */
export const shownSummariesJson = (customer: string, now: string) => `(
  SELECT json_agg(json_build_object('id', r.id, 'firstNumber', r.first_number, 'lastNumber', r.last_number,
           'numberCount', r.number_count, 'status', r.status, 'createdAt', r.created_at, 'plannedAt', r.planned_at,
           'error', r.error_code IS NOT NULL) ORDER BY r.created_at DESC, r.id DESC)
    FROM (SELECT * FROM porting_requests r WHERE r.customer_id = ${customer} AND ${shownInLists(now)}
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
