import { baseApi } from '../api/baseApi';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { offline } from '../text/connection';
import { nl } from '../text/nl';
import { selectOffline } from '../ui/uiSlice';

/**
 * The connection is gone (the browser says so, or a call got no answer): said at the foot of every
 * page, which keeps what it shows. Reads that are waiting refetch by themselves once the browser is
 * online again (RTK Query's refetchOnReconnect); 'Opnieuw proberen' does the same at once, and wakes
 * a session refresh that waits for the connection (src/session/tokens/sessionBridge.ts).
 */
export function OfflineBanner() {
  const dispatch = useAppDispatch();
  if (!useAppSelector(selectOffline)) return null;
  return (
    <div className="banner" role="status">
      <p>{offline}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => dispatch(baseApi.internalActions.onOnline())}
      >
        {nl.common.retry}
      </button>
    </div>
  );
}
