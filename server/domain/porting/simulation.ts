/**
 * The other side of porting, played by the reference server: the current provider (donor) and COIN,
 * with the real message types. The donor answers a 101 after a delay in working hours (a few minutes
 * in a demo): a 100 when it needs more time (a block of more than 10 numbers), then a 102 that
 * approves with a first possible date or blocks with a code (a customer number it does not know, or a
 * demo's code); a planned request is performed (201) at its moment; an approval not used ends after
 * 90 days. Every step runs in a transaction on the locked row and checks again that it is due, so a
 * step happens once whichever instance (or demo call) takes it; the timer's runs take a lease.
 * docs/decisions/0124-simulated-donor-under-a-lease.md
 */
import type { FastifyBaseLogger } from 'fastify';
import { portingText } from '../../../src/text/porting';
import { portingNumber } from '../../../src/validation/portingRules';
import { badRequest, conflict, notFound } from '../../base/httpError';
import { portingServerText as text } from '../../base/portingText';
import { repeatEvery, type Repeating } from '../../base/repeat';
import type { Queryable } from '../../db/db';
import { addNumbers } from '../../tables/numbers';
import { releaseLease, takeLease } from '../housekeeping';
import { answerDue, approvalEnd, approvalEndsAt, donorAnswerAt, firstPossibleDate, planWindow } from './portingDates';
import { mailPortingEvents, type PortingMailDeps } from './portingMails';
import { planRequest, portingActivity, type PortingActor } from './portingRequests';
import {
  addEvent,
  addMessage,
  lockRequest,
  MESSAGE,
  numbersText,
  releaseNumbers,
  updateRequest,
  type PortingRow,
} from './portingStore';

/** A block larger than this makes the simulated donor ask for more time first (a 100). */
const DELAY_FROM_NUMBERS = 10;
/** Working days the donor gives itself with a 100. */
const DELAYED_ANSWER_DAYS = 2;
/** The name a ported number gets among the customer's numbers, until the customer renames it. */
const PORTED_NUMBER_NAME = 'Overgezet';
const CODE = /^[A-Za-z0-9_-]{1,20}$/;

/** What a demo call asks of the donor's next answer: a blocking code (102 no) or COIN's error (117). */
export interface AnswerChoice {
  block?: string;
  error?: string;
}

const provider: PortingActor = { kind: 'provider' };

/** The donor's own rule: a customer number of only zeros, or 'onbekend', is not one it knows. */
function blockingRule(row: PortingRow): string | null {
  const number = row.donor_customer_number.toLowerCase();
  return /^[0\s./-]+$/.test(number) || number.includes('onbekend') ? 'KLANTNUMMER' : null;
}

/** The donor answers a request (or COIN reports an error on it): 117, 102 no, 100, or 102 yes. */
async function donorAnswers(q: Queryable, row: PortingRow, now: Date, demo: boolean, choice: AnswerChoice) {
  const dossier = `P${row.id}`;
  if (choice.error) {
    await addMessage(q, row.id, MESSAGE.error, 'received', { dossier, errorCode: choice.error }, now);
    await updateRequest(q, row, { error_code: choice.error, next_step_at: null });
    return [await addEvent(q, row.id, 'error', { code: choice.error }, now)];
  }
  const code = choice.block ?? blockingRule(row);
  if (code) {
    await addMessage(q, row.id, MESSAGE.answer, 'received', { dossier, answer: 'blocked', blockingCode: code }, now);
    await updateRequest(q, row, {
      status: 'rejected',
      blocking_code: code,
      answer_due_at: null,
      next_step_at: null,
      closed_at: now,
    });
    await releaseNumbers(q, row.id);
    await portingActivity(q, row.customer_id, provider, text.activity.rejected(numbersText(row), code), now);
    return [await addEvent(q, row.id, 'rejected', { code }, now)];
  }
  if (row.status === 'requested' && row.number_count > DELAY_FROM_NUMBERS) {
    const due = answerDue(now, DELAYED_ANSWER_DAYS);
    await addMessage(q, row.id, MESSAGE.delayed, 'received', { dossier, answerDue: due.toISOString() }, now);
    await updateRequest(q, row, { status: 'delayed', answer_due_at: due, next_step_at: donorAnswerAt(now, demo) });
    return [await addEvent(q, row.id, 'delayed', { answerDueAt: due.toISOString() }, now)];
  }
  const first = firstPossibleDate(now);
  const until = approvalEnd(now);
  await addMessage(
    q,
    row.id,
    MESSAGE.answer,
    'received',
    { dossier, answer: 'approved', firstPossibleDate: first, validUntil: until },
    now,
  );
  await updateRequest(q, row, {
    status: 'approved',
    first_possible_date: first,
    approved_until: until,
    answer_due_at: null,
    next_step_at: approvalEndsAt(until),
  });
  return [await addEvent(q, row.id, 'approved', { firstPossibleDate: first, approvedUntil: until }, now)];
}

/** 201: the numbers are the customer's from now on; their claims end. */
async function perform(q: Queryable, row: PortingRow, now: Date): Promise<number[]> {
  await addNumbers(
    q,
    row.customer_id,
    Array.from({ length: row.number_count }, (_, i) => `0${String(Number(row.first_number) + i).padStart(9, '0')}`),
    PORTED_NUMBER_NAME,
  );
  await addMessage(
    q,
    row.id,
    MESSAGE.performed,
    'received',
    { dossier: `P${row.id}`, performedAt: now.toISOString() },
    now,
  );
  await updateRequest(q, row, { status: 'performed', performed_at: now, next_step_at: null, closed_at: now });
  await releaseNumbers(q, row.id);
  await portingActivity(q, row.customer_id, provider, text.activity.performed(numbersText(row)), now);
  return [await addEvent(q, row.id, 'performed', { moment: now.toISOString() }, now)];
}

/** An approval whose 90 days passed unused: closed, the numbers free again. */
async function expire(q: Queryable, row: PortingRow, now: Date): Promise<number[]> {
  await updateRequest(q, row, { status: 'expired', next_step_at: null, closed_at: now });
  await releaseNumbers(q, row.id);
  await portingActivity(q, row.customer_id, provider, text.activity.expired(numbersText(row)), now);
  return [await addEvent(q, row.id, 'expired', {}, now)];
}

/**
 * The other side's next step for the locked `row`: when `now` has come for it, or at once when
 * `forced` (a demo's call); the steps to mail, or null when there is nothing to do. A forced step that
 * cannot be taken is refused with the reason.
 */
async function nextStep(
  q: Queryable,
  row: PortingRow,
  now: Date,
  demo: boolean,
  forced: boolean,
  choice: AnswerChoice = {},
): Promise<number[] | null> {
  const due = forced || (row.next_step_at !== null && row.next_step_at <= now);
  const answering = row.status === 'requested' || row.status === 'delayed';
  if ((choice.block || choice.error) && (!answering || row.error_code)) throw conflict(text.dev.notAnAnswer);
  if (answering) {
    if (row.error_code) {
      if (forced) throw conflict(text.waitsForDesk);
      return null;
    }
    return due ? donorAnswers(q, row, now, demo, choice) : null;
  }
  if (row.status === 'approved') {
    if (forced) {
      // A demo's step: the customer confirms the date wanted, or the nearest the window allows.
      const window = planWindow(row.first_possible_date ?? '', row.approved_until ?? '', now);
      if (!window) return expire(q, row, now);
      const date = [window.from, row.wanted_date, window.until].sort()[1] ?? window.from;
      return (await planRequest(q, row, date, now, provider)).events;
    }
    return due ? expire(q, row, now) : null;
  }
  if (row.status === 'planned') return due ? perform(q, row, now) : null;
  if (forced) throw conflict(text.dev.closed);
  return null;
}

/** The simulation's settings: the store, the clock, and whether steps come at a demo's pace. */
export interface SimulationDeps extends PortingMailDeps {
  demo: boolean;
}

/**
 * POST /api/dev/porting/advance: the next step of the request that has `number` now (a demo's and a
 * test's way not to wait). Mails its step once committed; answers the status reached.
 */
export async function advancePorting(
  deps: SimulationDeps,
  numberText: string,
  choice: AnswerChoice,
  log: FastifyBaseLogger,
): Promise<{ id: number; status: PortingRow['status'] }> {
  const number = portingNumber(numberText);
  if (!number) throw badRequest(portingText.rules.number);
  for (const code of [choice.block, choice.error])
    if (code !== undefined && !CODE.test(code)) throw badRequest(text.dev.code);
  const now = deps.clock.now();
  const { id, events, status } = await deps.db.tx(async (q) => {
    // The request that runs for the number, else the newest that had it (its step is refused).
    const [found] = await q.query<{ id: number }>(
      `SELECT id FROM porting_requests WHERE first_number <= $1 AND last_number >= $1
        ORDER BY status IN ('requested', 'delayed', 'approved', 'planned') DESC, created_at DESC, id DESC LIMIT 1`,
      [number],
    );
    const row = found ? await lockRequest(q, found.id) : null;
    if (!row) throw notFound(text.dev.noRequest(number));
    const made = (await nextStep(q, row, now, deps.demo, true, choice)) ?? [];
    const [after] = await q.query<{ status: PortingRow['status'] }>(
      'SELECT status FROM porting_requests WHERE id = $1',
      [row.id],
    );
    return { id: row.id, events: made, status: after?.status ?? row.status };
  });
  await mailPortingEvents(deps, events, log);
  return { id, status };
}

/** Requests the timer looks at in one run; the next run takes the rest. */
const BATCH = 200;
const LEASE_KEY = 'porting_lease';

/**
 * One run of the timer: every step that is due, each in its own transaction, under a lease so that
 * of several instances one runs at a time (the row lock and the due check keep a step to once even
 * without it); the lease is given back when the run ends. Answers how many steps it took.
 */
export async function runDuePorting(deps: SimulationDeps, log: FastifyBaseLogger, leaseMs = 60_000): Promise<number> {
  const now = deps.clock.now();
  if (!(await takeLease(deps.db, now, leaseMs, LEASE_KEY))) return 0;
  let steps = 0;
  try {
    const due = await deps.db.query<{ id: number }>(
      'SELECT id FROM porting_requests WHERE next_step_at <= $1 ORDER BY next_step_at, id LIMIT $2',
      [now, BATCH],
    );
    for (const { id } of due) {
      const events = await deps.db.tx(async (q) => {
        const row = await lockRequest(q, id);
        return row ? nextStep(q, row, now, deps.demo, false) : null;
      });
      if (!events) continue;
      steps += 1;
      await mailPortingEvents(deps, events, log);
    }
  } finally {
    // Done: the next run, on any instance, need not wait for the lease to run out.
    await releaseLease(deps.db, now, leaseMs, LEASE_KEY);
  }
  return steps;
}

/** The timer of the other side: every `seconds` (0: never); a failure is logged and the next run tries again. */
export function schedulePorting(deps: SimulationDeps, seconds: number, log: FastifyBaseLogger): Repeating {
  return repeatEvery(seconds, () =>
    runDuePorting(deps, log, Math.max(1000, seconds * 500)).catch((err: unknown) =>
      log.error({ err }, 'porting steps failed; the next run tries again'),
    ),
  );
}
