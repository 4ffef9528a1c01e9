import { Link } from 'react-router';
import { can } from '../../api/permissions';
import { href } from '../../routing/href';
import { selectRole } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { teamText as t } from '../../text/team';
import { useGetTeamQuery } from './teamApi';
import './team.css';

/** On the security page of who manages the account: who of the account has two-step verification. */
export function TwoStepOverview() {
  const { currentData } = useGetTeamQuery();
  const changes = can(useAppSelector(selectRole), 'team.change');
  if (!currentData) return null;
  return (
    <section className="security-section" aria-labelledby="security-team-two-step">
      <h2 id="security-team-two-step">{t.security.heading}</h2>
      <p>
        {currentData.twoStepRequired ? t.security.required : t.security.notRequired}{' '}
        {changes ? t.security.changeAt : t.security.seeAt}
        <Link to={href('/team')}>{t.pageTitle}</Link>.
      </p>
      <ul className="list team-two-step-list">
        {currentData.people.map((person) => (
          <li key={person.id} className="team-two-step-row">
            <span className="team-person-name">{person.fullName}</span>{' '}
            <span className="team-muted">{person.email}</span>
            <span className="team-two-step-state">{person.twoStep ? t.team.twoStepOn : t.team.twoStepOff}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
