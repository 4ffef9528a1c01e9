import type { PortingStatus, PortingStepKind } from '../../src/api/portingContract';
import type { Queryable } from '../db/db';

/**
 * Owner of `porting_requests`, `porting_numbers`, `porting_messages` and `porting_events`
 * (docs/architecture.md, "Who writes a table"): a porting request, the numbers it holds, the messages
 * exchanged with the other provider and the steps the customer follows. They change together, in one
 * transaction on the locked request; the rules (which step follows) stay with server/domain/porting/.
 */

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

/** The COIN message types (docs/decisions/0123-porting-requests-and-their-messages.md). */
export const MESSAGE = {
  delayed: 100,
  request: 101,
  answer: 102,
  cancel: 111,
  error: 117,
  performed: 201,
} as const;
export type MessageType = (typeof MESSAGE)[keyof typeof MESSAGE];

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

/** The customer's data as the current provider knows it: what the desk may correct. */
export interface PortingParty {
  donor: string;
  donorName: string;
  donorCustomerNumber: string;
  company: string;
  street: string;
  houseNumber: string;
  houseNumberAdd: string;
  postcode: string;
  city: string;
}

/** A new request's columns, as POST /porting (or the desk's resend) checked them. */
export interface NewRequestRow extends PortingParty {
  customerId: number;
  requestedBy: number | null;
  numbers: readonly string[];
  wantedDate: string;
  signature: string;
  signedAt: Date;
  answerDueAt: Date;
  nextStepAt: Date;
  fee: number;
  againOf: number | null;
  createdAt: Date;
}

/** Stores a new request, status 'requested'; the row as stored. */
export async function insertRequest(q: Queryable, input: NewRequestRow): Promise<PortingRow> {
  const numbers = input.numbers;
  const [row] = await q.query<PortingRow>(
    `INSERT INTO porting_requests (customer_id, requested_by, first_number, last_number, number_count, donor,
       donor_name, donor_customer_number, company, street, house_number, house_number_add, postcode, city,
       wanted_date, signed_name, signed_at, status, answer_due_at, next_step_at, fee, again_of, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'requested', $18, $19, $20,
       $21, $22)
     RETURNING *`,
    [
      input.customerId,
      input.requestedBy,
      numbers[0],
      numbers.at(-1),
      numbers.length,
      input.donor,
      input.donorName,
      input.donorCustomerNumber,
      input.company,
      input.street,
      input.houseNumber,
      input.houseNumberAdd,
      input.postcode,
      input.city,
      input.wantedDate,
      input.signature,
      input.signedAt,
      input.answerDueAt,
      input.nextStepAt,
      input.fee,
      input.againOf,
      input.createdAt,
    ],
  );
  if (!row) throw new Error('porting request not stored');
  return row;
}

/**
 * Claims `numbers` for the request while it runs (one request per number, by the table's key); how
 * many it got: fewer than asked when another request holds one.
 */
export async function claimNumbers(q: Queryable, requestId: number, numbers: readonly string[]): Promise<number> {
  const claimed = await q.query(
    `INSERT INTO porting_numbers (number, request_id) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING RETURNING 1`,
    [numbers, requestId],
  );
  return claimed.length;
}

/** Gives a request's numbers back: it no longer runs. */
export async function releaseNumbers(q: Queryable, requestId: number): Promise<void> {
  await q.query('DELETE FROM porting_numbers WHERE request_id = $1', [requestId]);
}

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

/** Marks the requests billed by `invoiceId` (in the invoice run's transaction); one billed already stays so. */
export async function markFeesInvoiced(q: Queryable, requestIds: readonly number[], invoiceId: number): Promise<void> {
  await q.query('UPDATE porting_requests SET invoice_id = $2 WHERE id = ANY($1::int[]) AND invoice_id IS NULL', [
    requestIds,
    invoiceId,
  ]);
}

/** Claims the step's mail for this caller: its request, kind and detail, or null when another caller mailed it. */
export async function claimEventMail(
  q: Queryable,
  eventId: number,
  at: Date,
): Promise<{ request_id: number; kind: string; detail: StepDetail } | null> {
  const [claimed] = await q.query<{ request_id: number; kind: string; detail: StepDetail }>(
    'UPDATE porting_events SET mailed_at = $2 WHERE id = $1 AND mailed_at IS NULL RETURNING request_id, kind, detail',
    [eventId, at],
  );
  return claimed ?? null;
}
