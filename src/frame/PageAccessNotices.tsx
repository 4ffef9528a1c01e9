import { Link } from 'react-router';
import { href } from '../routing/href';
import { pageAccessText as t } from '../text/pageAccess';

/** A page the user's role does not reach, opened by its address: a notice, not an error. */
export function PageRefusedNotice() {
  return (
    <div className="card notice page-refused" role="status">
      <h2>{t.pageRefused.title}</h2>
      <p>{t.pageRefused.body}</p>
      <p>
        <Link to={href('/app')}>{t.pageRefused.toDashboard}</Link>
      </p>
    </div>
  );
}

/** Above a page the role may look at but not change. */
export function ReadOnlyNotice() {
  return (
    <p className="notice read-only-notice" role="status">
      {t.readOnlyNotice}
    </p>
  );
}

/** Above the security page while the account requires two-step verification of this user. */
export function TwoStepRequiredNotice() {
  return (
    <p className="notice two-step-required-notice" role="alert">
      {t.twoStepRequired}
    </p>
  );
}
