import { useAppSelector } from '../state/hooks';
import { notKeptOffline } from '../text/connection';
import { nl } from '../text/nl';
import { selectOffline } from './uiSlice';

/**
 * A failed read is silent in the spec's sense (no error dialog), but the page must not stay blank:
 * a calm hint with a retry button. Without a connection it says why there is nothing (the page was
 * not opened before, so nothing was kept), and the offline banner carries the one 'Opnieuw proberen'
 * (it reads every page again), so this hint leaves its own out.
 */
export function ReadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const offline = useAppSelector(selectOffline);
  return (
    <div className="notice read-failed" role="status">
      <p>{offline ? notKeptOffline : nl.common.fetchFailed}</p>
      {offline ? null : (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {nl.common.retry}
        </button>
      )}
    </div>
  );
}
