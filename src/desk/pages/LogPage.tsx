import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { DeskLog } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskTimelineText as tl } from '../../text/deskTimeline';
import { formatDateTimeWithSeconds, formatTimeWithSeconds } from '../../text/format';
import { useGetLogQuery } from '../api/ticketsApi';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';
import { SessionTimeline } from './SessionTimeline';

const DevToolsView = lazy(() => import(/* webpackChunkName: "desk-devtools" */ '../log/DevToolsView'));

/**
 * One log of a ticket (opening it is audited): its facts beside the session in words, and below them the
 * DevTools view of the session as its technical view.
 */
export function LogPage() {
  usePageTitle(t.log.title);
  const params = useParams();
  const ticketId = Number(params.id);
  const logId = Number(params.logId);
  const valid = Number.isInteger(ticketId) && ticketId > 0 && Number.isInteger(logId) && logId > 0;
  const { currentData, error, refetch } = useGetLogQuery({ ticketId, logId }, { skip: !valid });
  return (
    <>
      <p>
        <Link to={`/vraag/${ticketId}`}>{t.log.back}</Link>
      </p>
      <h1>{t.log.title}</h1>
      {currentData ? <LogView log={currentData} /> : <LoadState error={error} retry={() => void refetch()} />}
    </>
  );
}

const validTime = (time: number) => !Number.isNaN(new Date(time).getTime());

function LogView({ log }: { log: DeskLog }) {
  const { diagnostics } = log;
  const first = diagnostics.actions[0];
  const last = diagnostics.actions[diagnostics.actions.length - 1];
  // A time no Date can hold (a log stored before the server checked them) is shown as it came.
  const moment = (time: number, withDate = true) => {
    const date = new Date(time);
    if (!validTime(time)) return t.log.badTime(time);
    return withDate ? formatDateTimeWithSeconds(date.toISOString()) : formatTimeWithSeconds(date.toISOString());
  };
  return (
    <div className="desk-log">
      <section className="desk-card desk-log-facts" aria-labelledby="desk-log-facts">
        <h2 id="desk-log-facts">{t.log.facts}</h2>
        <dl className="desk-facts">
          <dt>{t.log.sentAt}</dt>
          <dd className="desk-nowrap">{formatDateTimeWithSeconds(log.createdAt)}</dd>
          <dt>{t.log.firstAction}</dt>
          <dd className={first && validTime(first.time) ? 'desk-nowrap' : undefined}>
            {first ? moment(first.time) : '–'}
          </dd>
          <dt>{t.log.lastAction}</dt>
          <dd className={last && validTime(last.time) ? 'desk-nowrap' : undefined}>{last ? moment(last.time) : '–'}</dd>
          <dt>{t.log.platform}</dt>
          <dd>{diagnostics.platform}</dd>
          <dt>{t.log.appVersion}</dt>
          <dd>{diagnostics.appVersion}</dd>
          <dt>{t.log.window}</dt>
          <dd>
            {diagnostics.viewport.width} × {diagnostics.viewport.height}
          </dd>
          <dt>{t.log.actions}</dt>
          <dd>{diagnostics.actions.length}</dd>
        </dl>
        {diagnostics.truncated ? <p>{t.log.truncated(diagnostics.droppedActions)}</p> : null}
        <p>{t.log.redacted}</p>
      </section>
      <SessionTimeline actions={diagnostics.actions} moment={moment} />
      <section className="desk-log-technical" aria-labelledby="desk-log-technical">
        <h2 id="desk-log-technical">{tl.technical}</h2>
        <p className="desk-hint">{tl.technicalHelp}</p>
        <Suspense fallback={<p className="desk-card">{t.log.loading}</p>}>
          <DevToolsView diagnostics={diagnostics} />
        </Suspense>
      </section>
    </div>
  );
}
