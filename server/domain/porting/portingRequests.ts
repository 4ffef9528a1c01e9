/**
 * What the customer and the desk do with a porting request: send it (a 101 to the current provider),
 * choose its date once approved, cancel it (a 111) until it is performed, and, for the desk, send a
 * refused or erroneous one again corrected. Each runs in the caller's transaction on the locked row
 * and answers the ids of the steps to mail once it has committed (portingMails.ts).
 */
import type { PortingCreateRequest, PortingRequestView } from '../../../src/api/portingContract';
import { isRunningPorting } from '../../../src/api/portingStatuses';
import { dateInWindow, parsePortingDate } from '../../../src/validation/portingRules';
import { longDate } from '../../base/format';
import { badRequest, conflict, notFound } from '../../base/httpError';
import { portingServerText as text } from '../../base/portingText';
import type { Queryable } from '../../db/db';
import { recordActivity, recordOutsideActivity, type Actor } from '../../tables/activity';
import { claimNumbers, insertRequest as insertRequestRow } from '../../tables/porting';
import { PORTING_FEE } from '../catalogue';
import { seller } from '../invoicing/provider';
import { answerDue, donorAnswerAt, planWindow, portingMoment, wantedDateWindow } from './portingDates';
import { checkAccount, checkInput, checkNumbersFree, type CheckedInput } from './portingInput';
import { dayAndTime } from './portingMails';
import {
  addEvent,
  addMessage,
  donorOf,
  lockRequest,
  MESSAGE,
  numbersText,
  readSteps,
  releaseNumbers,
  summaryOf,
  updateRequest,
  type PortingParty,
  type PortingRow,
} from './portingStore';

/** What a change did: the request as it is now, and the steps to mail. */
export interface PortingChange {
  row: PortingRow;
  events: number[];
}

/**
 * Who changes a request: a person of the account, the desk, or the provider's own systems (the
 * simulated other side); the activity log names the latter two as such.
 */
export type PortingActor = { kind: 'customer'; actor: Actor } | { kind: 'desk' } | { kind: 'provider' };

/** Adds the change to the account's activity log, by whom it was made. */
export async function portingActivity(
  q: Queryable,
  customerId: number,
  by: PortingActor,
  detail: string,
  at: Date,
): Promise<void> {
  if (by.kind === 'customer') await recordActivity(q, by.actor, 'porting', detail, at);
  else await recordOutsideActivity(q, customerId, by.kind === 'desk' ? text.desk : seller.name, 'porting', detail, at);
}
const activity = (q: Queryable, row: PortingRow, by: PortingActor, detail: string, at: Date) =>
  portingActivity(q, row.customer_id, by, detail, at);

/** The 101: the request as the current provider receives it. */
function requestMessage(row: PortingRow): Record<string, string | number | null> {
  return {
    dossier: `P${row.id}`,
    firstNumber: row.first_number,
    lastNumber: row.last_number,
    donor: row.donor,
    donorName: row.donor_name,
    customerNumber: row.donor_customer_number,
    company: row.company,
    houseNumber: row.house_number,
    houseNumberAdd: row.house_number_add,
    postcode: row.postcode,
    wishDate: row.wanted_date,
  };
}

interface NewRequest extends CheckedInput {
  customerId: number;
  requestedBy: number | null;
  signedAt: Date;
  againOf: number | null;
}

/** Stores a new request with its numbers, sends its 101 and starts its timeline. */
async function insertRequest(
  q: Queryable,
  input: NewRequest,
  now: Date,
  demo: boolean,
  by: PortingActor,
): Promise<PortingChange> {
  const numbers = input.numbers;
  const due = answerDue(now);
  const row = await insertRequestRow(q, {
    ...input,
    answerDueAt: due,
    nextStepAt: donorAnswerAt(now, demo),
    fee: PORTING_FEE,
    createdAt: now,
  });
  const claimed = await claimNumbers(q, row.id, numbers);
  // Another request took one of the numbers meanwhile: this transaction is rolled back.
  if (claimed !== numbers.length) throw badRequest(text.numbersTaken);
  await addMessage(q, row.id, MESSAGE.request, 'sent', requestMessage(row), now);
  const event = await addEvent(q, row.id, 'requested', { answerDueAt: due.toISOString() }, now, by.kind === 'desk');
  await activity(q, row, by, text.activity.requested(numbersText(row)), now);
  return { row, events: [event] };
}

/**
 * Sends a new request of `actor`'s customer (POST /porting): every rule checked, the numbers free, the
 * account a running subscription. With `again`, the refused or expired request it sends again.
 */
export async function createRequest(
  q: Queryable,
  actor: Actor,
  body: PortingCreateRequest,
  now: Date,
  demo: boolean,
): Promise<PortingChange> {
  const input = checkInput(body, wantedDateWindow(now));
  await checkAccount(q, actor.customerId, now);
  if (body.again !== undefined) {
    const earlier = await lockRequest(q, body.again, actor.customerId);
    if (!earlier) throw notFound();
    if (isRunningPorting(earlier.status)) throw conflict(text.againNotClosed);
    const [sent] = await q.query('SELECT 1 FROM porting_requests WHERE again_of = $1', [earlier.id]);
    if (sent) throw conflict(text.againDone);
  }
  await checkNumbersFree(q, input.numbers);
  return insertRequest(
    q,
    {
      ...input,
      customerId: actor.customerId,
      requestedBy: actor.userId,
      signedAt: now,
      againOf: body.again ?? null,
    },
    now,
    demo,
    { kind: 'customer', actor },
  );
}

/** The date window of a request now, while a date may be chosen (approved or planned, no error waiting). */
export function dateWindowOf(row: PortingRow, now: Date): { from: string; until: string } | null {
  if ((row.status !== 'approved' && row.status !== 'planned') || row.error_code) return null;
  if (!row.first_possible_date || !row.approved_until) return null;
  return planWindow(row.first_possible_date, row.approved_until, now);
}

/** Plans (or moves) the request on the date `dateText` within its window; 08:00 that day. */
export async function planRequest(
  q: Queryable,
  row: PortingRow,
  dateText: string,
  now: Date,
  by: PortingActor,
): Promise<PortingChange & { moment: Date }> {
  const window = dateWindowOf(row, now);
  if (!window) throw conflict(row.error_code ? text.waitsForDesk : text.notPlannable);
  const error = dateInWindow(window.from, window.until, longDate)(dateText);
  if (error) throw badRequest(error);
  const moment = portingMoment(parsePortingDate(dateText) ?? window.from);
  await updateRequest(q, row, { status: 'planned', planned_at: moment, next_step_at: moment });
  const event = await addEvent(q, row.id, 'planned', { moment: moment.toISOString() }, now, by.kind === 'desk');
  await activity(
    q,
    row,
    by,
    text.activity.planned(numbersText(row), dayAndTime(moment.toISOString()).join(' om ')),
    now,
  );
  return { row: { ...row, status: 'planned', planned_at: moment }, events: [event], moment };
}

/** Cancels a request that runs (a 111 to the current provider); its numbers are free again. */
export async function cancelRequest(
  q: Queryable,
  row: PortingRow,
  now: Date,
  by: PortingActor,
): Promise<PortingChange> {
  if (!isRunningPorting(row.status)) throw conflict(text.notCancellable);
  await addMessage(q, row.id, MESSAGE.cancel, 'sent', { dossier: `P${row.id}`, by: by.kind }, now);
  await updateRequest(q, row, { status: 'cancelled', closed_at: now, next_step_at: null, error_code: null });
  await releaseNumbers(q, row.id);
  const event = await addEvent(q, row.id, 'cancelled', {}, now, by.kind === 'desk');
  await activity(q, row, by, text.activity.cancelled(numbersText(row)), now);
  return { row: { ...row, status: 'cancelled', closed_at: now }, events: [event] };
}

/** The columns of a request that hold `party`, as the desk's correction writes them. */
function partyColumns(party: PortingParty) {
  return {
    donor: party.donor,
    donor_name: party.donorName,
    donor_customer_number: party.donorCustomerNumber,
    company: party.company,
    street: party.street,
    house_number: party.houseNumber,
    house_number_add: party.houseNumberAdd,
    postcode: party.postcode,
    city: party.city,
  };
}

/**
 * The desk sends a request again with `party` corrected: a refused (or expired) one as a new request
 * with the same numbers and signature; one with COIN's error waiting as a new 101 of the same request.
 */
export async function resendRequest(
  q: Queryable,
  row: PortingRow,
  party: PortingParty,
  now: Date,
  demo: boolean,
): Promise<PortingChange> {
  const desk: PortingActor = { kind: 'desk' };
  if (row.status === 'rejected' || row.status === 'expired') {
    const [sent] = await q.query('SELECT 1 FROM porting_requests WHERE again_of = $1', [row.id]);
    if (sent) throw conflict(text.againDone);
    const numbers = Array.from(
      { length: row.number_count },
      (_, i) => `0${String(Number(row.first_number) + i).padStart(9, '0')}`,
    );
    await checkNumbersFree(q, numbers);
    const window = wantedDateWindow(now);
    return insertRequest(
      q,
      {
        ...party,
        numbers,
        wantedDate: row.wanted_date < window.earliest ? window.earliest : row.wanted_date,
        signature: row.signed_name,
        customerId: row.customer_id,
        requestedBy: row.requested_by,
        signedAt: row.signed_at,
        againOf: row.id,
      },
      now,
      demo,
      desk,
    );
  }
  if (row.status !== 'requested' || !row.error_code) throw conflict(text.notResendable);
  const due = answerDue(now);
  const correction = { ...partyColumns(party), error_code: null, answer_due_at: due };
  await updateRequest(q, row, { ...correction, next_step_at: donorAnswerAt(now, demo) });
  const corrected: PortingRow = { ...row, ...correction };
  await addMessage(q, row.id, MESSAGE.request, 'sent', requestMessage(corrected), now);
  const event = await addEvent(q, row.id, 'resent', { answerDueAt: due.toISOString() }, now, true);
  await activity(q, row, desk, text.activity.resent(numbersText(row)), now);
  return { row: corrected, events: [event] };
}

/** How often the status page reads a running request: every few seconds in a demo, where steps come fast. */
const REFRESH_SECONDS = { demo: 3, live: 60 };

/** GET /porting/{id}: the request with its timeline, the fee's invoice and the date window. */
export async function portingView(
  q: Queryable,
  row: PortingRow,
  now: Date,
  demo: boolean,
): Promise<PortingRequestView> {
  const [invoice] = row.invoice_id
    ? await q.query<{ number: string; date: string }>(
        'SELECT number, update_date AS date FROM invoices WHERE id = $1',
        [row.invoice_id],
      )
    : [];
  const [again] = await q.query<{ id: number }>(
    'SELECT id FROM porting_requests WHERE again_of = $1 ORDER BY id LIMIT 1',
    [row.id],
  );
  return {
    ...summaryOf(row),
    donor: row.donor,
    donorName: donorOf(row),
    donorCustomerNumber: row.donor_customer_number,
    company: row.company,
    street: row.street,
    houseNumber: row.house_number,
    houseNumberAdd: row.house_number_add,
    postcode: row.postcode,
    city: row.city,
    wantedDate: row.wanted_date,
    signedName: row.signed_name,
    signedAt: row.signed_at.toISOString(),
    answerDueAt: row.answer_due_at ? row.answer_due_at.toISOString() : null,
    firstPossibleDate: row.first_possible_date,
    approvedUntil: row.approved_until,
    performedAt: row.performed_at ? row.performed_at.toISOString() : null,
    blockingCode: row.blocking_code,
    errorCode: row.error_code,
    dateWindow: dateWindowOf(row, now),
    fee: Number(row.fee),
    feeInvoice: invoice ? { number: invoice.number, date: invoice.date } : null,
    resentAs: again?.id ?? null,
    steps: await readSteps(q, row.id),
    refreshSeconds: demo ? REFRESH_SECONDS.demo : REFRESH_SECONDS.live,
  };
}
