import { Form } from 'react-final-form';
import { deskText as t } from '../../text/desk';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { required } from '../../validation/rules';
import { useDeskLoginMutation } from '../api/deskApi';
import { useDeskDispatch, useDeskSelector } from '../hooks';
import { deskLoggedIn, selectDeskSessionExpired } from '../session/deskSession';
import { usePageTitle } from '../ui/usePageTitle';

interface LoginValues {
  email: string;
  password: string;
  code: string;
}

/** The staff login: e-mail address, password and the authenticator app's code, every time. */
export function LoginPage() {
  usePageTitle(t.login.title);
  const dispatch = useDeskDispatch();
  const expired = useDeskSelector((state) => selectDeskSessionExpired(state));
  const [login] = useDeskLoginMutation();
  const onSubmit = async (values: LoginValues) => {
    const result = await login({
      email: values.email.trim(),
      password: values.password,
      code: values.code.replace(/\s+/g, ''),
    });
    return afterSave(dispatch, result, (session) => {
      dispatch(deskLoggedIn(session));
    });
  };
  return (
    <section className="desk-login desk-card" aria-labelledby="desk-login-title">
      <h1 id="desk-login-title">{t.login.title}</h1>
      {expired ? (
        <p className="notice" role="status">
          {t.login.expired}
        </p>
      ) : null}
      <p>{t.login.intro}</p>
      <Form<LoginValues> onSubmit={onSubmit} initialValues={{ email: '', password: '', code: '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="email" label={t.login.email} type="email" autoComplete="username" validate={required} />
            <TextField
              name="password"
              label={t.login.password}
              type="password"
              autoComplete="current-password"
              validate={required}
            />
            <TextField
              name="code"
              label={t.login.code}
              hint={t.login.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              validate={required}
            />
            <FormError error={submitError} submitting={submitting} />
            <SubmitButton submitting={submitting}>{t.login.submit}</SubmitButton>
          </form>
        )}
      </Form>
    </section>
  );
}
