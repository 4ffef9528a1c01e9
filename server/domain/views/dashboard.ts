import type { PhoneNumber } from '../../../src/api/contract';
import type { PortingSummary } from '../../../src/api/portingContract';
import type { Queryable } from '../../db/db';
import { LIVE_SESSION } from '../../tables/sessions';
import { shownSummariesJson } from '../porting/portingStore';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_JOINS, type SubscriptionRow } from './subscription';
import { MANAGED_BY, type UserRow } from './user';

/** The subscription as JSON: moments arrive as ISO text instead of Date. */
type SubscriptionJson = Omit<SubscriptionRow, 'cancel_time' | 'last_switch_at'> & {
  cancel_time: string | null;
  last_switch_at: string | null;
};

/** The account's cost controls as the dashboard reads them; null while the defaults apply. */
export interface CostJson {
  monthly_limit: number | null;
  blocked_until: string | null;
  low_credit_minutes: number;
  /** The highest limit warning recorded this month. */
  level: number | null;
}

export interface DashboardJson extends UserRow {
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
const DASHBOARD_SQL = `
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

/** The dashboard of a live session of the user, or undefined when the session is not live. */
export async function readDashboard(
  q: Queryable,
  session: { sessionId: string; userId: number },
  now: Date,
  month: string,
): Promise<DashboardJson | undefined> {
  const [row] = await q.query<{ dashboard: DashboardJson }>(DASHBOARD_SQL, [
    session.sessionId,
    session.userId,
    now,
    month,
  ]);
  return row?.dashboard;
}
