import type { PortingRequestView } from '../../api/portingContract';
import { formatDateTime } from '../../text/format';
import { portingText as t } from '../../text/porting';
import { portingStepLines } from '../../text/porting';

/**
 * The request's steps in order, each by its status's name with its moment and what it means; the
 * last is where the request stands now (aria-current). Once approved, the last step asks for the date.
 */
export function PortingTimeline({ request }: { request: PortingRequestView }) {
  const last = request.steps.length - 1;
  return (
    <ol className="porting-timeline" aria-label={t.timelineHeading}>
      {request.steps.map((step, index) => {
        const current = index === last;
        const lines = portingStepLines(step, request.donorName);
        if (current && step.kind === 'approved' && request.dateWindow) lines.push(t.steps.chooseDate);
        return (
          <li
            key={`${step.at}-${step.kind}`}
            className={current ? 'porting-step porting-step-current' : 'porting-step'}
            aria-current={current ? 'step' : undefined}
          >
            <span className="porting-step-dot" aria-hidden="true" />
            <p className="porting-step-head">
              <strong className="porting-step-name">{t.statuses[step.kind]}</strong>{' '}
              <span className="porting-step-at">
                {formatDateTime(step.at)}
                {step.byDesk ? `, ${t.steps.byDesk}` : ''}
              </span>
            </p>
            {lines.map((line) => (
              <p key={line} className="porting-step-text">
                {line}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
