import { useId } from 'react';
import { usageLimitText as t } from '../../text/usageLimit';
import type { LimitMeter } from './limitView';
import './spendMeter.css';

/**
 * This month's costs against the limit: a bar (role 'meter', its value also in words for screen
 * readers) with the amounts and the percentage written beside it, and the level reached said in
 * words, so nothing rests on colour alone.
 */
export function SpendMeter({ meter }: { meter: LimitMeter }) {
  const labelId = useId();
  return (
    <div className="limit-meter">
      <p id={labelId} className="limit-meter-label">
        {t.meterLabel}
      </p>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter.valueNow}
        aria-valuetext={meter.text}
        className={`limit-meter-track${meter.level ? ` limit-meter-${meter.level}` : ''}`}
      >
        <div className="limit-meter-fill" style={{ width: `${meter.valueNow}%` }} />
      </div>
      <p className="limit-meter-text">
        <strong>{meter.text}</strong>
        {meter.levelText ? <> {meter.levelText}</> : null}
      </p>
    </div>
  );
}
