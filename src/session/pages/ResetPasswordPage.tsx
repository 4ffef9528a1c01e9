import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { resetTexts } from '../../text/resetPassword';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { NEW_PASSWORD_MIN, newPassword } from '../../validation/newPasswordRule';
import { passwordsMatch } from '../../validation/pageRules';
import { required } from '../../validation/rules';
import { logout } from '../logout';
import { selectSessionStatus } from '../sessionSlice';
import { useAuthResetPasswordMutation } from './passwordApi';
import './resetPassword.css';

const t = resetTexts;

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

/** The token of the mail's link `/reset-password#token=…`, or null when the fragment has none. */
function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/**
 * '/reset-password' (beyond requirements §2): the page behind the forgot-password mail's link. The token
 * arrives in the fragment (never sent to a server), is kept in component state and taken out of the
 * address at once, so it is neither shown, bookmarked nor replayed by a reload.
 */
export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, on the first render: the effect below empties the fragment right after.
  const [token] = useState(() => tokenFromHash(location.hash));
  const [done, setDone] = useState(false);

  const { hash, pathname, search, state } = location;
  useEffect(() => {
    if (!hash) return;
    // The browser's address (history.replaceState keeps the router's history state) and the
    // router's own location both lose the fragment.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);

  if (done) return <ResetDone />;
  if (!token) return <NoToken />;
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const [resetPassword] = useAuthResetPasswordMutation();

  const onSubmit = async ({ password }: ResetValues) => {
    const result = await resetPassword({ token, password });
    if ('error' in result) return { [FORM_ERROR]: errorMessage(result.error) };
    // The server ended every login of this user; a session in this browser would only fail later.
    if (status === 'loggedIn') void dispatch(logout('user'));
    onDone();
    return undefined;
  };
  const validate = ({ password = '', passwordRepeat = '' }: Partial<ResetValues>) => {
    const mismatch = passwordsMatch(password, passwordRepeat);
    return mismatch ? { passwordRepeat: mismatch } : {};
  };

  return (
    <Form<ResetValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitError, submitting }) => (
        <form aria-label={t.form} noValidate onSubmit={handleSubmit}>
          <FormError error={submitError} submitting={submitting} />
          <p>{t.intro(NEW_PASSWORD_MIN)}</p>
          <TextField
            name="password"
            label={t.password}
            validate={newPassword}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="passwordRepeat"
            label={t.repeat}
            validate={required}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton submitting={submitting}>{t.submit}</SubmitButton>
          <p>
            <Link to={href('/forgot-password')}>{t.newLink}</Link>
          </p>
        </form>
      )}
    </Form>
  );
}

/**
 * A card with a heading. With `takeFocus` the heading gets the focus when the card appears: the form
 * it replaces had it, and a screen reader then reads where the user has landed.
 */
function Notice({
  id,
  title,
  takeFocus = false,
  children,
}: {
  id: string;
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <section className="card reset-notice" aria-labelledby={id}>
      <h2 id={id} ref={ref} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ResetDone() {
  return (
    <Notice id="reset-done-title" title={t.doneTitle} takeFocus>
      <p role="status">{t.done}</p>
      <Link to={href('/')}>{t.toLogin}</Link>
    </Notice>
  );
}

function NoToken() {
  return (
    <Notice id="reset-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
      <Link to={href('/forgot-password')}>{t.newLink}</Link>
    </Notice>
  );
}
