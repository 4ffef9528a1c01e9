import { useState } from 'react';
import { baseApi } from '../api/baseApi';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { lastUpdated, offline, retryShort } from '../text/connection';
import { nl } from '../text/nl';
import { selectOffline, selectPlatform } from '../ui/uiSlice';
import { selectShownDataTime } from './shownDataTime';

/**
 * The connection is gone (the browser says so, or a call got no answer): said at the foot of every
 * page, which keeps what it shows. Reads that are waiting refetch by themselves once the browser is
 * online again (RTK Query's refetchOnReconnect); 'Opnieuw proberen' does the same at once, and wakes
 * a session refresh that waits for the connection (src/session/tokens/sessionBridge.ts). It says
 * how old the figures on the page are: after a reload without a connection they are the tab's last
 * answers (src/session/lastData/).
 */
export function OfflineBanner() {
  const dispatch = useAppDispatch();
  const isOffline = useAppSelector(selectOffline);
  const shownDataTime = useAppSelector(selectShownDataTime);
  // On a phone the button says one word, so the sentence takes two lines beside it instead of four.
  const phone = useAppSelector(selectPlatform) !== 'desktop';
  // Today as of the banner's showing: whether the stamp needs the date.
  const [now] = useState(Date.now);
  if (!isOffline) return null;
  return (
    <div className="banner" role="status">
      <p>
        {offline}
        {shownDataTime === null ? null : (
          <>
            {' '}
            <span className="banner-stamp">{lastUpdated(shownDataTime, now)}</span>
          </>
        )}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-label={phone ? nl.common.retry : undefined}
        onClick={() => dispatch(baseApi.internalActions.onOnline())}
      >
        {phone ? retryShort : nl.common.retry}
      </button>
    </div>
  );
}
