import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import type { UsageLimit } from '../../api/contract';
import { href } from '../../routing/href';
import { costText } from '../../text/costControl';
import { usageLimitText as t } from '../../text/usageLimit';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { limitView } from './limitView';
import { SpendMeter } from './SpendMeter';

// Fetched when the limit is shown, not preloaded with the page: the figures above it are the page's
// first paint, and a phone's line carries nothing else before them.
const limitForms = () => import(/* webpackChunkName: "usage-limit-forms" */ './limitForms');
const LimitForm = lazy(() => limitForms().then((forms) => ({ default: forms.LimitForm })));
const LiftBlockForm = lazy(() => limitForms().then((forms) => ({ default: forms.LiftBlockForm })));
const skeleton = <div className="usage-limit-skeleton" aria-busy="true" />;

/**
 * 'Verbruikslimiet' (beyond the spec: docs/decisions/0043-usage-limit-warnings-and-cap.md): this month's costs against
 * the limit with the forecast, the block and its lifting, and the limit itself. Prepaid accounts
 * set their low-credit warning on the credit page instead.
 */
export function UsageLimitSection({
  query,
}: {
  query: { currentData?: UsageLimit; isError: boolean; refetch: () => unknown };
}) {
  const { isError, refetch } = query;
  // The answer arrives through the store, which React renders at once in one task: the form renders
  // in a background pass that yields instead. An answer that is gone is gone at once.
  const deferred = useDeferredValue(query.currentData);
  const currentData = query.currentData && deferred;
  let body;
  if (currentData?.kind === 'prepaid') {
    body = (
      <p>
        <Link to={href('/credit')}>{t.lowCreditHeading}</Link>: {t.lowCreditIntro}
      </p>
    );
  } else if (currentData)
    // Until the forms' code is in, the section keeps the box it had while the answer was on its way.
    body = (
      <Suspense fallback={skeleton}>
        <LimitDetails limit={currentData} />
      </Suspense>
    );
  else if (isError) body = <ReadFailedNotice onRetry={() => void refetch()} />;
  else body = skeleton;
  return (
    <section className="card usage-limit" aria-labelledby="usage-limit">
      <h2 id="usage-limit">{t.heading}</h2>
      {body}
    </section>
  );
}

function LimitDetails({ limit }: { limit: UsageLimit }) {
  const view = limitView(limit);
  return (
    <>
      <p className="usage-limit-intro">
        {t.intro} {costText.whatCounts}
      </p>
      {view.blocked ? (
        <div className="usage-limit-blocked">
          <h3>{t.blockedHeading}</h3>
          <p className="notice">
            {view.blocked} {costText.freeNumbers}
          </p>
          <LiftBlockForm />
        </div>
      ) : null}
      {view.meter ? (
        <SpendMeter meter={view.meter} />
      ) : (
        <p className="limit-spent">
          {t.spent} <strong className="limit-amount">{view.spent}</strong>
        </p>
      )}
      <p className="limit-forecast">
        {view.forecastLabel} <strong className="limit-amount">{view.forecast}</strong>
      </p>
      {view.waiver ? <p className="notice">{view.waiver}</p> : null}
      <LimitForm limit={limit} view={view} />
    </>
  );
}
