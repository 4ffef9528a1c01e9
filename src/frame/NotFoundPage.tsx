import { Link } from 'react-router';
import { href } from '../routing/href';
import { nl } from '../text/nl';

export function NotFoundPage() {
  return (
    <section>
      <h1 className="page-title">{nl.common.notFoundTitle}</h1>
      <p>{nl.common.notFoundText}</p>
      <Link to={href('/app')}>{nl.common.toDashboard}</Link>
    </section>
  );
}
