import type { DiagnosticsAction } from '../../api/contract';
import { deskTimelineText as t } from '../../text/deskTimeline';
import { timelineOf } from '../log/timeline';

/**
 * The customer's session in words above the DevTools inspector: each step's time, what they did or
 * saw, and the calls that failed with their status and message, marked in colour and in words.
 */
export function SessionTimeline({
  actions,
  moment,
}: {
  actions: readonly DiagnosticsAction[];
  moment: (time: number) => string;
}) {
  const entries = timelineOf(actions);
  return (
    <section className="desk-card desk-timeline" aria-labelledby="desk-timeline-heading">
      <h2 id="desk-timeline-heading">{t.heading}</h2>
      <p className="desk-hint">{t.intro}</p>
      {entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="desk-timeline-list">
          {entries.map((entry, index) => (
            <li key={index} className={entry.failure ? 'desk-timeline-failed' : undefined}>
              <span className="desk-timeline-time">{moment(entry.time)}</span>
              <span>
                {entry.failure ? <strong className="desk-timeline-mark">{t.failedMark}: </strong> : null}
                {entry.text}
                {entry.failure ? <span className="desk-timeline-failure">{entry.failure}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
