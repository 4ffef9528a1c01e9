import { Form } from 'react-final-form';
import { useAppDispatch } from '../../state/hooks';
import { settingsText as t } from '../../text/settings';
import { afterSave } from '../../ui/form/afterSave';
import { CancelAndSubmit } from '../../ui/form/CancelAndSubmit';
import { CurrentPasswordField } from '../../ui/form/CurrentPasswordField';
import { FormError } from '../../ui/form/FormError';
import { useToggleSettingMutation } from './settingsApi';

interface Values {
  currentPassword?: string;
}

/** Switching two-step verification off weakens the login: the server asks for the current password. */
export function TwoStepOffForm({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [save] = useToggleSettingMutation();

  const onSubmit = async ({ currentPassword = '' }: Values) =>
    afterSave(dispatch, await save({ action: 'two-step-verification', toggle: 0, currentPassword }), onDone);

  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="settings-two-step-off" aria-label={t.twoStepOffLabel} onSubmit={handleSubmit} noValidate>
          <CurrentPasswordField label={t.twoStepOffPassword} hint={t.twoStepOffHint} />
          <FormError error={submitError} submitting={submitting} />
          <CancelAndSubmit
            submitting={submitting}
            onCancel={onDone}
            cancel={t.twoStepOffCancel}
            submit={t.twoStepOffSubmit}
          />
        </form>
      )}
    </Form>
  );
}
