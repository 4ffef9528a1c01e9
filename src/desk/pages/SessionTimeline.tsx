import type { DiagnosticsAction } from '../../api/contract';
import { deskTimelineText as t } from '../../text/deskTimeline';
import { timelineOf } from '../log/timeline';

/** A step's moment as the page writes it: its time with seconds, and its date when the day is new. */
export interface StepMoment {
  (time: number, withDate: boolean): string;
}

/** The calendar day of a step, to see when a session passes midnight; null for a time no date can hold. */
const dayOf = (time: number): string | null => {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toDateString();
};

/**
 * The customer's session in words above the DevTools inspector: each step's time (to the second; the
 * date at the first step and when the day changes), what they did or saw, and the calls that failed
 * with the message the portal gave, marked in colour and in words.
 */
export function SessionTimeline({ actions, moment }: { actions: readonly DiagnosticsAction[]; moment: StepMoment }) {
  const entries = timelineOf(actions);
  return (
    <section className="desk-card desk-timeline" aria-labelledby="desk-timeline-heading">
      <h2 id="desk-timeline-heading">{t.heading}</h2>
      <p className="desk-hint">{t.intro}</p>
      {entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="desk-timeline-list">
          {entries.map((entry, index) => {
            const previous = entries[index - 1];
            const newDay = !previous || dayOf(previous.time) !== dayOf(entry.time);
            return (
              <li key={index} className={entry.failed ? 'desk-timeline-failed' : undefined}>
                <span className="desk-timeline-time">{moment(entry.time, newDay)}</span>
                <span>
                  {entry.failed ? <strong className="desk-timeline-mark">{t.failedMark}: </strong> : null}
                  {entry.text}
                  {entry.failure ? <span className="desk-timeline-failure">{entry.failure}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
