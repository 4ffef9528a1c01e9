import { type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import type { PasswordChangeRequest } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { accountText as t } from '../../text/account';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CurrentPasswordField } from '../../ui/form/CurrentPasswordField';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { newPassword } from '../../validation/newPasswordRule';
import { passwordsMatch } from '../../validation/pageRules';
import { required } from '../../validation/rules';
import { useChangePasswordMutation } from './accountApi';
import './account.css';

type PasswordValues = Partial<PasswordChangeRequest>;

const validate = (values: PasswordValues) => {
  const mismatch = passwordsMatch(values.newPassword ?? '', values.newPasswordConfirm ?? '');
  return mismatch ? { newPasswordConfirm: mismatch } : {};
};

/** '/password-edit': current, new and repeated password; the other logins of the user end. */
export default function PasswordEditPage() {
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    const result = await changePassword({
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
      newPasswordConfirm: values.newPasswordConfirm ?? '',
    });
    return afterSave(dispatch, result, (data) => {
      void dispatch(showMessage(nl.common.done, data.message ?? t.passwordChanged));
      // Passwords do not stay in the form once they are saved.
      setTimeout(() => form.restart());
    });
  };

  return (
    <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="card" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <CurrentPasswordField label={t.currentPassword} />
          <TextField
            name="newPassword"
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            validate={newPassword}
            hint={t.passwordOtherLogins}
          />
          <TextField
            name="newPasswordConfirm"
            label={t.newPasswordConfirm}
            type="password"
            autoComplete="new-password"
            validate={required}
          />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.passwordSubmit}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
