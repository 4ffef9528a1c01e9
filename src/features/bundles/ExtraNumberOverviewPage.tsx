import { Link } from 'react-router';
import { href } from '../../routing/href';
import { bundlesText as t } from '../../text/bundles';

/** '/account/{poc}/bundles-request/extra-number-overview': the placeholder 'Extra nummer' (requirements §2). */
export default function ExtraNumberOverviewPage() {
  return (
    <section className="card">
      <p>{t.numberOverview}</p>
      <Link className="button button-secondary button-block" to={href('/feedback')}>
        {t.toSupport}
      </Link>
    </section>
  );
}
