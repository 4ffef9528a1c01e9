import { Link } from 'react-router';
import type { Subscription } from '../../../api/contract';
import type { OverviewSubscription } from '../../../api/overview';
import { href } from '../../../routing/href';
import { formatDate, formatEuro } from '../../../text/format';
import { overviewText as t } from '../../../text/overview';
import { subscriptionsText } from '../../../text/subscriptions';
import { Figures, Panel, type PanelState } from './Panel';

/** The status in words: active, cancelled per its end date, or a switch planned per its start. */
export function subscriptionStatusText([current, next]: readonly Subscription[]): string {
  if (!current) return t.noSubscription;
  if (current.status === 'cancelled')
    return current.expireTime ? t.statusCancelled(formatDate(current.expireTime)) : t.statusCancelledNoDate;
  if (current.status !== 'active') return t.statusLapsed;
  return next ? t.switchPlanned(next.name, formatDate(next.startTime)) : t.statusActive;
}

/** The day after a calendar day 'YYYY-MM-DD'. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * When an active plan renews: monthly, the day after the end a cancel made today would have. A
 * cancelled plan and a planned switch name their date in the status.
 */
function renewal(current: Subscription): [label: string, value: string] | null {
  if (current.status !== 'active' || !current.endIfCancelled) return null;
  return [t.renews, formatDate(dayAfter(current.endIfCancelled))];
}

/** 'Abonnement': the plan, its price, status and next date, and the bundles, with links to both pages. */
export function SubscriptionPanel({
  subscription,
  poc,
  state,
}: {
  subscription: OverviewSubscription | null;
  poc: string;
  state: PanelState;
}) {
  const current = subscription?.subscriptions[0];
  const links = (
    <>
      <Link to={href('/subscriptions')}>{t.toSubscription}</Link>
      <Link to={href('/account/:poc/bundles-overview', { poc })}>{t.toBundles}</Link>
    </>
  );
  return (
    <Panel title={t.subscription} state={state} links={links}>
      {subscription && current ? (
        <Figures
          rows={[
            [t.plan, current.name],
            [t.price, subscriptionsText.pricePerMonth(formatEuro(current.price))],
            [t.status, subscriptionStatusText(subscription.subscriptions)],
            subscription.subscriptions.length === 1 && renewal(current),
            [t.bundles, t.bundlesValue(subscription.extraUsers, subscription.extraNumbers)],
          ]}
        />
      ) : (
        <p className="overview-empty">{t.noSubscription}</p>
      )}
    </Panel>
  );
}
