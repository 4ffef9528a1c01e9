import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { t } from '../text';
import { ACCESS_TYPE_SUBSCRIPTION } from '../catalogue';
import { subscriptionStatus } from '../views/subscription';

/** Bundles need an accessType-1 subscription that has not lapsed. */
export async function requireBundleSubscription(q: Queryable, customerId: number, today: string): Promise<void> {
  const [row] = await q.query<{ access_type: number; cancel_time: Date | null; expire_date: string | null }>(
    `SELECT p.access_type, sb.cancel_time, sb.expire_date FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  if (!row || row.access_type !== ACCESS_TYPE_SUBSCRIPTION || subscriptionStatus(row, today) === 'lapsed')
    throw badRequest(t.bundles.needsSubscription);
}
