import { badRequest } from '../base/httpError';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { ACCESS_TYPE_SUBSCRIPTION, TICKET_TYPE_EXTRA_NUMBER, ticketStatuses } from './catalogue';
import { subscriptionStatus } from './views/subscription';

/**
 * Why the customer cannot order an extra user or number now, or null when it can: bundles need an
 * accessType-1 subscription that is active. A cancelled one ends this month while a bundle is billed
 * for the whole month, so it orders none; a lapsed one has none.
 */
export async function bundleOrderBlocked(q: Queryable, customerId: number, today: string): Promise<string | null> {
  const [row] = await q.query<{ access_type: number; cancel_time: Date | null; expire_date: string | null }>(
    `SELECT p.access_type, sb.cancel_time, sb.expire_date FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row || row.access_type !== ACCESS_TYPE_SUBSCRIPTION) return t.bundles.needsSubscription;
  const status = subscriptionStatus(row, today);
  if (status === 'cancelled') return t.bundles.subscriptionCancelled;
  return status === 'lapsed' ? t.bundles.needsSubscription : null;
}

/** Refuses an order (400 with the reason of `bundleOrderBlocked`). */
export async function requireBundleSubscription(q: Queryable, customerId: number, today: string): Promise<void> {
  const blocked = await bundleOrderBlocked(q, customerId, today);
  if (blocked) throw badRequest(blocked);
}

/**
 * What counts toward the limits of requirements §9, the same on the page and here (docs/api.md): every extra
 * user not cancelled; every extra number not cancelled that the overview lists (slot 0 is hidden there
 * and not counted), plus every open request for one.
 */
export async function extraCounts(
  q: Queryable,
  customerId: number,
): Promise<{ users: number; numbers: number; openRequests: number }> {
  const [row] = await q.query<{ users: number; numbers: number; open_requests: number }>(
    `SELECT (SELECT count(*)::int FROM extra_users WHERE customer_id = $1 AND cancelled_at IS NULL) AS users,
            (SELECT count(*)::int FROM extra_numbers WHERE customer_id = $1 AND cancelled_at IS NULL AND slot <> 0)
              AS numbers,
            (SELECT count(*)::int FROM tickets WHERE customer_id = $1 AND type_id = ${TICKET_TYPE_EXTRA_NUMBER}
                AND status_id <> ${ticketStatuses.closed}) AS open_requests`,
    [customerId],
  );
  return { users: row?.users ?? 0, numbers: row?.numbers ?? 0, openRequests: row?.open_requests ?? 0 };
}
