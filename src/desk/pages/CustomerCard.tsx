import { Link } from 'react-router';
import type { DeskCustomer } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskCustomerText as x } from '../../text/deskCustomer';
import { formatDate, formatEuro } from '../../text/format';

/** The limit in words: its amount (or off), the level reached this month and a block of paid calls. */
function limitText(limit: DeskCustomer['costLimit']): string {
  if (limit.monthlyLimit === null) return x.limitOff;
  const parts = [x.limitAmount(formatEuro(limit.monthlyLimit))];
  if (limit.level !== null) parts.push(x.limitLevel(limit.level));
  if (limit.blockedUntil) parts.push(x.limitBlocked(formatDate(limit.blockedUntil)));
  return parts.join(', ');
}

/**
 * The customer as staff see them: no password, no token, the IBAN masked; and what questions are mostly
 * about: their numbers, blocked numbers, the cost limit and open questions.
 */
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
        <dt>{x.numbers}</dt>
        <dd>
          {customer.phoneNumbers.length === 0
            ? x.noNumbers
            : customer.phoneNumbers.map((number) => (
                <span key={number.number} className="desk-number desk-line">
                  {number.name ? `${number.number} (${number.name})` : number.number}
                </span>
              ))}
        </dd>
        <dt>{x.blockedNumbers}</dt>
        <dd>
          {customer.blockedNumbers.length === 0
            ? x.noBlocked
            : customer.blockedNumbers.map((number) => (
                <span key={number} className="desk-number desk-line">
                  {number}
                </span>
              ))}
        </dd>
        <dt>{x.limit}</dt>
        <dd>{limitText(customer.costLimit)}</dd>
        <dt>{x.openTickets}</dt>
        <dd>{customer.openTickets}</dd>
      </dl>
      {link ? <Link to={`/klant/${customer.customerNumber}`}>{c.openCustomer}</Link> : null}
    </section>
  );
}
