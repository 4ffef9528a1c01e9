import { Link } from 'react-router';
import { href } from '../../routing/href';
import { teamText as t } from '../../text/team';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { InvitationsSection, InviteForm } from './InvitationsSection';
import { PeopleSection } from './PeopleSection';
import { useGetTeamQuery } from './teamApi';
import { TwoStepRequiredSection } from './TwoStepRequiredSection';
import './team.css';

/**
 * '/team' ('Gebruikers en rechten'): the account's people with their roles and two-step verification,
 * the open invitations, inviting a colleague, and whether two-step verification is required. A
 * read-only role sees it all without the buttons that change it.
 */
export default function TeamPage() {
  const { currentData, isError, refetch } = useGetTeamQuery();
  const readOnly = useReadOnly();
  if (isError && !currentData) return <ReadFailedNotice onRetry={() => void refetch()} />;
  if (!currentData) return <div className="card team-skeleton" aria-busy="true" />;
  return (
    <div className="team">
      <p className="notice team-free-note">{t.team.freeNote}</p>
      <PeopleSection people={currentData.people} readOnly={readOnly} />
      <InvitationsSection invitations={currentData.invitations} readOnly={readOnly} />
      {readOnly ? null : <InviteForm />}
      <TwoStepRequiredSection required={currentData.twoStepRequired} readOnly={readOnly} />
      <p className="team-activity-link">
        <Link to={href('/team/activity')}>{t.team.toActivity}</Link>
      </p>
    </div>
  );
}
