import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { inactivityWarningTexts as t } from '../../text/inactivity';
import { selectWarningEndsAt, stayedLoggedIn } from '../sessionSlice';

/** The moments (seconds left) at which the polite live region speaks; the dialog's opening says the rest. */
const SPOKEN_AT = [20, 10, 5];

/** Whole seconds left until `endsAt`, never below 0. */
export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * What the live region says at `seconds` left: the same sentence for five seconds from each SPOKEN_AT
 * moment below the first count, and nothing in between, so it speaks once per moment.
 */
export function spokenRemaining(seconds: number, first: number): string {
  const moment = SPOKEN_AT.find((at) => at < first && seconds <= at && seconds > at - 5);
  return moment === undefined ? '' : t.remaining(moment);
}

/**
 * The warning before the inactivity logout: an alert dialog that tells when the session ends and
 * offers 'Ingelogd blijven'. The visible count runs every second; screen readers hear the opening
 * (title and description) and then only a few polite updates, so the count does not drown the rest.
 */
export default function InactivityWarning() {
  const endsAt = useAppSelector(selectWarningEndsAt);
  return endsAt === null ? null : <WarningDialog key={endsAt} endsAt={endsAt} />;
}

function WarningDialog({ endsAt }: { endsAt: number }) {
  const dispatch = useAppDispatch();
  const [now, setNow] = useState(() => Date.now());
  const [first] = useState(() => secondsLeft(endsAt, Date.now()));
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => returnFocusTo?.focus();
  }, []);

  const seconds = secondsLeft(endsAt, now);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <h2 id={titleId} className="dialog-title">
          {t.title}
        </h2>
        {/* Read with the opening of the dialog; the later counts are for the eye (not a live region). */}
        <p id={descriptionId} className="dialog-description">
          {t.countdown(seconds)}
        </p>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {spokenRemaining(seconds, first)}
        </p>
        <div className="dialog-actions">
          <button
            ref={button}
            type="button"
            className="button button-primary"
            onClick={() => dispatch(stayedLoggedIn())}
          >
            {t.stay}
          </button>
        </div>
      </div>
    </div>
  );
}
