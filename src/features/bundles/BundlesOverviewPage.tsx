import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '../../api/permissions';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { bundlesText as t } from '../../text/bundles';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useGetActiveBundlesQuery, useGetBundlesQuery } from './bundlesApi';
import { bundlesView, type BundlesView } from './bundlesView';
import './bundles.css';

/** '/account/{poc}/bundles-overview': active extra users and numbers, and what can be requested. */
export default function BundlesOverviewPage() {
  const poc = useParams().poc ?? '';
  const active = useGetActiveBundlesQuery(poc);
  const bundles = useGetBundlesQuery(poc);
  if (active.currentData && bundles.currentData)
    return <Overview poc={poc} view={bundlesView(active.currentData, bundles.currentData.bundles)} />;
  if (active.isError || bundles.isError)
    return (
      <ReadFailedNotice
        onRetry={() => {
          void active.refetch();
          void bundles.refetch();
        }}
      />
    );
  return <div className="card bundles-skeleton" aria-busy="true" />;
}

function Overview({ poc, view }: { poc: string; view: BundlesView }) {
  const role = useAppSelector(selectRole);
  // No row leads to a page the role does not reach, nor to a request it cannot make: those are text.
  const seesUsers = can(role, 'extra.users');
  const requests = can(role, 'subscription.change');
  // The offers' paths are relative to this (bundlesView.ts): they carry the bundle's id or a query.
  const requestBase = `/account/${encodeURIComponent(poc)}/bundles-request`;
  const users = view.users.map((user) => ({
    key: user.id,
    to: seesUsers
      ? `${href('/account/:poc/bundles-request/extra-user-overview', { poc })}?bundleSubuserId=${user.id}`
      : null,
    content: (
      <>
        <span className="bundles-value">{user.label}</span>
        {seesUsers ? <span aria-hidden="true">›</span> : null}
      </>
    ),
  }));
  const numbers = view.numbers.map((number) => ({
    key: number.id,
    to: href('/account/:poc/bundles-request/extra-number-overview', { poc }),
    content: (
      <>
        <span>{number.title}</span>
        <span className="bundles-value">{number.number}</span>
      </>
    ),
  }));
  const offers = view.offers.map((offer) => ({
    key: offer.key,
    to: requests ? `${requestBase}/${offer.path}` : null,
    content: (
      <>
        <span>{offer.title}</span>
        <span className="bundles-price">{offer.price}</span>
      </>
    ),
  }));
  return (
    <>
      <LinkSection id="bundles-users" heading={t.extraUsers} rows={users} empty={t.noExtraUsers} />
      <LinkSection id="bundles-numbers" heading={t.extraNumbers} rows={numbers} empty={t.noExtraNumbers}>
        {view.openRequests > 0 ? <p className="bundles-note">{t.openRequests(view.openRequests)}</p> : null}
        {view.requestsFillRoom && !view.orderBlocked ? <p className="bundles-note">{t.requestsFillRoom}</p> : null}
      </LinkSection>
      <LinkSection
        id="bundles-offers"
        className="bundles-offers"
        heading={t.offers}
        rows={offers}
        empty={view.orderBlocked ?? t.noOffers}
      />
    </>
  );
}

interface LinkRow {
  key: string | number;
  /** Null: shown as a row of text, without a link. */
  to: string | null;
  content: ReactNode;
}

/** One part of the overview: its heading and its link rows, or a line saying there are none. */
function LinkSection(props: {
  id: string;
  className?: string;
  heading: string;
  rows: LinkRow[];
  empty: string;
  children?: ReactNode;
}) {
  const { id, className, heading, rows, empty, children } = props;
  return (
    <section className={className ? `bundles-section ${className}` : 'bundles-section'} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length > 0 ? (
        <ul className="list">
          {rows.map((row) => (
            <li key={row.key}>
              {row.to === null ? (
                <div className="list-row">{row.content}</div>
              ) : (
                <Link className="list-row" to={row.to}>
                  {row.content}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="card">{empty}</p>
      )}
      {children}
    </section>
  );
}
