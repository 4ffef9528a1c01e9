import { DashboardResponse, type CostStatus } from '../../src/api/contract';
import { can } from '../../src/api/permissions';
import { costLimits } from '../../src/validation/costLimits';
import { creditMinutes } from '../../src/validation/costRules';
import { twoStepFirst } from '../auth/permission';
import { localDate } from '../base/dates';
import { unauthorized } from '../base/httpError';
import { t } from '../base/text';
import { ACCESS_TYPE_PREPAID } from '../domain/catalogue';
import { currentCost } from '../domain/costControl';
import { withActive } from '../domain/phoneNumbers';
import { summariesFromJson } from '../domain/porting/portingStore';
import { readDashboard, type CostJson } from '../domain/views/dashboard';
import { currentSubscription } from '../domain/views/subscription';
import { userView } from '../domain/views/user';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';

const moment = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** What the dashboard's notices need: the limit's warning level this month, a block, a low prepaid credit. */
function costStatus(
  cost: CostJson | null,
  credit: number | null,
  accessType: number | null,
  today: string,
): CostStatus {
  const monthlyLimit = cost ? cost.monthly_limit : costLimits.monthlyLimitDefault;
  const level = cost?.level;
  const threshold = cost?.low_credit_minutes ?? costLimits.lowCreditMinutesDefault;
  const minutes = accessType === ACCESS_TYPE_PREPAID && credit !== null ? creditMinutes(credit) : null;
  return {
    limitLevel: monthlyLimit !== null && (level === 80 || level === 100) ? level : null,
    monthlyLimit,
    blockedUntil: cost?.blocked_until && cost.blocked_until > today ? cost.blocked_until : null,
    lowCreditMinutes: minutes !== null && minutes < threshold ? minutes : null,
  };
}

/**
 * While a limit warning stands, this month's costs as the usage page counts them, so the notice names
 * the amount; rated only then, which keeps the hot path one query for everyone else.
 */
async function withSpend(status: CostStatus, deps: Deps, customerId: number, now: Date): Promise<CostStatus> {
  if (status.limitLevel === null) return status;
  const cost = await currentCost(deps.db, customerId, now);
  return { ...status, spentThisMonth: Math.round(cost.spentCents) / 100 };
}

const dashboard = {
  // 'token': the handler checks the session in its own query; every role holds 'own.login'.
  config: { auth: 'token', permission: 'own.login', allowInactive: true },
  schema: {
    operationId: 'getDashboard',
    tags: [TAG.dashboard],
    summary: 'The dashboard',
    description:
      'The user, whether the account has SMS, the phone numbers, the current subscription and, for the main ' +
      'account holder and the roles that see the usage limit, the state of the cost controls (a warning reached ' +
      'this month, a block, low credit); for the roles that see porting, the porting requests that run or were ' +
      'refused lately.',
    response: { 200: DashboardResponse },
  },
} as const;

export function dashboardRoutes(app: Api, deps: Deps): void {
  app.get('/dashboard', dashboard, async (request): Promise<DashboardResponse> => {
    const claims = request.claims;
    if (!claims) throw unauthorized(t.auth.missingToken);
    const now = deps.clock.now();
    const today = localDate(now);
    const d = await readDashboard(deps.db, claims, now, today.slice(0, 7));
    if (!d) throw unauthorized(t.auth.invalidToken);
    // The guard's refusal, which this route's own session check must make itself
    // (docs/decisions/0110-required-two-step-holds.md).
    if (d.two_step_missing) throw twoStepFirst();
    const sub = d.subscription;
    const subscription = sub
      ? currentSubscription(
          { ...sub, cancel_time: moment(sub.cancel_time), last_switch_at: moment(sub.last_switch_at) },
          today,
        )
      : null;
    const user = userView(d);
    const status = can(user.role, 'usage.limit')
      ? costStatus(d.cost, d.credit, subscription?.accessType ?? null, today)
      : null;
    return {
      user,
      hasSms: d.has_sms,
      // A role without the numbers (Financieel) gets none: the dashboard shows it no number selector.
      phoneNumber: can(user.role, 'numbers') ? withActive(d.numbers ?? [], d.outgoing_number_id) : [],
      subscription,
      ...(status ? { costStatus: await withSpend(status, deps, d.customer_id, now) } : {}),
      ...(user.active && can(user.role, 'porting') ? { porting: summariesFromJson(d.porting) } : {}),
    };
  });
}
