import { Link, useParams } from 'react-router';
import { deskText as t } from '../../text/desk';
import { deskInvoicesText } from '../../text/deskInvoices';
import { deskPortingText } from '../../text/deskPorting';
import { useGetCustomerQuery } from '../api/peopleApi';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';
import { AccountPeople } from './AccountPeople';
import { CustomerCard } from './CustomerCard';
import { QueueTable } from './QueueTable';

/** A customer (opening it is audited) and all their tickets. */
export function CustomerPage() {
  const customerNumber = useParams().customerNumber ?? '';
  usePageTitle(t.customer.title(customerNumber));
  const { currentData, error, refetch } = useGetCustomerQuery(customerNumber, { skip: !/^\d+$/.test(customerNumber) });
  return (
    <>
      <p>
        <Link to="/">{t.ticket.back}</Link>
      </p>
      <h1>{t.customer.title(customerNumber)}</h1>
      {currentData ? (
        <>
          <CustomerCard customer={currentData.customer} link={false} wide />
          <p className="desk-links">
            <Link to="facturen">{deskInvoicesText.link}</Link>
            <Link to="overzettingen">{deskPortingText.link}</Link>
          </p>
          <h2>{t.customer.tickets}</h2>
          <QueueTable
            tickets={currentData.tickets}
            caption={t.queue.caption(currentData.tickets.length)}
            withCustomer={false}
          />
          <h2>{t.customer.peopleHeading}</h2>
          <AccountPeople people={currentData.people} />
        </>
      ) : (
        <LoadState error={error} retry={() => void refetch()} />
      )}
    </>
  );
}
