import { DashboardResponse, type PhoneNumber } from '../../src/api/contract';
import { LIVE_SESSION } from '../auth/guard';
import { localDate } from '../dates';
import type { Api, Deps } from '../deps';
import { withActive } from '../domain/phoneNumbers';
import { unauthorized } from '../http/errors';
import { TAG } from '../http/openapi';
import { t } from '../text';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_JOINS,
  currentSubscription,
  type SubscriptionRow,
} from '../views/subscription';
import { userView, type UserRow } from '../views/user';

/** The subscription as JSON: moments arrive as ISO text instead of Date. */
type SubscriptionJson = Omit<SubscriptionRow, 'cancel_time' | 'last_switch_at'> & {
  cancel_time: string | null;
  last_switch_at: string | null;
};

interface DashboardJson extends UserRow {
  has_sms: boolean;
  outgoing_number_id: number | null;
  numbers: Array<Omit<PhoneNumber, 'active'>> | null;
  subscription: SubscriptionJson | null;
}

/**
 * The hot path of the portal: one query checks the session and reads the user, the numbers and the
 * subscription together, as one JSON value (one column parses much faster than thirty).
 */
export const DASHBOARD_SQL = `
SELECT json_build_object(
  'email', u.email, 'full_name', u.full_name, 'is_admin', u.is_admin, 'active', u.active,
  'login_type', s.login_type, 'poc', c.poc, 'has_sms', c.has_sms, 'outgoing_number_id', u.outgoing_number_id,
  'numbers', (SELECT json_agg(json_build_object('number_id', n.id, 'phoneNumber', n.phone_number, 'name', n.name)
                              ORDER BY n.sort, n.id)
                FROM phone_numbers n WHERE n.customer_id = c.id),
  'subscription', (SELECT row_to_json(x) FROM (
                     SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
                      WHERE sb.customer_id = c.id ORDER BY sb.id DESC LIMIT 1) x)
) AS dashboard
FROM sessions s
JOIN users u ON u.id = s.user_id
JOIN customers c ON c.id = u.customer_id
WHERE ${LIVE_SESSION}`;

const moment = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

const dashboard = {
  config: { auth: 'token', allowInactive: true },
  schema: {
    operationId: 'getDashboard',
    tags: [TAG.dashboard],
    summary: 'The dashboard',
    description: 'The user, whether the account has SMS, the phone numbers and the current subscription.',
    response: { 200: DashboardResponse },
  },
} as const;

export function dashboardRoutes(app: Api, deps: Deps): void {
  app.get('/dashboard', dashboard, async (request): Promise<DashboardResponse> => {
    const claims = request.claims;
    if (!claims) throw unauthorized(t.auth.missingToken);
    const now = deps.clock.now();
    const [row] = await deps.db.query<{ dashboard: DashboardJson }>(DASHBOARD_SQL, [
      claims.sessionId,
      claims.userId,
      now,
    ]);
    if (!row) throw unauthorized(t.auth.invalidToken);
    const d = row.dashboard;
    const sub = d.subscription;
    return {
      user: userView(d),
      hasSms: d.has_sms,
      phoneNumber: withActive(d.numbers ?? [], d.outgoing_number_id),
      subscription: sub
        ? currentSubscription(
            { ...sub, cancel_time: moment(sub.cancel_time), last_switch_at: moment(sub.last_switch_at) },
            localDate(now),
          )
        : null,
    };
  });
}
