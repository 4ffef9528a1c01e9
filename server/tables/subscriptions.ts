import type { BundlesResponse } from '../../src/api/contract';
import type { Queryable } from '../db/db';

/**
 * Owner of `subscriptions`, and of the catalogue's `plans` and `bundles` (docs/architecture.md, "Who
 * writes a table"): a customer's cancellation, reactivation and switch of plan. The plans and bundles
 * are the catalogue, written by the migrations and the demo data only; their reads live here.
 */

/** Cancels a subscription to end on `expireDate`; a switch still waiting is dropped (see the route). */
export async function cancelSubscription(
  q: Queryable,
  subscriptionId: number,
  cancel: { at: Date; reason: string; expireDate: string; planId: number; startDate: string; dropsSwitch: boolean },
): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET cancel_time = $2, cancel_reason = $3, expire_date = $4, plan_id = $5, start_date = $6,
            pending_plan_id = NULL, pending_from = NULL,
            last_switch_at = CASE WHEN $7 THEN NULL ELSE last_switch_at END WHERE id = $1`,
    [subscriptionId, cancel.at, cancel.reason, cancel.expireDate, cancel.planId, cancel.startDate, cancel.dropsSwitch],
  );
}

export async function reactivateSubscription(q: Queryable, subscriptionId: number): Promise<void> {
  await q.query('UPDATE subscriptions SET cancel_time = NULL, cancel_reason = NULL, expire_date = NULL WHERE id = $1', [
    subscriptionId,
  ]);
}

/** A switch to `pendingPlanId` from `pendingFrom`, the plan of today kept as the plan itself until then. */
export async function switchPlan(
  q: Queryable,
  subscriptionId: number,
  change: { planId: number; startDate: string; pendingPlanId: number; pendingFrom: string; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET plan_id = $2, start_date = $3, pending_plan_id = $4, pending_from = $5,
            last_switch_at = $6 WHERE id = $1`,
    [subscriptionId, change.planId, change.startDate, change.pendingPlanId, change.pendingFrom, change.at],
  );
}

/** A stored plan: the catalogue's fields, the access type under its column name. */
export interface PlanRow {
  id: number;
  type: string;
  name: string;
  description: string;
  salesLine1: string;
  price: number;
  icon: string;
  includedMinutes: number | null;
  access_type: number;
}
const PLAN_COLUMNS =
  'id, type, name, description, sales_line1 AS "salesLine1", price, icon, included_minutes AS "includedMinutes", ' +
  'access_type';

/** The plans of an access type but `exceptId`, in the catalogue's order. */
export function plansOfAccessType(q: Queryable, accessType: number, exceptId: number): Promise<PlanRow[]> {
  return q.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE access_type = $1 AND id <> $2 ORDER BY sort, id`, [
    accessType,
    exceptId,
  ]);
}

export async function planOfAccessType(q: Queryable, planId: number, accessType: number) {
  const [plan] = await q.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1 AND access_type = $2`, [
    planId,
    accessType,
  ]);
  return plan;
}

/** The bundles of the catalogue. */
export function catalogueBundles(q: Queryable): Promise<BundlesResponse['bundles']> {
  return q.query<BundlesResponse['bundles'][number]>('SELECT id, kind, name, price FROM bundles ORDER BY id');
}

/** Every row of `subscriptions` of the accounts (the erasure of deleted accounts). */
export async function deleteSubscriptionsOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM subscriptions WHERE customer_id = ANY($1::int[])', [customerIds]);
}
