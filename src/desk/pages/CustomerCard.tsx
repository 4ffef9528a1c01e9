import { Link } from 'react-router';
import type { DeskCustomer } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';

/** The customer as staff see them: no password, no token, the IBAN masked. */
export function CustomerCard({ customer, link }: { customer: DeskCustomer; link: boolean }) {
  const c = t.ticket;
  const subscription = customer.subscription
    ? `${customer.subscription.name} (${c.subscriptionStatus[customer.subscription.status] ?? customer.subscription.status})`
    : c.noSubscription;
  return (
    <section className="desk-card" aria-labelledby="desk-customer-heading">
      <h2 id="desk-customer-heading">{c.customerHeading}</h2>
      <dl className="desk-facts">
        <dt>{c.customerNumber}</dt>
        <dd>{customer.customerNumber}</dd>
        <dt>{c.name}</dt>
        <dd>{customer.name}</dd>
        <dt>{c.company}</dt>
        <dd>{customer.company}</dd>
        <dt>{c.email}</dt>
        <dd>{customer.email}</dd>
        <dt>{c.subscription}</dt>
        <dd>{subscription}</dd>
        <dt>{c.accountActive}</dt>
        <dd>{customer.active ? c.active : c.inactive}</dd>
        <dt>{c.iban}</dt>
        <dd>{customer.ibanMasked}</dd>
      </dl>
      {link ? <Link to={`/klant/${customer.customerNumber}`}>{c.openCustomer}</Link> : null}
    </section>
  );
}
