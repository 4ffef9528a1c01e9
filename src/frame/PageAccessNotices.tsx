import { Link } from 'react-router';
import { href } from '../routing/href';
import { selectUser } from '../session/sessionSlice';
import { useAppSelector } from '../state/hooks';
import { pageAccessText as t } from '../text/pageAccess';
import { roleNames } from '../text/roles';

/**
 * A page the user's role does not reach, opened by its address: a notice, not an error, that says which
 * role in which account, and whom to ask for more.
 */
export function PageRefusedNotice() {
  const user = useAppSelector(selectUser);
  const role = user ? roleNames[user.role] : null;
  return (
    <div className="card notice page-refused" role="status">
      <h2>{t.pageRefused.title}</h2>
      <p>{role ? t.pageRefused.roleIn(role, user?.company ?? '') : t.pageRefused.body}</p>
      {user?.holderName ? <p>{t.pageRefused.ask(user.holderName)}</p> : null}
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
