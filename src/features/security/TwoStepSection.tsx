import type { SecurityOverview } from '../../api/contract';
import { can } from '../../api/permissions';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { securityText as t } from '../../text/security';
import { TwoStepUndo } from '../team/public';
import { AuthenticatorSection } from './AuthenticatorSection';
import { EmailCodesCard } from './EmailCodesCard';

/**
 * Two-step verification, both ways side by side: a code per e-mail and an authenticator app. While the
 * account requires it of this user (`setUp`), it leads the page, says so, and offers a Beheerder to
 * switch the requirement off again.
 */
export function TwoStepSection({ data, setUp }: { data: SecurityOverview; setUp: boolean }) {
  const role = useAppSelector(selectRole);
  return (
    <section className="security-section security-two-step" aria-labelledby="security-two-step">
      <h2 id="security-two-step">{setUp ? t.setUpHeading : t.twoStepHeading}</h2>
      <p>{setUp ? t.setUpIntro : t.twoStepIntro}</p>
      <div className="security-methods">
        <EmailCodesCard on={data.emailCodes} />
        <AuthenticatorSection status={data.authenticator} />
      </div>
      {setUp && can(role, 'team.change') ? <TwoStepUndo /> : null}
    </section>
  );
}
