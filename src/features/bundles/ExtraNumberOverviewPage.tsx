import { Link } from 'react-router';
import { can } from '../../api/permissions';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { bundlesText as t } from '../../text/bundles';

/**
 * '/account/{poc}/bundles-request/extra-number-overview': the placeholder 'Extra nummer' (requirements §2),
 * with the way to support for the roles that reach it.
 */
export default function ExtraNumberOverviewPage() {
  const role = useAppSelector(selectRole);
  return (
    <section className="card">
      <p>{t.numberOverview}</p>
      {can(role, 'tickets') ? (
        <Link className="button button-secondary button-block" to={href('/feedback')}>
          {t.toSupport}
        </Link>
      ) : null}
    </section>
  );
}
