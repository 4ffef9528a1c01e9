import { FORM_ERROR } from 'final-form';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { LoginRequest } from '../api/contract';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { getConfig } from '../config';
import { FormError } from '../shell/form/FormError';
import { SubmitButton } from '../shell/form/SubmitButton';
import { TextField } from '../shell/form/TextField';
import { selectPlatform } from '../shell/uiSlice';
import { loginTexts } from '../text/session';
import { loginEmail, loginPassword } from '../validation/rules';
import { goToExternalSite } from './externalRedirect';
import { loginWithPassword } from './login';

/** '/' (spec 2, Login): e-mail, password, 'Login' (Enter submits) and 'Wachtwoord vergeten?'. */
export default function LoginPage() {
  const platform = useAppSelector(selectPlatform);
  const accountSite = platform === 'desktop' ? getConfig().accountSiteUrl : '';
  useEffect(() => {
    if (accountSite) goToExternalSite(accountSite);
  }, [accountSite]);
  if (accountSite) return <p role="status">{loginTexts.redirecting}</p>;
  // The spec gives the login page an empty title; screen readers still get a heading.
  return (
    <>
      <h1 className="visually-hidden">{loginTexts.heading}</h1>
      <LoginForm />
    </>
  );
}

function LoginForm() {
  const dispatch = useAppDispatch();
  const onSubmit = async ({ email, password }: LoginRequest) => {
    const refused = await dispatch(loginWithPassword({ email: email.trim(), password }));
    return refused ? { [FORM_ERROR]: refused } : undefined;
  };
  return (
    <Form<LoginRequest> onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form className="login-form" aria-label={loginTexts.form} noValidate onSubmit={handleSubmit}>
          <FormError error={submitError} submitting={submitting} />
          <TextField
            name="email"
            label={loginTexts.email}
            validate={loginEmail}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <TextField
            name="password"
            label={loginTexts.password}
            validate={loginPassword}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton submitting={submitting}>{loginTexts.submit}</SubmitButton>
          <p className="login-links">
            <Link to="/forgot-password">{loginTexts.forgot}</Link>
          </p>
        </form>
      )}
    </Form>
  );
}
