import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import type { Settings, SettingsToggleAction } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import type { EmailCodeSent } from '../../api/teamContract';
import { getConfig } from '../../config';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { settingsText as t } from '../../text/settings';
import { showMessage } from '../../ui/dialogs';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { EmailCodeForm, useSendEmailCode } from '../security/public';
import { toggleField, useGetSettingsQuery, useToggleSettingMutation } from './settingsApi';
import { ThemeChoiceField } from './ThemeChoiceField';
import { TwoStepOffForm } from './TwoStepOffForm';
import './settings.css';

const toggles: Array<{ action: SettingsToggleAction; label: string; hint: string }> = [
  { action: 'individual-number-switch', label: t.individualNumberSwitch, hint: t.individualNumberSwitchHint },
  { action: 'two-step-verification', label: t.twoStepVerification, hint: t.twoStepVerificationHint },
  { action: 'newsletter', label: t.newsletter, hint: t.newsletterHint },
];

/** '/settings' (Configuratie): three toggles saved at once, the app version and release notes. */
export default function SettingsPage() {
  const { currentData, isError, refetch } = useGetSettingsQuery();
  let toggleList;
  if (currentData) toggleList = <Toggles settings={currentData} />;
  else if (isError) toggleList = <ReadFailedNotice onRetry={() => void refetch()} />;
  else toggleList = <div className="list settings-skeleton" aria-busy="true" />;

  return (
    <>
      {toggleList}
      <ThemeChoiceField />
      <ul className="list settings-links">
        <li>
          <Link className="list-row" to={href('/security')}>
            <span>{t.securityLink}</span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
      <section className="card settings-about" aria-labelledby="settings-about">
        <h2 id="settings-about">{t.appHeading}</h2>
        <p>{t.version(getConfig().appVersion)}</p>
        <h3>{t.releaseNotesHeading}</h3>
        <ul>
          {t.releaseNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <p>
          {t.feedbackBefore}
          <Link to={href('/feedback')}>{t.feedbackLink}</Link>
          {t.feedbackAfter}
        </p>
      </section>
    </>
  );
}

function Toggles({ settings }: { settings: Settings }) {
  return (
    <ul className="list settings-toggles" aria-label={t.togglesLabel}>
      {toggles.map((toggle) => (
        <li key={toggle.action}>
          <Toggle {...toggle} on={settings[toggleField[toggle.action]] === 1} />
        </li>
      ))}
    </ul>
  );
}

function Toggle({
  action,
  label,
  hint,
  on,
}: {
  action: SettingsToggleAction;
  label: string;
  hint: string;
  on: boolean;
}) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [save] = useToggleSettingMutation();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const sendCode = useSendEmailCode();
  const [codeSent, setCodeSent] = useState<EmailCodeSent | null>(null);

  // The cache flips at once (optimistic) and flips back when the server refuses.
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    // Two-step verification goes off only with the current password: ask for it first.
    if (action === 'two-step-verification' && !event.target.checked) {
      setConfirmingOff(true);
      return;
    }
    // On only with a code mailed to the login address, typed back below the switch
    // (docs/decisions/0110-required-two-step-holds.md).
    if (action === 'two-step-verification') {
      setCodeSent(await sendCode());
      return;
    }
    const result = await save({ action, toggle: event.target.checked ? 1 : 0 });
    if (result.error) await dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };

  return (
    <div className="list-row settings-toggle">
      <span className="settings-toggle-text">
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-hint`} className="settings-toggle-hint">
          {hint}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={on}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
      />
      {confirmingOff && <TwoStepOffForm onDone={() => setConfirmingOff(false)} />}
      {codeSent ? (
        <div className="settings-two-step-on">
          <EmailCodeForm
            sent={codeSent}
            onCancel={() => setCodeSent(null)}
            onDone={(message) => {
              setCodeSent(null);
              void dispatch(showMessage(nl.common.done, message));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
