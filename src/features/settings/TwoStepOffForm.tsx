import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/dialogs';
import { FormError } from '../../shell/form/FormError';
import { SubmitButton } from '../../shell/form/SubmitButton';
import { TextField } from '../../shell/form/TextField';
import { nl } from '../../text/nl';
import { settingsText as t } from '../../text/settings';
import { required } from '../../validation/rules';
import { useToggleSettingMutation } from './settingsApi';

interface Values {
  currentPassword?: string;
}

/** Switching two-step verification off weakens the login: the server asks for the current password. */
export function TwoStepOffForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [save] = useToggleSettingMutation();

  const onSubmit = async (values: Values) => {
    const currentPassword = values.currentPassword ?? '';
    const result = await save({ action: 'two-step-verification', toggle: 0, currentPassword });
    if (result.error) {
      const message = errorMessage(result.error);
      void dispatch(showMessage(nl.common.error, message));
      return { [FORM_ERROR]: message };
    }
    onDone();
    return undefined;
  };

  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="settings-two-step-off" aria-label={t.twoStepOffLabel} onSubmit={handleSubmit} noValidate>
          <TextField
            name="currentPassword"
            label={t.twoStepOffPassword}
            type="password"
            autoComplete="current-password"
            validate={required}
            hint={t.twoStepOffHint}
          />
          <FormError error={submitError} submitting={submitting} />
          <div className="settings-two-step-off-actions">
            <button type="button" className="button button-secondary" onClick={onDone} disabled={submitting}>
              {t.twoStepOffCancel}
            </button>
            <SubmitButton submitting={submitting} block={false}>
              {t.twoStepOffSubmit}
            </SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}
