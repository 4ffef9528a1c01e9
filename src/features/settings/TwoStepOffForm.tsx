import { Form } from 'react-final-form';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { settingsText as t } from '../../text/settings';
import { FormError } from '../../ui/form/FormError';
import { saveFailed } from '../../ui/form/saveFailed';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
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
      return saveFailed(dispatch, errorMessage(result.error));
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
