import { Form } from 'react-final-form';
import type { AuthenticatorOffRequest } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { securityText as t } from '../../text/security';
import { FormError } from '../../ui/form/FormError';
import { saveFailed } from '../../ui/form/saveFailed';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { required } from '../../validation/rules';
import { useAuthenticatorOffMutation } from './securityApi';

type Values = Partial<AuthenticatorOffRequest>;

/** Switching the app off weakens the login: the server asks for the password and a code. */
export function AuthenticatorOffForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [turnOff] = useAuthenticatorOffMutation();
  const onSubmit = async ({ password = '', code = '' }: Values) => {
    const result = await turnOff({ password, code: code.trim() });
    if (result.error) {
      return saveFailed(dispatch, errorMessage(result.error));
    }
    onDone();
    return undefined;
  };
  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t.appOffLabel}>
          <FormError error={submitError} submitting={submitting} />
          <TextField
            name="password"
            label={t.appOffPassword}
            type="password"
            autoComplete="current-password"
            validate={required}
          />
          <TextField name="code" label={t.appOffCode} autoComplete="one-time-code" validate={required} maxLength={12} />
          <div className="security-actions">
            <button type="button" className="button button-secondary" onClick={onDone} disabled={submitting}>
              {t.appCancel}
            </button>
            <SubmitButton submitting={submitting} block={false}>
              {t.appOffSubmit}
            </SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
