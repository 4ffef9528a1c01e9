import type { ReactNode } from 'react';
import type { SubscriptionCard as Card } from './subscriptionView';
import './subscriptions.css';

/** One subscription or option: name, description, sales line, price and the lines that apply. */
export function SubscriptionCard({ card, children }: { card: Card; children?: ReactNode }) {
  return (
    <div className="card subscriptions-card">
      <h3 className="subscriptions-name">{card.name}</h3>
      {card.description ? <p>{card.description}</p> : null}
      {card.salesLine1 ? <p className="subscriptions-sales">{card.salesLine1}</p> : null}
      <p className="subscriptions-price">{card.price}</p>
      {card.lines.map((line) => (
        <p key={line} className="subscriptions-line">
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}
