import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../api/permissions';
import type { EmailCodeSent } from '../../api/teamContract';
import { href } from '../../routing/href';
import { selectRole, selectUser } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { securityText as t } from '../../text/security';
import { EmailCodeForm, useSendEmailCode } from './EmailCodeForm';

/**
 * 'Code per e-mail', one way of two-step verification: on with a code mailed to the login address and
 * typed back. Switching it off asks for the password, on 'Configuratie', for who may change settings.
 */
export function EmailCodesCard({ on }: { on: boolean }) {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const send = useSendEmailCode();
  const [sent, setSent] = useState<EmailCodeSent | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const email = user?.email ?? '';

  let body;
  if (sent)
    body = (
      <EmailCodeForm
        sent={sent}
        onCancel={() => setSent(null)}
        onDone={(message) => {
          setSent(null);
          setDone(message);
        }}
      />
    );
  else if (on || done)
    body = (
      <>
        <p role="status">{done ?? t.emailCodesOnStatus(email)}</p>
        {done ? (
          <p>
            <Link to={href('/app')}>{t.toOverview}</Link>
          </p>
        ) : null}
        {can(role, 'account') && can(role, 'own.settings.change') ? (
          <p>
            {t.emailCodesOffBefore}
            <Link to={href('/settings')}>{t.emailCodesOffLink}</Link>.
          </p>
        ) : null}
      </>
    );
  else
    body = (
      <>
        <p role="status">{t.emailCodesOffStatus}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void send().then((next) => setSent(next))}
        >
          {t.emailCodesStart(email)}
        </button>
      </>
    );

  return (
    <section className="card security-method" aria-labelledby="security-email-codes">
      <h3 id="security-email-codes">{t.emailCodesHeading}</h3>
      <p>{t.emailCodesIntro}</p>
      {body}
    </section>
  );
}
