import type { AccessType, Subscription, SubscriptionStatus } from '../../../src/api/contract';
import * as limits from '../../../src/validation/limits';
import { daysBetween, endOfMonth, localDate } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { ACCESS_TYPE_PREPAID, ACCESS_TYPE_SUBSCRIPTION } from '../catalogue';

/** Columns of a subscription with its plan and pending plan (aliases sb, p, pp). */
export const SUBSCRIPTION_COLUMNS = `sb.id AS sub_id, sb.start_date, sb.cancel_time, sb.expire_date, sb.pending_from,
  sb.last_switch_at, p.id AS plan_id, p.name, p.description, p.sales_line1, p.price, p.icon, p.included_minutes,
    p.access_type,
  p.type AS plan_type, pp.id AS pending_id, pp.name AS pending_name, pp.description AS pending_description,
  pp.sales_line1 AS pending_sales_line1, pp.price AS pending_price, pp.icon AS pending_icon,
  pp.included_minutes AS pending_included_minutes`;
export const SUBSCRIPTION_JOINS = 'JOIN plans p ON p.id = sb.plan_id LEFT JOIN plans pp ON pp.id = sb.pending_plan_id';

export interface SubscriptionRow {
  sub_id: number;
  start_date: string;
  cancel_time: Date | null;
  expire_date: string | null;
  pending_from: string | null;
  last_switch_at: Date | null;
  plan_id: number;
  name: string;
  description: string;
  sales_line1: string;
  price: number;
  icon: string;
  included_minutes: number | null;
  access_type: number;
  plan_type: string;
  pending_id: number | null;
  pending_name: string | null;
  pending_description: string | null;
  pending_sales_line1: string | null;
  pending_price: number | null;
  pending_icon: string | null;
  pending_included_minutes: number | null;
}

export function subscriptionStatus(
  row: Pick<SubscriptionRow, 'cancel_time' | 'expire_date'>,
  today: string,
): SubscriptionStatus {
  if (row.expire_date !== null && row.expire_date < today) return 'lapsed';
  return row.cancel_time ? 'cancelled' : 'active';
}

/** Days left before another plan switch is allowed (requirements §4: 30 days after a switch). */
export function swapCooldown(lastSwitchAt: Date | null, today: string): number {
  if (!lastSwitchAt) return 0;
  return Math.max(0, limits.swapCooldownDays - daysBetween(localDate(lastSwitchAt), today));
}

const pendingEffective = (row: SubscriptionRow, today: string): boolean =>
  row.pending_id !== null && row.pending_from !== null && row.pending_from <= today;

/** The subscription as the customer has it today (a switch counts from its start date). */
export function currentSubscription(row: SubscriptionRow, today: string): Subscription {
  const switched = pendingEffective(row, today);
  const status = subscriptionStatus(row, today);
  const cooldown = swapCooldown(row.last_switch_at, today);
  const waitingSwitch = row.pending_id !== null && !switched;
  return {
    id: row.sub_id,
    name: switched ? (row.pending_name ?? row.name) : row.name,
    description: switched ? (row.pending_description ?? row.description) : row.description,
    salesLine1: switched ? (row.pending_sales_line1 ?? row.sales_line1) : row.sales_line1,
    price: switched ? (row.pending_price ?? row.price) : row.price,
    icon: switched ? (row.pending_icon ?? row.icon) : row.icon,
    includedMinutes: switched ? row.pending_included_minutes : row.included_minutes,
    status,
    accessType:
      row.access_type === ACCESS_TYPE_PREPAID ? ACCESS_TYPE_PREPAID : (ACCESS_TYPE_SUBSCRIPTION as AccessType),
    cancelTime: row.cancel_time ? row.cancel_time.toISOString() : null,
    expireTime: row.expire_date,
    startTime: switched && row.pending_from ? row.pending_from : row.start_date,
    swappable: status === 'active' && cooldown === 0 && !waitingSwitch,
    swapCooldown: cooldown,
    endIfCancelled: status === 'active' ? endOfMonth(today) : null,
  };
}

/** GET /subscriptions: the current subscription, then the new one while a switch is waiting. */
export function subscriptionList(row: SubscriptionRow, today: string): Subscription[] {
  const current = currentSubscription(row, today);
  if (row.pending_id === null || pendingEffective(row, today) || !row.pending_from) return [current];
  return [
    current,
    {
      ...current,
      name: row.pending_name ?? '',
      description: row.pending_description ?? '',
      salesLine1: row.pending_sales_line1 ?? '',
      price: row.pending_price ?? 0,
      icon: row.pending_icon ?? '',
      includedMinutes: row.pending_included_minutes,
      startTime: row.pending_from,
    },
  ];
}

/** GET /subscriptions: the current subscription, and a waiting switch as a second entry; empty without one. */
export async function readSubscriptions(q: Queryable, customerId: number, today: string): Promise<Subscription[]> {
  const [row] = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
      WHERE sb.customer_id = $1 ORDER BY sb.id DESC LIMIT 1`,
    [customerId],
  );
  return row ? subscriptionList(row, today) : [];
}

/**
 * The customer's subscription with its plans: the newest, or the one of `subscriptionId`; locked for a
 * change with `lock`. Undefined when there is none.
 */
export async function subscriptionOf(
  q: Queryable,
  customerId: number,
  subscriptionId: number | null,
  lock: boolean,
): Promise<SubscriptionRow | undefined> {
  const [row] = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions sb ${SUBSCRIPTION_JOINS}
      WHERE sb.customer_id = $1 AND ($2::int IS NULL OR sb.id = $2)
      ORDER BY sb.id DESC LIMIT 1${lock ? ' FOR UPDATE OF sb' : ''}`,
    [customerId, subscriptionId],
  );
  return row;
}

/** The ends of the customer's other subscriptions. */
export function otherSubscriptions(q: Queryable, customerId: number, subscriptionId: number) {
  return q.query<{ cancel_time: Date | null; expire_date: string | null }>(
    'SELECT cancel_time, expire_date FROM subscriptions WHERE customer_id = $1 AND id <> $2',
    [customerId, subscriptionId],
  );
}

/** The plan that the plan id of the subscription stands for today (for options and switches). */
export const effectivePlanId = (row: SubscriptionRow, today: string): number =>
  pendingEffective(row, today) && row.pending_id !== null ? row.pending_id : row.plan_id;
