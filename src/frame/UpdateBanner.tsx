import { useAppDispatch, useAppSelector } from '../state/hooks';
import { update as text } from '../text/update';
import { selectUpdate, updateAccepted } from '../ui/uiSlice';

/**
 * A new version of the portal waits in the service worker (src/app/serviceWorker.ts): offered, never
 * forced, so nothing typed is lost. 'Vernieuwen' lets it take over and reloads the page, which then
 * runs the new version as a whole; until then every chunk comes from the version the page started with.
 */
export function UpdateBanner() {
  const dispatch = useAppDispatch();
  const update = useAppSelector(selectUpdate);
  if (update === null) return null;
  return (
    <div className="banner" role="status">
      <p>{text.waiting}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={update === 'accepted'}
        onClick={() => dispatch(updateAccepted())}
      >
        {text.reload}
      </button>
    </div>
  );
}
