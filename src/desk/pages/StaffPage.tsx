import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import type { StaffAccount, StaffCreateRequest, StaffRole } from '../../api/deskContract';
import { errorMessage } from '../../api/errors';
import { STAFF_ROLES } from '../../api/staffRoles';
import { deskText as t } from '../../text/desk';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { staffEmail } from '../../validation/addressRules';
import { required } from '../../validation/rules';
import {
  useAddStaffMutation,
  useDisableStaffMutation,
  useGetStaffQuery,
  useUnlockStaffMutation,
} from '../api/peopleApi';
import { useDeskDispatch, useDeskSelector } from '../hooks';
import { selectStaff } from '../session/deskSession';
import { DeskTable } from '../ui/DeskTable';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';

/** For a teamleider: the staff accounts, a new one (with its one-time set-up link) and switching one off. */
export function StaffPage() {
  usePageTitle(t.staff.title);
  const me = useDeskSelector((state) => selectStaff(state));
  const dispatch = useDeskDispatch();
  const { currentData, error, refetch } = useGetStaffQuery();
  const [disable] = useDisableStaffMutation();
  const [unlock] = useUnlockStaffMutation();
  const act = async (change: typeof disable | typeof unlock, id: number) => {
    const result = await change(id);
    if ('error' in result) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };
  const c = t.staff.columns;
  return (
    <>
      <h1>{t.staff.title}</h1>
      {currentData ? (
        <DeskTable columns={[c.name, c.email, c.role, c.state]} buttonColumn>
          {currentData.staff.map((member) => (
            <tr key={member.id}>
              <th scope="row">{member.fullName}</th>
              <td>{member.email}</td>
              <td>{t.roles[member.role] ?? member.role}</td>
              <td>{staffState(member)}</td>
              <td>
                {member.active && member.locked ? (
                  <button type="button" className="button button-primary" onClick={() => void act(unlock, member.id)}>
                    {t.staff.unlock}
                  </button>
                ) : null}
                {member.active && member.id !== me?.id ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void act(disable, member.id)}
                  >
                    {t.staff.disable}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <LoadState error={error} retry={() => void refetch()} />
      )}
      <AddStaffForm />
    </>
  );
}

/** Disabled, locked by wrong codes, set up, or waiting for its set-up link to be used. */
function staffState(member: StaffAccount): string {
  if (!member.active) return t.staff.disabled;
  if (member.locked) return t.staff.locked;
  return member.setUp ? t.staff.setUp : t.staff.notSetUp;
}

function AddStaffForm() {
  const dispatch = useDeskDispatch();
  const [add] = useAddStaffMutation();
  const [link, setLink] = useState<string | null>(null);
  const onSubmit = async (values: StaffCreateRequest) => {
    const result = await add({ email: values.email.trim(), fullName: values.fullName.trim(), role: values.role });
    return afterSave(dispatch, result, (answer) => setLink(answer.setupLink));
  };
  return (
    <section className="desk-card" aria-labelledby="desk-add-staff">
      <h2 id="desk-add-staff">{t.staff.addHeading}</h2>
      <Form<StaffCreateRequest> onSubmit={onSubmit} initialValues={{ email: '', fullName: '', role: 'medewerker' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="desk-inline-form" onSubmit={handleSubmit} noValidate>
            <TextField name="fullName" label={t.staff.name} validate={required} />
            <TextField name="email" label={t.staff.email} type="email" validate={staffEmail} />
            <div className="field">
              <label htmlFor="desk-staff-role">{t.staff.role}</label>
              <Field<StaffRole> name="role">
                {({ input }) => (
                  <select {...input} id="desk-staff-role">
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t.roles[role]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <SubmitButton submitting={submitting} block={false}>
              {t.staff.add}
            </SubmitButton>
            <FormError error={submitError} submitting={submitting} />
          </form>
        )}
      </Form>
      {link ? (
        <div role="status">
          <h3>{t.staff.linkHeading}</h3>
          <p>
            <code className="desk-secret">{link}</code>
          </p>
          <p>{t.staff.linkHint}</p>
        </div>
      ) : null}
    </section>
  );
}
