import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SubscriptionOptions } from '../../api/contract';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { formatEuro } from '../../text/format';
import { subscriptionsText as t } from '../../text/subscriptions';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { SubscriptionCard } from './SubscriptionCard';
import { switchFlow } from './subscriptionFlows';
import { useGetSubscriptionOptionsQuery, useGetSubscriptionsQuery } from './subscriptionsApi';
import { planTerms } from './subscriptionView';

/** '/subscription/{id}/options': the plans to switch to, per type ('Beschikbare abonnementen'). */
export default function SubscriptionOptionsPage() {
  const id = Number(useParams().id);
  const { currentData, isError, refetch } = useGetSubscriptionOptionsQuery(id);
  if (currentData) return <Options id={id} options={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card subscriptions-skeleton" aria-busy="true" />;
}

function Options({ id, options }: { id: number; options: SubscriptionOptions }) {
  const dispatch = useAppDispatch();
  const readOnly = useReadOnly();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // The plan now, from the subscriptions page's answer (cached when the user came from there).
  const now = useGetSubscriptionsQuery().currentData?.[0];
  const types = Object.entries(options).filter(([, list]) => list.length > 0);
  if (types.length === 0) return <p className="card">{t.noOptions}</p>;

  const choose = async (type: string, planId: number) => {
    setBusy(true);
    const target = options[type]?.find((option) => option.id === planId);
    const change = now && target ? t.switchFromTo(now.name, planTerms(now), target.name, planTerms(target)) : undefined;
    const switched = await switchFlow(dispatch, { id, type, planId }, change);
    setBusy(false);
    if (switched) void navigate(href('/subscriptions'));
  };

  return types.map(([type, list]) => (
    <section key={type} className="subscriptions-section" aria-labelledby={`options-${type}`}>
      <h2 id={`options-${type}`}>{t.available(type)}</h2>
      {list.map((option) => (
        <SubscriptionCard
          key={option.id}
          card={{
            name: option.name,
            description: option.description,
            salesLine1: option.salesLine1,
            price: t.pricePerMonth(formatEuro(option.price)),
            lines: [],
          }}
        >
          {readOnly ? null : (
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy}
              onClick={() => void choose(type, option.id)}
            >
              {t.choose(option.name)}
            </button>
          )}
        </SubscriptionCard>
      ))}
    </section>
  ));
}
