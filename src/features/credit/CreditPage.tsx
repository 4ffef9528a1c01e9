import type { Credit } from '../../api/contract';
import { creditText as t } from '../../text/credit';
import { ExternalLink } from '../../ui/ExternalLink';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useGetCreditQuery } from './creditApi';
import { creditView } from './creditView';
import { LowCreditSection } from './LowCreditSection';
import './credit.css';

/** '/credit': prepaid credit, what it buys, its end date, top-up, (when offered) renewal and the low-credit warning. */
export default function CreditPage() {
  const { currentData, isError, refetch } = useGetCreditQuery();
  if (currentData) return <CreditDetails credit={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card credit-skeleton" aria-busy="true" />;
}

function CreditDetails({ credit }: { credit: Credit }) {
  const view = creditView(credit);
  return (
    <>
      <section className="card credit-section" aria-labelledby="credit-current">
        <h2 id="credit-current">{t.current}</h2>
        <p className="credit-amount">
          {view.credit} <span className="credit-basis">{t.basis}</span>
        </p>
        <p>{view.minutes}</p>
        <p>{view.endDate}</p>
        <ExternalLink href={view.topUpUrl} className="button button-primary button-block">
          {t.topUpLink} <span className="visually-hidden">{t.opensOutside}</span>
        </ExternalLink>
      </section>
      {view.renewalUrl ? (
        <section className="card credit-section" aria-labelledby="credit-renewal">
          <h2 id="credit-renewal">{t.renewalTitle}</h2>
          <p>{t.renewalText}</p>
          <ExternalLink href={view.renewalUrl} className="button button-secondary button-block">
            {t.renewalLink} <span className="visually-hidden">{t.opensOutside}</span>
          </ExternalLink>
        </section>
      ) : null}
      <LowCreditSection />
      <section className="card credit-section" aria-labelledby="credit-explanation">
        <h2 id="credit-explanation">{t.explanationTitle}</h2>
        <p>{view.explanation}</p>
      </section>
    </>
  );
}
