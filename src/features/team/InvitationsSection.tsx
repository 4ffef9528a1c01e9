import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { errorMessage, type ApiError } from '../../api/errors';
import { ROLES, type Role } from '../../api/permissions';
import type { TeamInvitation } from '../../api/teamContract';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { formatDateTime } from '../../text/format';
import { nl } from '../../text/nl';
import { teamText as t } from '../../text/team';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { selectDialog } from '../../ui/uiSlice';
import { invitationEmail } from '../../validation/addressRules';
import { useInviteMutation, useResendInvitationMutation, useWithdrawInvitationMutation } from './teamApi';

/** The invitations not yet accepted: address, role, until when the link works; resend or withdraw. */
export function InvitationsSection({ invitations, readOnly }: { invitations: TeamInvitation[]; readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const [resend, resending] = useResendInvitationMutation();
  const [withdraw, withdrawing] = useWithdrawInvitationMutation();
  const busy = resending.isLoading || withdrawing.isLoading;
  const tell = (result: { data?: { message: string }; error?: ApiError }) =>
    result.error
      ? dispatch(showMessage(nl.common.error, errorMessage(result.error)))
      : dispatch(showMessage(nl.common.done, result.data?.message ?? ''));

  return (
    <section className="card team-section" aria-labelledby="team-invitations">
      <h2 id="team-invitations">{t.team.invitationsHeading}</h2>
      {invitations.length === 0 ? (
        <p>{t.team.noInvitations}</p>
      ) : (
        <ul className="list team-invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="team-invitation">
              <div>
                <p className="team-person-email">{invitation.email}</p>
                <p className="team-muted">
                  {t.roles[invitation.role]} ·{' '}
                  <span className="team-expires">
                    {invitation.expired ? t.team.expired : t.team.expiresAt(formatDateTime(invitation.expiresAt))}
                  </span>
                </p>
              </div>
              {readOnly ? null : (
                <div className="team-invitation-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    aria-label={t.team.resendOf(invitation.email)}
                    onClick={() => void resend(invitation.id).then(tell)}
                  >
                    {t.team.resend}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    aria-label={t.team.withdrawOf(invitation.email)}
                    onClick={() => void withdraw(invitation.id).then(tell)}
                  >
                    {t.team.withdraw}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface InviteValues {
  email?: string;
  role: Role;
}

/**
 * 'Collega uitnodigen': E-mailadres (the address rule of every other address field, as the server's),
 * Rol and 'Uitnodigen'. Once the dialog that answers is closed, the focus is back on the address.
 */
export function InviteForm() {
  const dispatch = useAppDispatch();
  const [invite] = useInviteMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const dialogOpen = useAppSelector(selectDialog) !== null;
  const refocus = useRef(false);
  useEffect(() => {
    if (dialogOpen || !refocus.current) return;
    refocus.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [dialogOpen]);

  const onSubmit = async (values: InviteValues, form: FormApi<InviteValues>) => {
    const result = await invite({ email: (values.email ?? '').trim(), role: values.role });
    refocus.current = true;
    return afterSave(dispatch, result, (data) => {
      void dispatch(showMessage(nl.common.done, data.message));
      setTimeout(() => form.restart({ role: 'financieel' }));
    });
  };
  return (
    <Form<InviteValues> onSubmit={onSubmit} initialValues={{ role: 'financieel' }}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          ref={formRef}
          className="card team-section"
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="team-invite"
        >
          <h2 id="team-invite">{t.team.inviteHeading}</h2>
          <TextField
            name="email"
            label={t.fields.email}
            hint={t.team.inviteHint}
            type="email"
            autoComplete="off"
            validate={invitationEmail}
          />
          <Field<Role> name="role">
            {({ input }) => (
              <div className="field">
                <label htmlFor="team-invite-role">{t.fields.role}</label>
                <select {...input} id="team-invite-role" aria-describedby="team-invite-role-hint">
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t.roles[role]}
                    </option>
                  ))}
                </select>
                <p id="team-invite-role-hint" className="field-hint">
                  {t.roleDescriptions[input.value]}
                </p>
              </div>
            )}
          </Field>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.team.invite}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
