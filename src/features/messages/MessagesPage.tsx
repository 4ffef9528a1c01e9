import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { getConfig } from '../../config';
import { href } from '../../routing/href';
import { useAppSelector } from '../../state/hooks';
import { dashboardText as t } from '../../text/dashboard';
import { ExternalLink } from '../../ui/ExternalLink';
import { selectPlatform } from '../../ui/uiSlice';
import './messages.css';

const QrCode = lazy(() => import(/* webpackChunkName: "messages-qr" */ '../../ui/QrCode'));

/**
 * '/messages': the spec has it as a link only; the messages themselves live in the phone app. On
 * desktop the page is the way there: a code to scan with the phone and the app's page (install or
 * open it), so it is no dead end.
 */
export default function MessagesPage() {
  const desktop = useAppSelector(selectPlatform) === 'desktop';
  const { appPageUrl } = getConfig();
  return (
    <section className="card messages" aria-labelledby="messages-app">
      <h2 id="messages-app">{t.messagesHeading}</h2>
      <p>{t.messagesIntro}</p>
      {desktop ? (
        <div className="messages-qr-row">
          <Suspense fallback={<div className="messages-qr" aria-hidden="true" />}>
            <QrCode value={appPageUrl} label={t.messagesQrLabel} className="messages-qr" />
          </Suspense>
          <p>{t.messagesScan}</p>
        </div>
      ) : null}
      <p className="messages-links">
        <ExternalLink href={appPageUrl} className="button button-primary">
          {t.messagesAppLink} <span className="visually-hidden">{t.opensOutside}</span>
        </ExternalLink>
        <Link to={href('/app')} className="tap-link">
          {t.messagesBack}
        </Link>
      </p>
    </section>
  );
}
