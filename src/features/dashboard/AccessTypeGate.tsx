import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccessType } from '../../api/contract';
import { can } from '../../api/permissions';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { accessTypeText as t } from '../../text/accessType';
import { useGetDashboardQuery } from './dashboardApi';

/**
 * A page of one kind of account (requirements §6: accessType 1 has the subscription and bundle pages, 3 the
 * credit) opened by address by the other kind: a notice that says so and where to go, instead of the
 * page and its calls. The dashboard's answer (cached; the menu reads it too) tells the kind; until it
 * is in, nothing shows; without a subscription or when it failed, the page speaks for itself.
 */
export function AccessTypeGate({ accessType, children }: { accessType: AccessType; children: ReactNode }) {
  const { currentData, isError } = useGetDashboardQuery();
  const role = useAppSelector(selectRole);
  if (!currentData && !isError) return <div className="card access-gate-wait" aria-busy="true" />;
  const actual = currentData?.subscription?.accessType ?? null;
  if (actual === null || actual === accessType) return children;
  const onlyCredit = accessType === 3;
  // Where this account's own page is: its subscription or its credit (both the main account holder's).
  const own =
    onlyCredit && can(role, 'subscription')
      ? { to: href('/subscriptions'), label: t.toSubscription }
      : !onlyCredit && can(role, 'credit')
        ? { to: href('/credit'), label: t.toCredit }
        : { to: href('/app'), label: t.toDashboard };
  return (
    <div className="notice" role="status">
      <p>{onlyCredit ? t.creditOnly : t.subscriptionOnly}</p>
      <Link to={own.to}>{own.label}</Link>
    </div>
  );
}
