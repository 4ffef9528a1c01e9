import { UsageLimit, UsageLimitRequest, UsageUnblockRequest } from '../../src/api/contract';
import { formatEuro } from '../../src/text/format';
import { checkLowCreditMinutes, checkMonthlyLimit } from '../../src/validation/costRules';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/guard';
import { confirmCurrentPassword } from '../auth/reauth';
import { badRequest } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import {
  currentCost,
  evaluateLimits,
  isBlocked,
  lockSettings,
  periodOf,
  type CostSettings,
  type Warning,
} from '../domain/costControl';
import { mailWarnings } from '../domain/costMails';
import { customerCredit, limitView } from '../domain/views/usageLimit';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { endWaiver, insertWaiver, liftCap, setLowCreditMinutes, setMonthlyLimit } from '../tables/costControl';

/** Stores what the request changes (checked against the kind of account); the waiver when the limit goes off. */
async function applyChange(
  q: Queryable,
  me: AuthContext,
  settings: CostSettings,
  prepaid: boolean,
  body: UsageLimitRequest,
  now: Date,
): Promise<CostSettings> {
  if (prepaid) {
    if (body.monthlyLimit !== undefined || body.hardCap !== undefined) throw badRequest(t.costControl.wrongKind);
    if (body.lowCreditMinutes === undefined) throw badRequest(t.costControl.missingThreshold);
    const problem = checkLowCreditMinutes(body.lowCreditMinutes);
    if (problem) throw badRequest(problem);
    await setLowCreditMinutes(q, me.customerId, body.lowCreditMinutes, { at: now, by: me.userId });
    return { ...settings, lowCreditMinutes: body.lowCreditMinutes };
  }
  if (body.lowCreditMinutes !== undefined) throw badRequest(t.costControl.wrongKind);
  if (body.monthlyLimit === undefined) throw badRequest(t.costControl.missingLimit);
  if (body.hardCap === undefined) throw badRequest(t.costControl.missingCap);
  const limit = body.monthlyLimit;
  const problem = limit === null ? undefined : checkMonthlyLimit(limit);
  if (problem) throw badRequest(problem);
  if (limit === null && settings.monthlyLimit !== null) {
    await insertWaiver(q, me.customerId, { at: now, by: me.userId }, me.email);
  } else if (limit !== null && settings.monthlyLimit === null) {
    await endWaiver(q, me.customerId, now);
  }
  const hardCap = body.hardCap === 1;
  // Switching the cap on, or a new amount under it, is a new choice: a block lifted earlier this
  // month no longer keeps the cap from blocking.
  const renewsCap = hardCap && (!settings.hardCap || limit === null || Number(settings.monthlyLimit) !== limit);
  const capLiftedUntil = renewsCap ? null : settings.capLiftedUntil;
  await setMonthlyLimit(q, me.customerId, { monthlyLimit: limit, hardCap, capLiftedUntil }, { at: now, by: me.userId });
  return { ...settings, monthlyLimit: limit, hardCap, capLiftedUntil };
}

/** The log's line of a change, with the new amount (docs/decisions/0112-activity-by-name-and-address.md). */
function limitActivity(settings: CostSettings, prepaid: boolean): string {
  if (prepaid) return teamText.activity.lowCredit(settings.lowCreditMinutes);
  if (settings.monthlyLimit === null) return teamText.activity.usageLimitOff;
  return teamText.activity.usageLimit(formatEuro(Number(settings.monthlyLimit)), settings.hardCap);
}

/**
 * GET and POST /usage/limit, POST /usage/limit/unblock: the monthly limit on call costs with its
 * warnings and optional cap, or for prepaid the low-credit warning (beyond the spec: docs/api.md).
 */
export function usageLimitRoutes(app: Api, deps: Deps): void {
  const read = {
    config: allow('usage.limit'),
    schema: {
      operationId: 'getUsageLimit',
      tags: [TAG.usage],
      summary: 'The cost controls and this month’s costs',
      description:
        'The monthly limit (or, prepaid, the low-credit threshold), what the calls of this month cost so far, ' +
        'the forecast at the pace so far, the block of paid calls, and the waiver while the limit is off.',
      response: { 200: UsageLimit },
    },
  };
  app.get('/usage/limit', read, async (request) => limitView(deps.db, caller(request).customerId, deps.clock.now()));

  const save = {
    config: allow('usage.limit.change'),
    schema: {
      operationId: 'postUsageLimit',
      tags: [TAG.usage],
      summary: 'Change the cost controls',
      description:
        'A subscription sends monthlyLimit (euro, 1 to 10000, or null to switch the warning off, which is ' +
        'recorded as a waiver) and hardCap; a prepaid account sends lowCreditMinutes. The limits are evaluated ' +
        'at once: a level already reached warns, and with hardCap blocks paid calls.',
      body: UsageLimitRequest,
      response: { 200: UsageLimit },
    },
  };
  app.post('/usage/limit', save, async (request) => {
    const me = caller(request);
    const now = deps.clock.now();
    const { view, warnings } = await deps.db.tx(async (q) => {
      const locked = await lockSettings(q, me.customerId, now);
      const cost = await currentCost(q, me.customerId, now);
      const prepaid = cost.tariff.kind === 'prepaid';
      const changed = await applyChange(q, me, locked, prepaid, request.body, now);
      await recordActivity(q, me, 'usage-limit', limitActivity(changed, prepaid), now);
      const credit = prepaid ? await customerCredit(q, me.customerId) : null;
      const evaluation = await evaluateLimits(q, me.customerId, changed, cost, now, credit);
      return { view: await limitView(q, me.customerId, now, evaluation.settings), warnings: evaluation.warnings };
    });
    await mailWarnings(deps, me.customerId, warnings as Warning[], request.log);
    return view;
  });

  const unblock = {
    config: allow('usage.limit.change'),
    schema: {
      operationId: 'postUsageLimitUnblock',
      tags: [TAG.usage],
      summary: 'Lift the block of paid calls',
      description:
        'After the caller’s password (wrong ones count towards the login limit of the address): paid outgoing ' +
        'calls are allowed again, and the cap blocks nothing more until the first of next month. Without a ' +
        'block nothing changes.',
      body: UsageUnblockRequest,
      response: { 200: UsageLimit },
    },
  };
  app.post('/usage/limit/unblock', unblock, async (request) => {
    const me = caller(request);
    await confirmCurrentPassword(deps, me, request.body.password);
    const now = deps.clock.now();
    const period = periodOf(now);
    return deps.db.tx(async (q) => {
      const settings = await lockSettings(q, me.customerId, now);
      // Nothing to lift: the cap stays as it is for the rest of the month.
      if (!isBlocked(settings, period.today)) return limitView(q, me.customerId, now, settings);
      await liftCap(q, me.customerId, period.next, { at: now, by: me.userId });
      await recordActivity(q, me, 'usage-limit', teamText.activity.usageUnblocked, now);
      return limitView(q, me.customerId, now, { ...settings, blockedUntil: null, capLiftedUntil: period.next });
    });
  });
}
