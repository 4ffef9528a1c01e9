import { Link } from 'react-router';
import { href } from '../../routing/href';
import { creditText } from '../../text/credit';
import { dashboardText as t } from '../../text/dashboard';
import { formatDate, formatEuro } from '../../text/format';
import { useGetCreditQuery } from '../credit/public';

/** 'Tegoed / Verlengen' for prepaid (accessType 3): mounted only then, so GET /credit runs only then. */
export function CreditRow() {
  const { currentData: data } = useGetCreditQuery();
  return (
    <Link className="list-row dashboard-credit" to={href('/credit')}>
      <span className="dashboard-row-text">
        <span>{t.credit}</span>
        {/* The second line keeps its height while loading, so nothing below moves. */}
        <span className="dashboard-row-detail">{data ? t.creditEndDate(formatDate(data.endDate)) : '\u00a0'}</span>
      </span>
      <span className="dashboard-row-value">{data ? creditText.inclVat(formatEuro(data.credit)) : null}</span>
    </Link>
  );
}
