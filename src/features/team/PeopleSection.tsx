import { useState } from 'react';
import { errorMessage, type ApiError } from '../../api/errors';
import { ROLES, type Role } from '../../api/permissions';
import type { TeamPerson } from '../../api/teamContract';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { useChangeRoleMutation, useRemovePersonMutation } from './teamApi';

/** The account's people: name, address, role (changeable), two-step verification, and removing access. */
export function PeopleSection({ people, readOnly }: { people: TeamPerson[]; readOnly: boolean }) {
  return (
    <section className="card team-section" aria-labelledby="team-people">
      <h2 id="team-people">{t.team.peopleHeading}</h2>
      <ul className="list team-people">
        {people.map((person) => (
          <li key={person.id} className="team-person">
            <Person person={person} readOnly={readOnly} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Person({ person, readOnly }: { person: TeamPerson; readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<Role>(person.role);
  const [changeRole, changing] = useChangeRoleMutation();
  const [remove, removing] = useRemovePersonMutation();
  const fixed = readOnly || person.accountHolder;

  const tell = (result: { data?: { message: string }; error?: ApiError }) =>
    result.error
      ? dispatch(showMessage(nl.common.error, errorMessage(result.error)))
      : dispatch(showMessage(nl.common.done, result.data?.message ?? ''));

  const onSaveRole = async () => {
    const result = await changeRole({ id: person.id, role });
    if (result.error) setRole(person.role);
    void tell(result);
  };
  const onRemove = async () => {
    const question = t.team.confirmRemove(person.fullName);
    const answer = await dispatch(askConfirmation(t.team.confirmRemoveTitle, question, t.team.remove)).unwrap();
    if (answer.optionId === 'confirm') void tell(await remove(person.id));
  };

  const selectId = `team-role-${person.id}`;
  return (
    <>
      <div className="team-person-who">
        <p className="team-person-name">
          {person.fullName} {person.self ? <span className="team-muted">{t.team.you}</span> : null}
        </p>
        <p className="team-person-email">{person.email}</p>
        <p className="team-muted">
          {person.accountHolder ? `${t.team.accountHolder} · ` : null}
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
            <label htmlFor={selectId} className="visually-hidden">
              {t.team.roleOf(person.fullName)}
            </label>
            <select id={selectId} value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {t.roles[option]}
                </option>
              ))}
            </select>
            {role !== person.role ? (
              <button
                type="button"
                className="button button-primary"
                disabled={changing.isLoading}
                onClick={() => void onSaveRole()}
              >
                {t.team.saveRole}
              </button>
            ) : null}
            {person.colleague ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={removing.isLoading}
                onClick={() => void onRemove()}
              >
                {t.team.remove}
              </button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
