import { Link } from 'react-router';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { subscriptionsText as t } from '../../text/subscriptions';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { SubscriptionCard } from './SubscriptionCard';
import { cancelFlow, reactivateFlow } from './subscriptionFlows';
import { useGetSubscriptionsQuery } from './subscriptionsApi';
import { subscriptionsView } from './subscriptionView';
import './subscriptions.css';

/** '/subscriptions': the current subscription, a waiting switch, and switch / cancel / reactivate. */
export default function SubscriptionsPage() {
  const { currentData, isError, refetch } = useGetSubscriptionsQuery();
  if (currentData) return <Subscriptions list={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card subscriptions-skeleton" aria-busy="true" />;
}

function Subscriptions({ list }: { list: Parameters<typeof subscriptionsView>[0] }) {
  const dispatch = useAppDispatch();
  const readOnly = useReadOnly();
  const view = subscriptionsView(list);
  if (!view) return <p className="card">{t.none}</p>;
  const { current, next } = view;
  return (
    <>
      <section className="subscriptions-section" aria-labelledby="subscription-current">
        <h2 id="subscription-current">{t.current}</h2>
        <SubscriptionCard card={current} />
        <div className="subscriptions-actions">
          {view.canSwitch && !readOnly ? (
            <Link
              className="button button-primary button-block"
              to={href('/subscription/:id/options', { id: current.id })}
            >
              {t.switchButton}
            </Link>
          ) : null}
          {view.canCancel && !readOnly ? (
            <button
              type="button"
              className="button button-secondary button-block"
              onClick={() => void cancelFlow(dispatch, current.id, view.cancelSummary)}
            >
              {t.cancelButton}
            </button>
          ) : null}
          {view.canReactivate && !readOnly ? (
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() => void reactivateFlow(dispatch, current.id)}
            >
              {t.reactivateButton}
            </button>
          ) : null}
        </div>
      </section>
      {next ? (
        <section className="subscriptions-section" aria-labelledby="subscription-next">
          <h2 id="subscription-next">{t.next}</h2>
          <SubscriptionCard card={next} />
        </section>
      ) : null}
    </>
  );
}
