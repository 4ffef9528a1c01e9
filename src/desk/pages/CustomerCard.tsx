import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeskCustomer } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskCustomerText as x } from '../../text/deskCustomer';
import { formatBlockedNumber, formatDate, formatEuro } from '../../text/format';
import { CustomerHistory } from './CustomerHistory';
import '../workflow.css';

/** This month's call costs against the limit, and what the limit did (reached, paid calls blocked). */
function spendText(limit: DeskCustomer['costLimit']): string {
  const spent = formatEuro(limit.spentThisMonth);
  if (limit.monthlyLimit === null) return x.spendWithoutLimit(spent);
  const percent = limit.monthlyLimit > 0 ? Math.round((limit.spentThisMonth / limit.monthlyLimit) * 100) : 0;
  const parts = [x.spendAgainstLimit(spent, formatEuro(limit.monthlyLimit), percent)];
  if (limit.level !== null && limit.level >= 100) parts.push(x.limitReached);
  if (limit.blockedUntil) parts.push(x.limitBlocked(formatDate(limit.blockedUntil)));
  return parts.join(', ');
}

/** One fact, its label above its value: a narrow panel never squeezes a value beside its label. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The customer as staff see them: no password, no token, the IBAN masked; and what questions are mostly
 * about: their numbers, blocked numbers, this month's costs against the limit, open questions and
 * requests, the newest invoices and logins. `wide` lays the facts out in columns (the customer's page).
 */
export function CustomerCard({
  customer,
  link,
  wide = false,
}: {
  customer: DeskCustomer;
  link: boolean;
  wide?: boolean;
}) {
  const c = t.ticket;
  const subscription = customer.subscription
    ? `${customer.subscription.name} ` +
      `(${c.subscriptionStatus[customer.subscription.status] ?? customer.subscription.status})`
    : c.noSubscription;
  return (
    <section className="desk-card" aria-labelledby="desk-customer-heading">
      <h2 id="desk-customer-heading">{c.customerHeading}</h2>
      <dl className={wide ? 'desk-stacked desk-stacked-wide' : 'desk-stacked'}>
        <Fact label={c.company}>{customer.company}</Fact>
        <Fact label={c.name}>{customer.name}</Fact>
        <Fact label={c.customerNumber}>{customer.customerNumber}</Fact>
        <Fact label={c.email}>
          <span className="desk-address">{customer.email}</span>
        </Fact>
        <Fact label={c.subscription}>{subscription}</Fact>
        <Fact label={c.accountActive}>{customer.active ? c.active : c.inactive}</Fact>
        <Fact label={c.iban}>{customer.ibanMasked}</Fact>
        <Fact label={x.spend}>{spendText(customer.costLimit)}</Fact>
        <Fact label={x.openTickets}>{customer.openTickets}</Fact>
        <Fact label={x.numbers}>
          {customer.phoneNumbers.length === 0
            ? x.noNumbers
            : customer.phoneNumbers.map((number) => (
                <span key={number.number} className="desk-line">
                  <span className="desk-number desk-nowrap">{number.number}</span>
                  {number.name ? ` (${number.name})` : null}
                </span>
              ))}
        </Fact>
        <Fact label={x.blockedNumbers}>
          {customer.blockedNumbers.length === 0
            ? x.noBlocked
            : customer.blockedNumbers.map((number) => (
                <span key={number} className="desk-number desk-line">
                  {formatBlockedNumber(number)}
                </span>
              ))}
        </Fact>
      </dl>
      <CustomerHistory customer={customer} wide={wide} />
      {link ? <Link to={`/klant/${customer.customerNumber}`}>{c.openCustomer}</Link> : null}
    </section>
  );
}
