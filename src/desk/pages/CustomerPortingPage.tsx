import { Link, useParams } from 'react-router';
import { deskPortingText as t } from '../../text/deskPorting';
import { useGetCustomerPortingQuery } from '../api/portingApi';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';
import { PortingCard } from './porting/PortingCard';
import './porting/porting.css';

/** A customer's porting requests, newest first (opening them is audited), and what staff do with them. */
export function CustomerPortingPage() {
  const customerNumber = useParams().customerNumber ?? '';
  usePageTitle(t.title(customerNumber));
  const { currentData, error, refetch } = useGetCustomerPortingQuery(customerNumber, {
    skip: !/^\d+$/.test(customerNumber),
  });
  return (
    <>
      <p>
        <Link to={`/klant/${customerNumber}`}>{t.back(customerNumber)}</Link>
      </p>
      <h1>{t.title(customerNumber)}</h1>
      <p className="desk-hint">{t.intro}</p>
      {!currentData ? (
        <LoadState error={error} retry={() => void refetch()} />
      ) : currentData.requests.length === 0 ? (
        <p className="desk-card">{t.none}</p>
      ) : (
        currentData.requests.map((request) => <PortingCard key={request.id} request={request} />)
      )}
    </>
  );
}
