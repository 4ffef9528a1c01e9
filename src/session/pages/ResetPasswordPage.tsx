import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { nl } from '../../text/nl';
import { resetTexts } from '../../text/resetPassword';
import { BrandedCard } from '../../ui/BrandedCard';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { NEW_PASSWORD_MIN, newPassword } from '../../validation/newPasswordRule';
import { passwordsMatch } from '../../validation/pageRules';
import { required } from '../../validation/rules';
import { logout } from '../logout';
import { selectSessionStatus } from '../sessionSlice';
import { useFragmentToken } from './fragmentToken';
import { LinkDoneNotice, LinkNotice } from './LinkNotice';
import { useAuthResetPasswordMutation } from './passwordApi';

const t = resetTexts;

interface ResetValues {
  password: string;
  passwordRepeat: string;
}

/**
 * '/reset-password' (beyond requirements §2): the page behind the forgot-password mail's link. The token
 * arrives in the fragment (never sent to a server), is kept in component state and taken out of the
 * address at once, so it is neither shown, bookmarked nor replayed by a reload.
 */
export default function ResetPasswordPage() {
  const token = useFragmentToken();
  const [done, setDone] = useState(false);
  let body;
  if (done) body = <ResetDone />;
  else if (!token) body = <NoToken />;
  else body = <ResetForm token={token} onDone={() => setDone(true)} />;
  return <BrandedCard title={nl.titles.resetPassword}>{body}</BrandedCard>;
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
        <form className="link-form" aria-label={t.form} noValidate onSubmit={handleSubmit}>
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
            <Link to={href('/forgot-password')} className="tap-link">
              {t.newLink}
            </Link>
          </p>
        </form>
      )}
    </Form>
  );
}

function ResetDone() {
  return (
    <LinkDoneNotice id="reset-done-title" title={t.doneTitle} message={t.done} to={href('/')} linkText={t.toLogin} />
  );
}

function NoToken() {
  return (
    <LinkNotice id="reset-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
      <Link to={href('/forgot-password')} className="tap-link">
        {t.newLink}
      </Link>
    </LinkNotice>
  );
}
