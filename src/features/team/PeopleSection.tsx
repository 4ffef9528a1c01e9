import { Link } from 'react-router';
import { errorMessage, type ApiError } from '../../api/errors';
import { ROLES, type Role } from '../../api/permissions';
import type { TeamPerson } from '../../api/teamContract';
import { href } from '../../routing/href';
import { selectUser } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { useChangeRoleMutation, useRemovePersonMutation } from './teamApi';

/** Roles chosen in the list but not saved yet, by person id (the page warns before they are left behind). */
export type PendingRoles = Partial<Record<number, Role>>;

interface PeopleProps {
  people: TeamPerson[];
  readOnly: boolean;
  pending: PendingRoles;
  onPending: (id: number, role: Role | null) => void;
}

/**
 * 'Mensen met toegang': name, address, what kind of access (hoofdgebruiker, collega, extra gebruiker),
 * two-step verification, the role with its own 'Rol opslaan', and removing a colleague's access.
 */
export function PeopleSection({ people, readOnly, pending, onPending }: PeopleProps) {
  return (
    <section className="card team-section" aria-labelledby="team-people">
      <h2 id="team-people">{t.team.peopleHeading}</h2>
      <ul className="list team-people">
        {people.map((person) => (
          <li key={person.id} className="team-person">
            <Person
              person={person}
              readOnly={readOnly}
              chosen={pending[person.id] ?? person.role}
              onChoose={(role) => onPending(person.id, role === person.role ? null : role)}
              onSaved={() => onPending(person.id, null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A button whose visible text leaves out what its name tells a screen reader ('Toegang ‹van Nina› intrekken'). */
function NamedLabel({ parts }: { parts: readonly [string, string, string] }) {
  // One inline box: a button lays out its children as flex items, which would drop the spaces.
  return (
    <span>
      {parts[0]}
      <span className="visually-hidden">{parts[1]}</span>
      {parts[2]}
    </span>
  );
}

function kindOf(person: TeamPerson): string {
  if (person.accountHolder) return t.team.accountHolder;
  return person.colleague ? t.team.colleague : t.team.extraUser;
}

function Person({
  person,
  readOnly,
  chosen,
  onChoose,
  onSaved,
}: {
  person: TeamPerson;
  readOnly: boolean;
  chosen: Role;
  onChoose: (role: Role) => void;
  onSaved: () => void;
}) {
  const dispatch = useAppDispatch();
  const poc = useAppSelector(selectUser)?.poc ?? '';
  const [changeRole, changing] = useChangeRoleMutation();
  const [remove, removing] = useRemovePersonMutation();
  const fixed = readOnly || person.accountHolder;
  const unsaved = chosen !== person.role;

  const tell = (result: { data?: { message: string }; error?: ApiError }) =>
    result.error
      ? dispatch(showMessage(nl.common.error, errorMessage(result.error)))
      : dispatch(showMessage(nl.common.done, result.data?.message ?? ''));

  const onSaveRole = async () => {
    const result = await changeRole({ id: person.id, role: chosen });
    // Saved, the list shows the new role (teamApi); refused, the choice stays to try again or change.
    if (!result.error) onSaved();
    void tell(result);
  };
  const onRemove = async () => {
    const question = t.team.confirmRemove(person.fullName);
    const answer = await dispatch(askConfirmation(t.team.confirmRemoveTitle, question, t.team.remove)).unwrap();
    if (answer.optionId === 'confirm') void tell(await remove(person.id));
  };

  const selectId = `team-role-${person.id}`;
  const statusId = `team-role-status-${person.id}`;
  return (
    <>
      <div className="team-person-who">
        <p className="team-person-name">
          {person.fullName} {person.self ? <span className="team-muted">{t.team.you}</span> : null}
        </p>
        <p className="team-person-email">{person.email}</p>
        <p className="team-muted">
          {kindOf(person)}
          {!person.accountHolder && !person.colleague && !readOnly ? (
            <>
              {' · '}
              <Link to={href('/account/:poc/bundles-overview', { poc })}>{t.team.extraUserNote}</Link>
            </>
          ) : null}
          {' · '}
          {person.twoStep ? t.team.twoStepOn : t.team.twoStepOff}
        </p>
      </div>
      <div className="team-person-role">
        {fixed ? (
          <p>
            <span className="visually-hidden">{t.fields.role}: </span>
            {t.roles[person.role]}
          </p>
        ) : (
          <>
            <div className="team-role-save">
              <div className="field team-role-field">
                <label htmlFor={selectId} className="visually-hidden">
                  {t.team.roleOf(person.fullName)}
                </label>
                <select
                  id={selectId}
                  value={chosen}
                  aria-describedby={unsaved ? statusId : undefined}
                  onChange={(event) => onChoose(event.target.value as Role)}
                >
                  {ROLES.map((option) => (
                    <option key={option} value={option}>
                      {t.roles[option]}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button-primary"
                disabled={!unsaved || changing.isLoading}
                onClick={() => void onSaveRole()}
              >
                <NamedLabel parts={t.team.saveRoleOf(person.fullName)} />
              </button>
            </div>
            {person.colleague ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={removing.isLoading}
                onClick={() => void onRemove()}
              >
                <NamedLabel parts={t.team.removeOf(person.fullName)} />
              </button>
            ) : null}
            <p id={statusId} className="team-unsaved" role="status">
              {unsaved ? t.team.roleUnsaved : null}
            </p>
          </>
        )}
      </div>
    </>
  );
}
