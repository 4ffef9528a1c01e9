import { Link } from 'react-router';
import { can } from '../../api/permissions';
import type { PortingSummary } from '../../api/portingContract';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { portingText as t } from '../../text/porting';
import { numbersOf, statusName } from './portingView';
import './porting.css';

/**
 * 'Nummer instellingen' for the roles that see porting: the requests that run (or were refused
 * lately), each leading to its status, and for a Beheerder the way to 'Nummer overzetten'.
 */
export function PortingSection({ requests }: { requests: readonly PortingSummary[] }) {
  const mayRequest = can(useAppSelector(selectRole), 'porting.change');
  return (
    <section className="card porting-section" aria-labelledby="porting-section">
      <h2 id="porting-section">{t.sectionHeading}</h2>
      <p className="porting-note">{mayRequest ? t.sectionIntro : t.sectionIntroReadOnly}</p>
      {requests.length === 0 ? (
        <p>{t.noRequests}</p>
      ) : (
        <ul className="list porting-requests" aria-label={t.requestsHeading}>
          {requests.map((request) => (
            <li key={request.id}>
              <Link className="list-row" to={href('/numbers/porting/:id', { id: request.id })}>
                <span className="porting-request-numbers">{numbersOf(request)}</span>
                <span className={`porting-badge porting-badge-${request.error ? 'error' : request.status}`}>
                  {statusName(request)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mayRequest ? (
        <p className="porting-actions">
          <Link className="button button-secondary" to={href('/numbers/porting')}>
            {t.start}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
