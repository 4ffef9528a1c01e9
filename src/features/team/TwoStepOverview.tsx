import { teamText as t } from '../../text/team';
import { useGetTeamQuery } from './teamApi';

/** On the security page of who manages the account: who of the account has two-step verification. */
export function TwoStepOverview() {
  const { currentData } = useGetTeamQuery();
  if (!currentData) return null;
  return (
    <section className="card" aria-labelledby="security-team-two-step">
      <h2 id="security-team-two-step">{t.security.heading}</h2>
      <p>{currentData.twoStepRequired ? t.security.required : t.security.notRequired}</p>
      <ul className="list">
        {currentData.people.map((person) => (
          <li key={person.id}>
            {person.fullName}: {person.twoStep ? t.team.twoStepOn : t.team.twoStepOff}
          </li>
        ))}
      </ul>
    </section>
  );
}
