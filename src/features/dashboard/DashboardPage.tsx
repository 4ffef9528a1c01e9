import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import type { DashboardResponse } from '../../api/contract';
import { can, type Role } from '../../api/permissions';
import { selectIsAccountActive, selectRole, selectUser } from '../../session/public';
import { useAppSelector, type FirstRead } from '../../state/hooks';
import { dashboardText as t } from '../../text/dashboard';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { selectPlatform } from '../../ui/uiSlice';
import * as limits from '../../validation/limits';
import { PortingNotice } from '../porting/public';
import { CreditRow } from './CreditRow';
import { dashboardApi, useGetDashboardQuery } from './dashboardApi';
import { CostNotices, InactiveNotice, SubscriptionNotice } from './DashboardNotices';
import { dashboardRows, rowLabels, rowTarget, shortEmail, type DashboardRow } from './dashboardRows';
import { LogoutButton } from './LogoutButton';
import { OutgoingNumberSelect } from './OutgoingNumberSelect';
import { RoleNotice } from './RoleNotice';
import { usePanelsLayout } from './usePanelsLayout';
import './dashboard.css';

// The desktop overview's panels: a chunk of their own, fetched only where they show (never on phones).
const loadPanels = () => import(/* webpackChunkName: "overview-panels" */ './overview/OverviewPanels');
const OverviewPanels = lazy(loadPanels);

/** A page load asks for the dashboard before the page's first render (app/firstReads.ts). */
export const firstRead: FirstRead = (dispatch) =>
  dispatch(dashboardApi.endpoints.getDashboard.initiate(undefined, { subscribe: false }));

/**
 * '/app': who is logged in, notices, and the menu of requirements §2 "Dashboard"; on desktop (from
 * phone widths up) the notices and the account's figures as panels, since the side menu has the links.
 */
export default function DashboardPage() {
  const { currentData, isError, refetch } = useGetDashboardQuery();
  const sessionRole = useAppSelector(selectRole);
  const sessionUser = useAppSelector(selectUser);
  const accountActive = useAppSelector(selectIsAccountActive);
  const platform = useAppSelector(selectPlatform);
  const panels = usePanelsLayout();
  // The panels' code loads while GET /dashboard runs, not after it.
  useEffect(() => {
    if (panels) void loadPanels();
  }, [panels]);
  // The rows render in a background pass that yields to the browser: an answer arriving re-renders
  // through the store at once, which would build all rows, links and notices in one long task. An
  // answer that is gone (a logout) is gone at once.
  const deferred = useDeferredValue(currentData);
  const data = currentData && deferred;

  let body;
  if (data) body = panels ? <OverviewContent data={data} /> : <DashboardContent data={data} />;
  else if (isError) body = <ReadFailedNotice onRetry={() => void refetch()} />;
  else body = <DashboardSkeleton card={sessionUser !== null} rows={skeletonRows(accountActive, sessionRole)} />;

  // 'Uitloggen' comes with the answer: below the placeholder it would move when the rows arrive. On
  // desktop the top bar carries it on every page.
  return (
    <div className="dashboard">
      {body}
      {(data || isError) && platform !== 'desktop' ? <LogoutButton /> : null}
    </div>
  );
}

/** About as many placeholder rows as the answer will bring (an inactive admin keeps 'Ondersteuning'). */
const skeletonRows = (active: boolean, role: Role | null) =>
  active ? (can(role, 'account') ? 11 : 4) : can(role, 'tickets') ? 1 : 0;

/** Desktop from phone widths up: the notices, then the account's figures as panels instead of the rows. */
function OverviewContent({ data }: { data: DashboardResponse }) {
  return (
    <>
      <RoleNotice user={data.user} />
      <Notices data={data} />
      <Suspense fallback={<div className="overview-loading" aria-busy="true" />}>
        <OverviewPanels dashboard={data} />
      </Suspense>
    </>
  );
}

/**
 * The notices of today's dashboard: inactive account, a subscription that is not active, the cost
 * controls, and the porting requests that run.
 */
function Notices({ data }: { data: DashboardResponse }) {
  const { user, subscription } = data;
  return (
    <>
      {user.active ? null : <InactiveNotice canOpenSupport={can(user.role, 'tickets')} />}
      {subscription ? <SubscriptionNotice subscription={subscription} /> : null}
      {user.active ? <CostNotices status={data.costStatus} role={user.role} /> : null}
      <PortingNotice requests={data.porting} />
    </>
  );
}

function DashboardContent({ data }: { data: DashboardResponse }) {
  const { user, hasSms, phoneNumber, subscription } = data;
  const rows = dashboardRows({
    role: user.role,
    active: user.active,
    hasSms,
    accessType: subscription?.accessType ?? null,
  });
  return (
    <>
      {/* The account holder's own card; a colleague's names the account, the role and whom to ask. */}
      {can(user.role, 'account.change') && user.accountHolder !== false ? (
        <div className="card dashboard-user">
          <p className="dashboard-name">{user.fullName}</p>
          <p>
            {t.customerNumber}: {user.poc}
          </p>
        </div>
      ) : (
        <RoleNotice user={user} />
      )}
      <Notices data={data} />
      {rows.length > 0 ? (
        <ul className="list dashboard-rows" aria-label={t.rowsLabel}>
          {rows.map((row) => (
            <li key={row}>
              <Row row={row} data={data} numbers={phoneNumber} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Row({
  row,
  data,
  numbers,
}: {
  row: DashboardRow;
  data: DashboardResponse;
  numbers: DashboardResponse['phoneNumber'];
}) {
  switch (row) {
    case 'outgoingNumber':
      return <OutgoingNumberSelect numbers={numbers} />;
    case 'credit':
      return <CreditRow />;
    case 'email':
      return (
        <Link className="list-row" to={rowTarget(row, data.user.poc)} title={data.user.email}>
          <span>{t.email}</span>
          <span className="dashboard-row-value">{shortEmail(data.user.email, limits.dashboardEmailCut)}</span>
        </Link>
      );
    default:
      return (
        <Link className="list-row" to={rowTarget(row, data.user.poc)}>
          <span>{rowLabels[row]}</span>
          <span className="dashboard-chevron" aria-hidden="true">
            ›
          </span>
        </Link>
      );
  }
}

/** Placeholders of the expected height while GET /dashboard runs (the card of who is logged in too). */
function DashboardSkeleton({ card, rows }: { card: boolean; rows: number }) {
  return (
    <>
      {card ? (
        <div className="card dashboard-user" aria-hidden="true">
          <p className="dashboard-name">{'\u00a0'}</p>
          <p>{'\u00a0'}</p>
        </div>
      ) : null}
      {rows > 0 ? (
        <ul className="list dashboard-rows" aria-busy="true" aria-label={t.rowsLabel}>
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} className="list-row dashboard-skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : null}
    </>
  );
}
