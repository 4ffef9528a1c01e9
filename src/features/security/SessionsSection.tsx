import { useState } from 'react';
import type { ActiveLogin } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { logout } from '../../session/public';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { securityText as t } from '../../text/security';
import { askConfirmation } from '../../ui/confirmation';
import { showDialog, showMessage } from '../../ui/dialogs';
import { useEndAllSessionsMutation, useEndSessionMutation } from './securityApi';
import { sessionRows, type MomentText, type SessionRow } from './securityView';

/** 'Actieve logins': one row per live login, 'Uitloggen' on the others, 'Overal uitloggen' below. */
export function SessionsSection({ sessions }: { sessions: ActiveLogin[] }) {
  const dispatch = useAppDispatch();
  const [endOne] = useEndSessionMutation();
  const [endAll] = useEndAllSessionsMutation();
  const [status, setStatus] = useState<string | null>(null);
  const rows = sessionRows(sessions, new Date());
  const others = rows.filter((row) => !row.current).length;

  const onEnd = async (row: SessionRow) => {
    const answer = await dispatch(askConfirmation(t.endOneTitle, t.endOneQuestion(row.device), t.endOne)).unwrap();
    if (answer.optionId !== 'confirm') return;
    const result = await endOne(row.id);
    if (result.error) return void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    setStatus(result.data.message);
  };

  const onEndAll = async () => {
    const answer = await dispatch(
      showDialog({
        title: t.endAllTitle,
        description: t.endAllQuestion,
        options: [
          { id: 'others', label: t.endAllOthers },
          { id: 'all', label: t.endAllIncludingThis },
        ],
        cancellable: true,
      }),
    ).unwrap();
    if (answer.optionId !== 'others' && answer.optionId !== 'all') return;
    const includeCurrent = answer.optionId === 'all';
    const result = await endAll(includeCurrent);
    if (result.error) return void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    if (includeCurrent) return void dispatch(logout());
    setStatus(result.data.message);
  };

  return (
    <section className="security-section" aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t.sessionsHeading}</h2>
      <ul className="list security-sessions" aria-label={t.sessionsLabel}>
        {rows.map((row) => (
          <li key={row.id} className="security-session">
            <div className="security-session-text">
              <p className="security-device">
                {row.device}
                {row.current ? <span className="security-badge">{t.thisLogin}</span> : null}
              </p>
              <p className="security-meta">{row.kind}</p>
              <Moment label={t.firstUsed} moment={row.firstUsed} />
              <Moment label={t.lastUsed} moment={row.lastUsed} />
              <p className="security-meta">
                {t.address}: {row.address}
              </p>
            </div>
            {row.current ? null : (
              <button
                type="button"
                className="button button-secondary security-end"
                aria-label={t.endOneLabel(row.device)}
                onClick={() => void onEnd(row)}
              >
                {t.endOne}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="security-status">
        {status ?? (others === 0 ? t.noOtherLogins : null)}
      </p>
      <button type="button" className="button button-secondary button-block" onClick={() => void onEndAll()}>
        {t.endAll}
      </button>
    </section>
  );
}

function Moment({ label, moment }: { label: string; moment: MomentText }) {
  return (
    <p className="security-meta">
      {label}: {moment.relative} (<time>{moment.exact}</time>)
    </p>
  );
}
