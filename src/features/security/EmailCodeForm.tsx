import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { errorMessage } from '../../api/errors';
import type { EmailCodeSent } from '../../api/teamContract';
import { twoStepSetupRequiredChanged } from '../../session/public';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { securityText as t } from '../../text/security';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CancelAndSubmit } from '../../ui/form/CancelAndSubmit';
import { FormError } from '../../ui/form/FormError';
import { useConfirmEmailCodesMutation, useStartEmailCodesMutation } from './securityApi';
import { mailedCodeRule } from './securityView';
import { codeDigits, SixDigitCodeField, type CodeValues } from './SixDigitCodeField';

/** Mails a code to switch e-mail codes on: its challenge, or null after telling what went wrong. */
export function useSendEmailCode(): () => Promise<EmailCodeSent | null> {
  const dispatch = useAppDispatch();
  const [start] = useStartEmailCodesMutation();
  return async () => {
    const result = await start();
    if (result.data) return result.data;
    void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    return null;
  };
}

/**
 * The mailed code typed back, which switches two-step verification by e-mail on
 * (docs/decisions/0110-required-two-step-holds.md);
 * 'Nieuwe code sturen' mails another (the server refuses it within 30 seconds of the last).
 */
export function EmailCodeForm({
  sent,
  onDone,
  onCancel,
}: {
  sent: EmailCodeSent;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmEmailCodesMutation();
  const send = useSendEmailCode();
  const [current, setCurrent] = useState(sent);
  const form = useRef<HTMLFormElement>(null);
  // The code field takes the focus: the next thing to do is type what the mail says.
  useEffect(() => form.current?.querySelector('input')?.focus(), [current]);

  const onSubmit = async ({ code = '' }: CodeValues) =>
    afterSave(dispatch, await confirm({ challenge: current.challenge, code: codeDigits(code) }), (data) => {
      dispatch(twoStepSetupRequiredChanged(false));
      onDone(data.message);
    });
  const onResend = async () => {
    const next = await send();
    if (next) setCurrent(next);
  };

  return (
    <Form<CodeValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form ref={form} onSubmit={handleSubmit} noValidate aria-label={t.emailCodesFormLabel}>
          <p role="status">{current.message}</p>
          <FormError error={submitError} submitting={submitting} />
          <SixDigitCodeField label={t.emailCode} hint={t.emailCodeHint} validate={mailedCodeRule} />
          <CancelAndSubmit submitting={submitting} onCancel={onCancel} cancel={t.appCancel} submit={t.emailCodesOn} />
          <button
            type="button"
            className="button button-secondary security-resend"
            disabled={submitting}
            onClick={() => void onResend()}
          >
            {t.emailCodeResend}
          </button>
        </form>
      )}
    </Form>
  );
}
