import { Link, useParams } from 'react-router';
import { href } from '../../app/href';
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
  // The offers' paths are relative to this (bundlesView.ts): they carry the bundle's id or a query.
  const requestBase = `/account/${encodeURIComponent(poc)}/bundles-request`;
  return (
    <>
      <section className="bundles-section" aria-labelledby="bundles-users">
        <h2 id="bundles-users">{t.extraUsers}</h2>
        {view.users.length > 0 ? (
          <ul className="list">
            {view.users.map((user) => (
              <li key={user.id}>
                <Link
                  className="list-row"
                  to={`${href('/account/:poc/bundles-request/extra-user-overview', { poc })}?bundleSubuserId=${user.id}`}
                >
                  <span className="bundles-value">{user.label}</span>
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card">{t.noExtraUsers}</p>
        )}
      </section>
      <section className="bundles-section" aria-labelledby="bundles-numbers">
        <h2 id="bundles-numbers">{t.extraNumbers}</h2>
        {view.numbers.length > 0 ? (
          <ul className="list">
            {view.numbers.map((number) => (
              <li key={number.id}>
                <Link className="list-row" to={href('/account/:poc/bundles-request/extra-number-overview', { poc })}>
                  <span>{number.title}</span>
                  <span className="bundles-value">{number.number}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card">{t.noExtraNumbers}</p>
        )}
        {view.openRequests > 0 ? <p className="bundles-note">{t.openRequests(view.openRequests)}</p> : null}
      </section>
      <section className="bundles-section" aria-labelledby="bundles-offers">
        <h2 id="bundles-offers">{t.offers}</h2>
        {view.offers.length > 0 ? (
          <ul className="list">
            {view.offers.map((offer) => (
              <li key={offer.key}>
                <Link className="list-row" to={`${requestBase}/${offer.path}`}>
                  <span>{offer.title}</span>
                  <span className="bundles-price">{offer.price}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card">{t.noOffers}</p>
        )}
      </section>
    </>
  );
}
