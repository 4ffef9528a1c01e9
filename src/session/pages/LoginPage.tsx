import { FORM_ERROR } from 'final-form';
import type { FormApi } from 'final-form';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { LoginCodeRequired, LoginRequest } from '../../api/contract';
import { getConfig } from '../../config';
import { href } from '../../routing/href';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { loginTexts } from '../../text/session';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { takeEarlyInput } from '../../ui/prerendered/earlyInput';
import { selectPlatform } from '../../ui/uiSlice';
import { loginEmail, loginPassword } from '../../validation/rules';
import { goToExternalSite } from './externalRedirect';

// Only the accounts with two-step verification need the code step: fetched when the code is asked.
const LoginCodeForm = lazy(() => import(/* webpackChunkName: "login-code" */ './LoginCodeForm'));
// The login call itself is not needed to paint or hydrate the form: fetched as soon as the user
// turns to the form (first focus), well before the submit.
const loadLogin = () => import(/* webpackChunkName: "login-submit" */ './login');

/** '/' (requirements §2, Login): e-mail, password, 'Login' (Enter submits) and 'Wachtwoord vergeten?'. */
export default function LoginPage() {
  const platform = useAppSelector(selectPlatform);
  const accountSite = platform === 'desktop' ? getConfig().accountSiteUrl : '';
  useEffect(() => {
    if (accountSite) goToExternalSite(accountSite);
  }, [accountSite]);
  // With two-step verification on, the password step hands over to the code step (held here only:
  // the challenge is of no use after a reload, the user then starts again).
  const [challenge, setChallenge] = useState<LoginCodeRequired | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  if (accountSite) return <p role="status">{loginTexts.redirecting}</p>;
  // The spec gives the login page an empty header title: the card names the provider and has its heading.
  return (
    <div className="login-card">
      <p className="login-provider">{getConfig().providerName}</p>
      <h1 className="login-heading">{loginTexts.heading}</h1>
      {challenge ? (
        <Suspense fallback={<p aria-busy="true" />}>
          <LoginCodeForm
            challenge={challenge}
            onEnded={(message) => {
              setEnded(message);
              setChallenge(null);
            }}
          />
        </Suspense>
      ) : (
        <LoginForm
          notice={ended}
          onCodeRequired={(next) => {
            setEnded(null);
            setChallenge(next);
          }}
        />
      )}
    </div>
  );
}

interface LoginFormProps {
  /** Why the code step ended, shown above the form. */
  notice: string | null;
  onCodeRequired(challenge: LoginCodeRequired): void;
}

/**
 * What was typed (and a submit) in the pre-rendered form before the app ran: the values before the
 * first paint, the submit once the form validates. react-final-form registers the fields in their
 * effects and starts validating in the form's effect, after its fields'; submitted earlier, the
 * form would see no rule and send empty fields.
 */
function ReplayEarlyInput({ form }: { form: FormApi<LoginRequest> }) {
  const submitted = useRef(false);
  useLayoutEffect(() => {
    const early = takeEarlyInput();
    if (!early) return;
    for (const [name, value] of Object.entries(early.values))
      if (name === 'email' || name === 'password') form.change(name, value);
    submitted.current = early.submitted;
  }, [form]);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    // After this commit's effects: the form's own (it runs after its fields') resumes validation.
    queueMicrotask(() => void form.submit());
  }, [form]);
  return null;
}

function LoginForm({ notice, onCodeRequired }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const onSubmit = async ({ email, password }: LoginRequest) => {
    const { loginWithPassword } = await loadLogin();
    const answer = await dispatch(loginWithPassword({ email: email.trim(), password }));
    if (typeof answer === 'object') {
      onCodeRequired(answer);
      return undefined;
    }
    return answer ? { [FORM_ERROR]: answer } : undefined;
  };
  return (
    <Form<LoginRequest> onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting, form }) => (
        // POST: should the page's start script not have run, a submit before the app never puts the
        // password in the address.
        <form
          className="login-form"
          method="post"
          aria-label={loginTexts.form}
          noValidate
          onSubmit={handleSubmit}
          onFocus={() => void loadLogin()}
        >
          <FormError error={submitError ?? notice} submitting={submitting} />
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
          <ReplayEarlyInput form={form} />
          <SubmitButton submitting={submitting}>{loginTexts.submit}</SubmitButton>
          <p className="login-links">
            <Link to={href('/forgot-password')} className="tap-link">
              {loginTexts.forgot}
            </Link>
          </p>
        </form>
      )}
    </Form>
  );
}
