import { Link } from 'react-router';
import type { DeskCustomer } from '../../api/deskContract';
import { deskCustomerText as x } from '../../text/deskCustomer';
import { formatDate, formatDateTime, formatEuro } from '../../text/format';
import { securityText } from '../../text/security';

/** A list under its own heading, or a line saying there is nothing. */
function Listed({ heading, empty, children }: { heading: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="desk-history" aria-label={heading}>
      <h3 className="desk-subheading">{heading}</h3>
      {children.length === 0 ? <p className="desk-meta">{empty}</p> : <ul className="desk-history-list">{children}</ul>}
    </section>
  );
}

/**
 * What happened on the account lately: requests still being carried out (each kind with its label;
 * an extra number's request links to its ticket), the newest invoices and the newest logins.
 */
export function CustomerHistory({ customer, wide }: { customer: DeskCustomer; wide: boolean }) {
  return (
    <div className={wide ? 'desk-history-wide' : undefined}>
      <Listed heading={x.requests} empty={x.noRequests}>
        {customer.openRequests.map((request) => (
          <li key={`${request.kind}-${request.requestedAt}-${request.detail}`}>
            <span className="desk-line">
              {x.requestKinds[request.kind] ?? request.kind}
              {request.detail ? <span className="desk-address">: {request.detail}</span> : null}
            </span>
            <span className="desk-line desk-meta">
              <span className="desk-nowrap">{x.requestedAt(formatDateTime(request.requestedAt))}</span>
              {request.ticketId !== null ? (
                <>
                  {' · '}
                  <Link to={`/vraag/${request.ticketId}`}>{x.requestTicket(request.ticketId)}</Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </Listed>
      <Listed heading={x.invoices} empty={x.noInvoices}>
        {customer.recentInvoices.map((invoice) => (
          <li key={invoice.id}>
            <span className="desk-line">
              <span className="desk-nowrap">{invoice.number}</span> ·{' '}
              <span className="desk-nowrap">{x.invoiceAmount(formatEuro(invoice.amount))}</span>
            </span>
            <span className="desk-line desk-meta">{formatDate(invoice.date)}</span>
          </li>
        ))}
      </Listed>
      <Listed heading={x.logins} empty={x.noLogins}>
        {customer.recentLogins.map((login) => (
          <li key={`${login.at}-${login.fullName}`}>
            <span className="desk-line">
              {login.fullName}: {securityText.outcome[login.outcome] ?? login.outcome}
            </span>
            <span className="desk-line desk-meta">
              <span className="desk-nowrap">{formatDateTime(login.at)}</span> · {login.device}
            </span>
          </li>
        ))}
      </Listed>
    </div>
  );
}
