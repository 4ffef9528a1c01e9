import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The token of a mail's link `/…#token=…`, or null when the fragment has none. */
function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/**
 * The token a mailed link carries in its fragment (never sent to a server), read once and taken out of
 * the address at once, so it is neither shown, bookmarked nor replayed by a reload.
 */
export function useFragmentToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, on the first render: the effect below empties the fragment right after.
  const [token] = useState(() => tokenFromHash(location.hash));

  const { hash, pathname, search, state } = location;
  useEffect(() => {
    if (!hash) return;
    // The browser's address (history.replaceState keeps the router's history state) and the
    // router's own location both lose the fragment.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    void navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);
  return token;
}
