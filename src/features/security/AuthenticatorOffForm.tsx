import { Form } from 'react-final-form';
import type { AuthenticatorOffRequest } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { securityText as t } from '../../text/security';
import { afterSave } from '../../ui/form/afterSave';
import { CancelAndSubmit } from '../../ui/form/CancelAndSubmit';
import { CurrentPasswordField } from '../../ui/form/CurrentPasswordField';
import { FormError } from '../../ui/form/FormError';
import { TextField } from '../../ui/form/TextField';
import { required } from '../../validation/rules';
import { useAuthenticatorOffMutation } from './securityApi';

type Values = Partial<AuthenticatorOffRequest>;

/** Switching the app off weakens the login: the server asks for the password and a code. */
export function AuthenticatorOffForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [turnOff] = useAuthenticatorOffMutation();
  const onSubmit = async ({ password = '', code = '' }: Values) =>
    afterSave(dispatch, await turnOff({ password, code: code.trim() }), onDone);
  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t.appOffLabel}>
          <FormError error={submitError} submitting={submitting} />
          <CurrentPasswordField name="password" label={t.appOffPassword} />
          <TextField name="code" label={t.appOffCode} autoComplete="one-time-code" validate={required} maxLength={12} />
          <CancelAndSubmit submitting={submitting} onCancel={onDone} cancel={t.appCancel} submit={t.appOffSubmit} />
        </form>
      )}
    </Form>
  );
}
