import { useState } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../api/permissions';
import type { TeamPerson } from '../../api/teamContract';
import { href } from '../../routing/href';
import { teamText as t } from '../../text/team';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { InvitationsSection, InviteForm } from './InvitationsSection';
import { PeopleSection, type PendingRoles } from './PeopleSection';
import { useGetTeamQuery } from './teamApi';
import { TwoStepRequiredSection } from './TwoStepRequiredSection';
import { useLeaveWarning } from './useLeaveWarning';
import './team.css';

/** Who has a role chosen that differs from the saved one. */
const unsavedNames = (people: TeamPerson[], pending: PendingRoles): string[] =>
  people.filter((person) => (pending[person.id] ?? person.role) !== person.role).map((person) => person.fullName);

/**
 * '/team' ('Gebruikers en rechten'): the account's people with their roles and two-step verification,
 * the open invitations, inviting a colleague, and whether two-step verification is required. A
 * read-only role sees it all without the buttons that change it. A role chosen but not saved is
 * named before the page is left.
 */
export default function TeamPage() {
  const { currentData, isError, refetch } = useGetTeamQuery();
  const readOnly = useReadOnly();
  const [pending, setPending] = useState<PendingRoles>({});
  const unsaved = currentData ? unsavedNames(currentData.people, pending) : [];
  useLeaveWarning(unsaved);
  if (isError && !currentData) return <ReadFailedNotice onRetry={() => void refetch()} />;
  if (!currentData) return <div className="card team-skeleton" aria-busy="true" />;
  const onPending = (id: number, role: Role | null) =>
    setPending((before) => {
      const next = { ...before };
      if (role === null) delete next[id];
      else next[id] = role;
      return next;
    });
  return (
    <div className="team">
      <p className="notice team-free-note">{t.team.freeNote}</p>
      <PeopleSection people={currentData.people} readOnly={readOnly} pending={pending} onPending={onPending} />
      <InvitationsSection invitations={currentData.invitations} readOnly={readOnly} />
      {readOnly ? null : <InviteForm />}
      <TwoStepRequiredSection required={currentData.twoStepRequired} people={currentData.people} readOnly={readOnly} />
      <p className="team-activity-link">
        <Link to={href('/team/activity')} className="tap-link">
          {t.team.toActivity}
        </Link>
      </p>
    </div>
  );
}
