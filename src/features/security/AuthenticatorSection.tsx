import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-final-form';
import type { AuthenticatorSetup, AuthenticatorStatus } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { twoStepSetupRequiredChanged } from '../../session/public';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { securityText as t } from '../../text/security';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CancelAndSubmit } from '../../ui/form/CancelAndSubmit';
import { FormError } from '../../ui/form/FormError';
import { AuthenticatorOffForm } from './AuthenticatorOffForm';
import { useConfirmAuthenticatorMutation, useStartAuthenticatorMutation } from './securityApi';
import { appCodeRule, groupSecret } from './securityView';
import { codeDigits, SixDigitCodeField, type CodeValues } from './SixDigitCodeField';

// The QR code library is needed only during the set-up.
const QrCode = lazy(() => import(/* webpackChunkName: "security-qr" */ '../../ui/QrCode'));

/** 'Authenticator-app', one way of two-step verification: on (QR code, secret, first code, recovery codes) or off. */
export function AuthenticatorSection({ status }: { status: AuthenticatorStatus }) {
  const dispatch = useAppDispatch();
  const [start] = useStartAuthenticatorMutation();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const onStart = async () => {
    const result = await start();
    if (result.error) return void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    setSetup(result.data);
  };

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (setup)
    body = (
      <SetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(codes) => {
          setSetup(null);
          dispatch(twoStepSetupRequiredChanged(false));
          setRecoveryCodes(codes);
        }}
      />
    );
  else if (status.enabled)
    body = (
      <>
        <p role="status">
          {t.appOn} {t.recoveryLeft(status.recoveryCodesLeft)}
        </p>
        {turningOff ? (
          <AuthenticatorOffForm onDone={() => setTurningOff(false)} />
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setTurningOff(true)}>
            {t.appOffStart}
          </button>
        )}
      </>
    );
  else
    body = (
      <>
        <p role="status">{t.appOff}</p>
        <button type="button" className="button button-secondary" onClick={() => void onStart()}>
          {t.appStart}
        </button>
      </>
    );

  return (
    <section className="card security-method" aria-labelledby="security-app">
      <h3 id="security-app">{t.appHeading}</h3>
      <p>{t.appIntro}</p>
      {body}
    </section>
  );
}

function SetupForm({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: AuthenticatorSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmAuthenticatorMutation();
  const onSubmit = async ({ code = '' }: CodeValues) =>
    afterSave(dispatch, await confirm(codeDigits(code)), (data) => onConfirmed(data.recoveryCodes));
  return (
    <>
      <p>{t.appScan}</p>
      <Suspense fallback={<div className="security-qr" aria-busy="true" />}>
        <QrCode value={setup.uri} label={t.qrLabel} className="security-qr" />
      </Suspense>
      <p>
        {t.secretLabel}: <code className="security-secret">{groupSecret(setup.secret)}</code>
      </p>
      <Form<CodeValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.appStart}>
            <FormError error={submitError} submitting={submitting} />
            <SixDigitCodeField label={t.appCode} hint={t.appCodeHint} validate={appCodeRule} />
            <CancelAndSubmit submitting={submitting} onCancel={onCancel} cancel={t.appCancel} submit={t.appConfirm} />
          </form>
        )}
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status">
      <h3>{t.recoveryHeading}</h3>
      <p>{t.recoveryIntro}</p>
      <ul className="security-recovery" aria-label={t.recoveryHeading}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-primary button-block" onClick={onDone}>
        {t.recoveryDone}
      </button>
    </div>
  );
}
