import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { ForgotPasswordRequest } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { forgotTexts } from '../../text/forgotPassword';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { forgotPasswordEmail } from '../../validation/forgotPasswordRule';
import { useAuthForgotPasswordMutation } from './passwordApi';

/** '/forgot-password' (requirements §2): request a password link; the header's back button leads to '/'. */
export default function ForgotPasswordPage() {
  const [requestLink] = useAuthForgotPasswordMutation();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <section className="card" aria-labelledby="forgot-sent-title">
        <h2 id="forgot-sent-title" className="visually-hidden">
          {forgotTexts.sentTitle}
        </h2>
        <p role="status">{forgotTexts.sent}</p>
        <Link to={href('/')} className="tap-link">
          {forgotTexts.backToLogin}
        </Link>
      </section>
    );
  }

  const onSubmit = async ({ email }: ForgotPasswordRequest) => {
    const result = await requestLink({ email: email.trim() });
    if ('error' in result) return { [FORM_ERROR]: errorMessage(result.error) };
    setSent(true);
    return undefined;
  };
  return (
    <Form<ForgotPasswordRequest> onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form aria-label={forgotTexts.form} noValidate onSubmit={handleSubmit}>
          <FormError error={submitError} submitting={submitting} />
          <p>{forgotTexts.intro}</p>
          <TextField
            name="email"
            label={forgotTexts.email}
            validate={forgotPasswordEmail}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <SubmitButton submitting={submitting}>{forgotTexts.submit}</SubmitButton>
          <p>
            <Link to={href('/')} className="tap-link">
              {forgotTexts.backToLogin}
            </Link>
          </p>
        </form>
      )}
    </Form>
  );
}
