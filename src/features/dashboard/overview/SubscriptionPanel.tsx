import { Link } from 'react-router';
import type { Subscription } from '../../../api/contract';
import type { OverviewSubscription } from '../../../api/overview';
import { href } from '../../../routing/href';
import { formatDate } from '../../../text/format';
import { overviewText as t } from '../../../text/overview';
import { Figures, Panel, type PanelState } from './Panel';

/** The status in words: active, cancelled per its end date, or a switch planned per its start. */
export function subscriptionStatusText([current, next]: readonly Subscription[]): string {
  if (!current) return t.noSubscription;
  if (current.status === 'cancelled')
    return current.expireTime ? t.statusCancelled(formatDate(current.expireTime)) : t.statusCancelledNoDate;
  if (current.status !== 'active') return t.statusLapsed;
  return next ? t.switchPlanned(next.name, formatDate(next.startTime)) : t.statusActive;
}

/** 'Abonnement': the plan, its status and the bundles, with links to both pages. */
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
            [t.status, subscriptionStatusText(subscription.subscriptions)],
            [t.bundles, t.bundlesValue(subscription.extraUsers, subscription.extraNumbers)],
          ]}
        />
      ) : (
        <p className="overview-empty">{t.noSubscription}</p>
      )}
    </Panel>
  );
}
