/**
 * The one way a call enters the reference server: it is rated against the month's running totals,
 * which it then adds to, and in the same transaction the account's limits are evaluated, so a warning or a block
 * follows the very
 * call that reached it, on whichever instance it arrives (in demo mode fed by POST /api/dev/calls).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CallCharge } from '../../src/api/contract';
import type { Clock } from '../base/clock';
import { longDate } from '../base/format';
import { t } from '../base/text';
import type { Db, Queryable } from '../db/db';
import { insertCall } from '../tables/calls';
import { lockCredit, setCredit } from '../tables/customers';
import { categoryOf, numberClass, rateCall, spentCents } from './callCharges';
import { countCall, monthTotals } from './callTotals';
import { evaluateLimits, isBlocked, lockSettings, periodOf, tariffOf, type Warning } from './costControl';
import { mailWarnings, type WarningMailDeps } from './costMails';

export interface NewCall {
  /** 'O' outgoing; anything else incoming. */
  type: string;
  /** The other party, as the call lists store it (international numbers without the plus). */
  calledNumber: string;
  /** Seconds. */
  duration: number;
}

export type RecordedCall =
  { recorded: true; id: number; charge: CallCharge; cost: number } | { recorded: false; reason: string };

/** The number the user calls from: the outgoing number, else the customer's first number. */
async function ownNumber(q: Queryable, customerId: number, userId: number): Promise<string> {
  const [row] = await q.query<{ phone_number: string }>(
    `SELECT n.phone_number FROM phone_numbers n
      WHERE n.customer_id = $1
      ORDER BY coalesce(n.id = (SELECT outgoing_number_id FROM users WHERE id = $2), false) DESC, n.sort, n.id LIMIT 1`,
    [customerId, userId],
  );
  return row?.phone_number ?? '';
}

/**
 * Records one call of a user, started now on the server's clock, unless it would cost money while
 * paid calls are blocked (or, prepaid, while there is no credit): free numbers and calls within the
 * bundle always go through.
 */
export async function recordCall(
  deps: WarningMailDeps & { db: Db; clock: Clock },
  who: { customerId: number; userId: number },
  call: NewCall,
  log: FastifyBaseLogger,
): Promise<RecordedCall> {
  const now = deps.clock.now();
  const period = periodOf(now);
  const own = await ownNumber(deps.db, who.customerId, who.userId);
  const outgoing = call.type === 'O';
  const kind = outgoing ? numberClass(call.calledNumber) : null;
  const { result, warnings } = await deps.db.tx(async (q) => {
    const settings = await lockSettings(q, who.customerId, now);
    // Under the lock: the totals are this customer's, whichever instance records next.
    const tariff = await tariffOf(q, who.customerId, period.start);
    const before = await monthTotals(q, who.customerId, period.start);
    const stored = { type: outgoing ? ('O' as const) : ('I' as const), numberClass: kind, duration: call.duration };
    const rated = rateCall({ ...stored, nationalBefore: before.nationalMinutes }, tariff);
    const credit = await lockCredit(q, who.customerId);
    const refuse = (reason: string) => ({ result: { recorded: false, reason } as RecordedCall, warnings: [] });
    if (rated.costCents > 0 && isBlocked(settings, period.today) && settings.blockedUntil)
      return refuse(t.costControl.blockedCall(longDate(settings.blockedUntil)));
    if (rated.costCents > 0 && tariff.kind === 'prepaid' && (credit ?? 0) <= 0) return refuse(t.costControl.noCredit);

    const category = outgoing ? categoryOf(call.calledNumber) : 'Inkomend';
    const insertedId = await insertCall(q, {
      customerId: who.customerId,
      type: stored.type,
      category,
      calledNumber: outgoing ? call.calledNumber : own,
      telephoneNumber: outgoing ? own : call.calledNumber,
      startedAt: now,
      duration: call.duration,
      numberClass: kind,
      nationalBefore: before.nationalMinutes,
    });
    await countCall(q, who.customerId, period.start, {
      type: stored.type,
      category,
      numberClass: kind,
      minutes: rated.minutes,
      duration: call.duration,
      startedAt: now,
    });
    let creditAfter = credit;
    if (tariff.kind === 'prepaid' && credit !== null && rated.costCents > 0) {
      creditAfter = Math.max(0, Math.round(credit * 100) - rated.costCents) / 100;
      await setCredit(q, who.customerId, creditAfter);
    }
    const after = {
      nationalMinutes: before.nationalMinutes + (kind === 'national' ? rated.minutes : 0),
      otherMinutes: before.otherMinutes + (kind === 'premium' || kind === 'international' ? rated.minutes : 0),
    };
    const evaluation = await evaluateLimits(
      q,
      who.customerId,
      settings,
      { tariff, spentCents: spentCents(after, tariff) },
      now,
      creditAfter,
    );
    const result: RecordedCall = {
      recorded: true,
      id: insertedId ?? 0,
      charge: rated.charge,
      cost: rated.costCents / 100,
    };
    return { result, warnings: evaluation.warnings as Warning[] };
  });
  await mailWarnings(deps, who.customerId, warnings, log);
  return result;
}
