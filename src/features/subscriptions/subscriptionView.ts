import type { Subscription, SubscriptionOption } from '../../api/contract';
import { formatDate, formatEuro, formatNumber } from '../../text/format';
import { subscriptionsText as t } from '../../text/subscriptions';

export interface SubscriptionCard {
  name: string;
  description: string;
  salesLine1: string;
  price: string;
  /** Start date, the days left of the switch lock, the expiry: each shown when it applies. */
  lines: string[];
}
export interface SubscriptionsView {
  current: SubscriptionCard & { id: number };
  /** The second entry, a switch waiting for the first of next month. */
  next: SubscriptionCard | null;
  canSwitch: boolean;
  canCancel: boolean;
  /**
   * What a cancel would do, for its confirmation: the end date, and a waiting switch that would not happen
   * (empty when it cannot be cancelled).
   */
  cancelSummary: string;
  canReactivate: boolean;
}

const card = (s: Subscription): SubscriptionCard => ({
  name: s.name,
  description: s.description,
  salesLine1: s.salesLine1,
  price: t.pricePerMonth(formatEuro(s.price)),
  lines: [],
});

/** What '/subscriptions' shows for the list of GET /subscriptions (requirements §2 and §4); null without one. */
export function subscriptionsView(list: readonly Subscription[]): SubscriptionsView | null {
  const [current, next] = list;
  if (!current) return null;
  const lines = [t.startTime(formatDate(current.startTime))];
  if (current.status === 'active' && current.swapCooldown > 0) lines.push(t.cooldown(current.swapCooldown));
  if (current.status === 'cancelled' && current.expireTime) lines.push(t.expires(formatDate(current.expireTime)));
  if (current.status === 'lapsed' && current.expireTime) lines.push(t.lapsed(formatDate(current.expireTime)));
  return {
    current: { ...card(current), id: current.id, lines },
    next: next ? { ...card(next), lines: [t.startTime(formatDate(next.startTime))] } : null,
    canSwitch: current.status === 'active' && current.swappable,
    canCancel: current.status === 'active',
    cancelSummary: current.endIfCancelled
      ? [
          t.cancelSummary(current.name, formatDate(current.endIfCancelled)),
          ...(next ? [t.cancelDropsSwitch(next.name, formatDate(next.startTime))] : []),
        ].join(' ')
      : '',
    // Requirements §2: only when cancelled and it is the only subscription (a waiting switch is a second entry).
    canReactivate: current.status === 'cancelled' && list.length === 1,
  };
}

/**
 * A plan's terms in the switch's confirmation, so before → after compares like with like: the price
 * and, for a plan with call minutes, how many ('250 belminuten p/m', 'onbeperkt bellen').
 */
export function planTerms(plan: Pick<SubscriptionOption, 'price' | 'includedMinutes'>): string {
  const price = t.pricePerMonth(formatEuro(plan.price));
  if (plan.includedMinutes === 0) return price;
  const minutes = plan.includedMinutes === null ? null : formatNumber(plan.includedMinutes, 0);
  return `${price}, ${t.includedMinutes(minutes)}`;
}
