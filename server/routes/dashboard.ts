import type { FastifyInstance } from 'fastify';
import type { DashboardResponse, PhoneNumber } from '../../src/api/contract';
import { LIVE_SESSION } from '../auth/guard';
import { localDate } from '../dates';
import type { Deps } from '../deps';
import { unauthorized } from '../http/errors';
import { t } from '../text';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_JOINS, currentSubscription, type SubscriptionRow } from '../views/subscription';
import { userView, type UserRow } from '../views/user';

interface DashboardRow extends UserRow, Partial<SubscriptionRow> {
  has_sms: boolean;
  outgoing_number_id: number | null;
  numbers: Array<Omit<PhoneNumber, 'active'>> | null;
}

/**
 * The hot path of the portal: one query checks the session and reads the user, the numbers and the
 * subscription together.
 */
export const DASHBOARD_SQL = `
SELECT u.email, u.full_name, u.is_admin, u.active, s.login_type, c.poc, c.has_sms, u.outgoing_number_id,
  (SELECT json_agg(json_build_object('number_id', n.id, 'phoneNumber', n.phone_number, 'name', n.name) ORDER BY n.sort, n.id)
     FROM phone_numbers n WHERE n.customer_id = c.id) AS numbers,
  sub.*
FROM sessions s
JOIN users u ON u.id = s.user_id
JOIN customers c ON c.id = u.customer_id
LEFT JOIN LATERAL (
  SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
   WHERE sb.customer_id = c.id ORDER BY sb.id DESC LIMIT 1
) sub ON true
WHERE ${LIVE_SESSION}`;

/** Marks the caller's outgoing number (or the first one) as active. */
export function withActive(numbers: Array<Omit<PhoneNumber, 'active'>>, outgoingId: number | null): PhoneNumber[] {
  const activeId = numbers.some((n) => n.number_id === outgoingId) ? outgoingId : (numbers[0]?.number_id ?? null);
  return numbers.map((n) => ({ ...n, active: n.number_id === activeId ? 1 : 0 }));
}

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/dashboard', { config: { auth: 'token', allowInactive: true } }, async (request): Promise<DashboardResponse> => {
    const claims = request.claims;
    if (!claims) throw unauthorized(t.auth.missingToken);
    const now = deps.clock.now();
    const [row] = await deps.db.query<DashboardRow>(DASHBOARD_SQL, [claims.sessionId, claims.userId, now]);
    if (!row) throw unauthorized(t.auth.invalidToken);
    return {
      user: userView(row),
      hasSms: row.has_sms,
      phoneNumber: withActive(row.numbers ?? [], row.outgoing_number_id),
      subscription: row.sub_id ? currentSubscription(row as SubscriptionRow, localDate(now)) : null,
    };
  });
}
