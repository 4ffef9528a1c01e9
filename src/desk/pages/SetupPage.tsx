import { lazy, Suspense, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { getConfig } from '../../config';
import { deskText as t } from '../../text/desk';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { passwordsMatch } from '../../validation/pageRules';
import { required, type AsyncRule } from '../../validation/rules';
import { useCompleteSetupMutation, useSetupInfoQuery } from '../api/deskApi';
import { useDeskDispatch } from '../hooks';
import { DeskDialogs } from '../ui/DeskDialogs';
import { usePageTitle } from '../ui/usePageTitle';

const QrCode = lazy(() => import(/* webpackChunkName: "desk-qr" */ '../../ui/QrCode'));

/**
 * The staff password rule, the server's own (src/validation/staffPasswordRule.ts), in a chunk of its
 * own: its word lists are large. The page starts loading it at once; a check waits for it.
 */
const passwordRule = () => import(/* webpackChunkName: "desk-password-rule" */ '../../validation/staffPasswordRule');
/** The rule for this person: the provider's name and the person's own count as words an attacker knows. */
const staffPasswordOf =
  (names: readonly string[]): AsyncRule =>
  async (value) =>
    (await passwordRule()).staffPassword(names)(value);

/**
 * The one-time link's token from the address's fragment (never sent to a server), taken out of the
 * address at once so it is not left in the history.
 */
function takeTokenFromAddress(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

interface SetupValues {
  password: string;
  passwordConfirm: string;
  code: string;
}

/** '/desk/instellen#token=…': a new staff account sets its password and couples its authenticator app. */
export function SetupPage() {
  usePageTitle(t.setup.title);
  const [token] = useState(takeTokenFromAddress);
  return (
    <div className="desk">
      <header className="desk-header">
        <p className="desk-brand">{t.appName}</p>
      </header>
      <main className="desk-main">
        <section className="desk-login desk-card" aria-labelledby="desk-setup-title">
          <h1 id="desk-setup-title">{t.setup.title}</h1>
          {token ? <SetupForm token={token} /> : <p role="alert">{t.setup.missingToken}</p>}
        </section>
      </main>
      <DeskDialogs />
    </div>
  );
}

function SetupForm({ token }: { token: string }) {
  useEffect(() => {
    // Loaded while the new staff member scans the code, so the first check does not wait.
    void passwordRule().catch(() => undefined);
  }, []);
  const dispatch = useDeskDispatch();
  const info = useSetupInfoQuery(token);
  const [complete] = useCompleteSetupMutation();
  const [done, setDone] = useState<string | null>(null);
  if (done)
    return (
      <>
        <p role="status">{done}</p>
        <Link to="/">{t.setup.toLogin}</Link>
      </>
    );
  if (!info.currentData)
    return info.error ? <p role="alert">{errorMessage(info.error)}</p> : <p aria-busy="true">{t.setup.loading}</p>;
  const { email, fullName, secret, uri } = info.currentData;
  const staffPassword = staffPasswordOf([getConfig().providerName, fullName, email]);
  const onSubmit = async (values: SetupValues) => {
    const result = await complete({ token, password: values.password, code: values.code.replace(/\s+/g, '') });
    return afterSave(dispatch, result, (answer) => setDone(answer.message));
  };
  return (
    <>
      <p>{t.setup.intro(fullName, email)}</p>
      <p>{t.setup.scan}</p>
      <Suspense fallback={<div className="desk-qr" />}>
        <QrCode value={uri} label={t.setup.qrAlt} className="desk-qr" />
      </Suspense>
      <p>
        {t.setup.secret}: <code className="desk-secret">{secret}</code>
      </p>
      <Form<SetupValues> onSubmit={onSubmit} initialValues={{ password: '', passwordConfirm: '', code: '' }}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <TextField
              name="password"
              label={t.setup.password}
              type="password"
              autoComplete="new-password"
              hint={t.setup.passwordHint}
              validate={staffPassword}
            />
            <TextField
              name="passwordConfirm"
              label={t.setup.passwordConfirm}
              type="password"
              autoComplete="new-password"
              validate={(repeat) => required(repeat) ?? passwordsMatch(values.password, repeat)}
            />
            <TextField
              name="code"
              label={t.setup.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              validate={required}
            />
            <FormError error={submitError} submitting={submitting} />
            <SubmitButton submitting={submitting}>{t.setup.submit}</SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}
