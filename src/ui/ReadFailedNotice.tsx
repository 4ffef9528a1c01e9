import { nl } from '../text/nl';

/**
 * A failed read is silent in the spec's sense (no error dialog), but the page must not stay blank:
 * a calm hint with a retry button.
 */
export function ReadFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice read-failed" role="status">
      <p>{nl.common.fetchFailed}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {nl.common.retry}
      </button>
    </div>
  );
}
