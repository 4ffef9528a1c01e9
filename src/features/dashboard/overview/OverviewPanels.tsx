import type { DashboardResponse } from '../../../api/contract';
import type { OverviewPartName, OverviewResponse } from '../../../api/overview';
import { panelRights } from '../../../api/overviewPanels';
import { overviewText as t } from '../../../text/overview';
import { InvoicePanel } from './InvoicePanel';
import { MonthPanel } from './MonthPanel';
import { NumbersPanel } from './NumbersPanel';
import { useGetOverviewQuery } from './overviewApi';
import type { PanelState } from './Panel';
import { SubscriptionPanel } from './SubscriptionPanel';
import { SupportPanel } from './SupportPanel';
import './overview.css';

/**
 * The desktop overview (a lazy chunk, loaded only at desktop widths): the account's figures as
 * panels, each linking to its page. Who sees which panel is `panelRights`, the rule the server
 * answers by. A failed call leaves every panel with its retry; a failed part only its own.
 */
export default function OverviewPanels({ dashboard }: { dashboard: DashboardResponse }) {
  const { user, phoneNumber, subscription } = dashboard;
  const rights = panelRights({
    role: user.role,
    active: user.active,
    accessType: subscription?.accessType ?? null,
  });
  const anyPanel = rights.month || rights.subscription || rights.lastInvoice || rights.support || rights.numbers;
  // An inactive non-admin sees no panel: nothing to ask for.
  const { currentData, isError, refetch } = useGetOverviewQuery(undefined, { skip: !anyPanel });
  const state = (name: OverviewPartName): PanelState => ({
    status: currentData ? currentData[name].status : isError ? 'failed' : undefined,
    onRetry: () => void refetch(),
  });
  const data = <K extends OverviewPartName>(name: K): OverviewResponse[K]['data'] =>
    currentData ? currentData[name].data : null;

  if (!anyPanel) return null;
  return (
    <div className="overview-panels" role="region" aria-label={t.panelsLabel}>
      {rights.month ? <MonthPanel month={data('month')} state={state('month')} /> : null}
      {rights.subscription ? (
        <SubscriptionPanel subscription={data('subscription')} poc={user.poc} state={state('subscription')} />
      ) : null}
      {rights.lastInvoice ? <InvoicePanel part={data('lastInvoice')} state={state('lastInvoice')} /> : null}
      {rights.support ? <SupportPanel support={data('support')} state={state('support')} /> : null}
      {rights.numbers ? (
        <NumbersPanel phoneNumbers={phoneNumber} numbers={data('numbers')} rights={rights} state={state('numbers')} />
      ) : null}
    </div>
  );
}
