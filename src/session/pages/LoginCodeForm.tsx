import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { LoginCodeRequired } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { loginCodeTexts as t } from '../../text/loginCode';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { loginWithCode, resendLoginCode } from './loginCode';

interface CodeValues {
  code: string;
}

/** Spaces and dashes of a pasted code do not count. */
export const normaliseCode = (value: string): string => value.replace(/[\s-]/g, '');
const codeRule = (value: string): string | undefined => (/^\d{6}$/.test(normaliseCode(value)) ? undefined : t.invalid);
/** The authenticator app's 6 digits, or a recovery code ('abcde-fghij') in their place. */
const appCodeRule = (value: string): string | undefined =>
  /^(\d{6}|[a-z0-9]{10})$/i.test(normaliseCode(value)) ? undefined : t.appInvalid;

export interface LoginCodeFormProps {
  challenge: LoginCodeRequired;
  /** The challenge is over (expired, used, too many wrong codes): back to the password with this message. */
  onEnded(message: string | null): void;
}

/**
 * The code step of a two-step login: 'Code' (numeric keyboard on phones, one-time-code autofill, paste
 * allowed) and, after `resendAfter` seconds, 'Nieuwe code sturen'.
 */
export default function LoginCodeForm({ challenge, onEnded }: LoginCodeFormProps) {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  const [canResend, setCanResend] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  // Restarts with every code sent: the wait is per code.
  const [round, setRound] = useState(0);

  useEffect(() => heading.current?.focus(), []);
  // A code of the authenticator app is never sent, so there is nothing to send again.
  const byApp = challenge.codeRequired === 'app';
  useEffect(() => {
    if (byApp) return undefined;
    const timer = setTimeout(() => setCanResend(true), challenge.resendAfter * 1000);
    return () => clearTimeout(timer);
  }, [byApp, challenge.resendAfter, round]);

  const onSubmit = async ({ code }: CodeValues) => {
    const refused = await dispatch(loginWithCode(challenge.challenge, normaliseCode(code)));
    if (!refused) return undefined;
    if (refused.ended) {
      onEnded(refused.message);
      return undefined;
    }
    return { [FORM_ERROR]: refused.message };
  };
  const resend = async () => {
    const refused = await dispatch(resendLoginCode(challenge.challenge));
    if (refused?.ended) return onEnded(refused.message);
    setResent(refused ? refused.message : t.resent);
    if (!refused) {
      setCanResend(false);
      setRound((n) => n + 1);
    }
  };

  return (
    <Form<CodeValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form className="login-form" aria-labelledby="login-code-heading" noValidate onSubmit={handleSubmit}>
          <h2 id="login-code-heading" ref={heading} tabIndex={-1}>
            {t.heading}
          </h2>
          <p>{byApp ? t.appIntro : t.intro}</p>
          <FormError error={submitError} submitting={submitting} />
          <TextField
            name="code"
            label={t.code}
            validate={byApp ? appCodeRule : codeRule}
            type="text"
            inputMode={byApp ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            maxLength={12}
          />
          <SubmitButton submitting={submitting}>{t.submit}</SubmitButton>
          <p role="status" className="login-links">
            {byApp ? null : (resent ?? (canResend ? null : t.resendLater))}
          </p>
          <p className="login-links">
            {canResend && !byApp ? (
              <button type="button" className="button button-secondary button-block" onClick={() => void resend()}>
                {t.resend}
              </button>
            ) : null}
          </p>
          <p className="login-links">
            <button type="button" className="button button-secondary button-block" onClick={() => onEnded(null)}>
              {t.back}
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}
