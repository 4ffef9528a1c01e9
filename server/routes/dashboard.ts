import { DashboardResponse, type CostStatus, type PhoneNumber } from '../../src/api/contract';
import { can } from '../../src/api/permissions';
import type { PortingSummary } from '../../src/api/portingContract';
import { costLimits } from '../../src/validation/costLimits';
import { creditMinutes } from '../../src/validation/costRules';
import { LIVE_SESSION } from '../auth/guard';
import { twoStepFirst } from '../auth/permission';
import { localDate } from '../base/dates';
import { unauthorized } from '../base/httpError';
import { t } from '../base/text';
import { ACCESS_TYPE_PREPAID } from '../domain/catalogue';
import { currentCost } from '../domain/costControl';
import { withActive } from '../domain/phoneNumbers';
import { shownSummariesJson, summariesFromJson } from '../domain/porting/portingStore';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  currentSubscription,
  type SubscriptionRow,
} from '../domain/views/subscription';
import { MANAGED_BY, userView, type UserRow } from '../domain/views/user';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';

/** The subscription as JSON: moments arrive as ISO text instead of Date. */
type SubscriptionJson = Omit<SubscriptionRow, 'cancel_time' | 'last_switch_at'> & {
  cancel_time: string | null;
  last_switch_at: string | null;
};

/** The account's cost controls as the dashboard reads them; null while the defaults apply. */
interface CostJson {
  monthly_limit: number | null;
  blocked_until: string | null;
  low_credit_minutes: number;
  /** The highest limit warning recorded this month. */
  level: number | null;
}

interface DashboardJson extends UserRow {
  has_sms: boolean;
  outgoing_number_id: number | null;
  numbers: Array<Omit<PhoneNumber, 'active'>> | null;
  subscription: SubscriptionJson | null;
  customer_id: number;
  cost: CostJson | null;
  credit: number | null;
  porting: PortingSummary[] | null;
}

/**
 * The hot path of the portal: one query checks the session and reads the user, the numbers, the
 * subscription and (for the main account holder) the cost controls together, as one JSON value (one
 * column parses much faster than thirty). $4 is this month as 'YYYY-MM'.
 */
export const DASHBOARD_SQL = `
SELECT json_build_object(
  'email', u.email, 'full_name', u.full_name, 'is_admin', u.role = 'beheerder', 'role', u.role, 'active', u.active,
  'two_step_missing', (c.two_step_required AND u.two_step = 0 AND u.totp_secret IS NULL),
  'login_type', s.login_type, 'poc', c.poc, 'company', c.company, 'account_holder', u.account_holder,
  'managed_by', ${MANAGED_BY}, 'has_sms', c.has_sms, 'outgoing_number_id', u.outgoing_number_id,
  'numbers', (SELECT json_agg(json_build_object('number_id', n.id, 'phoneNumber', n.phone_number, 'name', n.name)
                              ORDER BY n.sort, n.id)
                FROM phone_numbers n WHERE n.customer_id = c.id),
  'subscription', (SELECT row_to_json(x) FROM (
                     SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
                      WHERE sb.customer_id = c.id ORDER BY sb.id DESC LIMIT 1) x),
  'cost', (SELECT json_build_object('monthly_limit', l.monthly_limit, 'blocked_until', l.blocked_until,
                    'low_credit_minutes', l.low_credit_minutes,
                    'level', (SELECT max(substr(a.kind, 7)::int) FROM usage_alerts a
                               WHERE a.customer_id = c.id AND a.period = $4 AND a.kind LIKE 'limit-%'))
             FROM usage_limits l WHERE l.customer_id = c.id AND u.role IN ('beheerder', 'financieel', 'alleen_lezen')),
  'credit', c.credit, 'customer_id', c.id,
  'porting', ${shownSummariesJson('c.id', '$3::timestamptz')}
) AS dashboard
FROM sessions s
JOIN users u ON u.id = s.user_id
JOIN customers c ON c.id = u.customer_id
WHERE ${LIVE_SESSION}`;

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
    const [row] = await deps.db.query<{ dashboard: DashboardJson }>(DASHBOARD_SQL, [
      claims.sessionId,
      claims.userId,
      now,
      today.slice(0, 7),
    ]);
    if (!row) throw unauthorized(t.auth.invalidToken);
    const d = row.dashboard;
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
