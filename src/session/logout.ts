import { baseApi } from '../api/baseApi';
import { nl } from '../text/nl';
import { showMessage } from '../ui/dialogs';
import { loggedOut, selectSessionStatus, selectTokens, type LogoutReason } from './sessionSlice';
import type { SessionThunk } from './thunk';
import { authApi } from './tokens/authApi';

/** How long the logout thunk waits for POST /auth/logout before it resolves anyway. */
export const LOGOUT_CALL_WAIT_MS = 3_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ends the session (requirements §4, "Logout"); every way out of a session goes through here.
 * 1. `loggedOut(reason)`: the shell sends every protected route to '/', and the listener
 *    (listeners.ts) purges the persisted tokens (unless 'replaced') and clears the native menu button.
 * 2. In the same tick `resetApiState()` drops all cached data and aborts the old session's running
 *    calls. React renders both at once, so the shell unmounts the protected page in the very render
 *    that sees the empty cache (no refetch), and pages render `currentData`, never a hook's last
 *    result of the old session.
 * 3. Then POST /auth/logout so the refresh token dies on the server; best effort, awaited for at
 *    most LOGOUT_CALL_WAIT_MS (it is sent after the reset, which would abort it).
 * Usage: `dispatch(logout())` from the dashboard's logout button.
 */
export const logout =
  (reason: LogoutReason = 'user'): SessionThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const tokens = selectTokens(getState());
    if (!tokens && selectSessionStatus(getState()) === 'loggedOut') return;
    dispatch(loggedOut(reason));
    dispatch(baseApi.util.resetApiState());
    // A replaced session was already ended by the tab that replaced it.
    if (!tokens || reason === 'replaced') return;
    const revoke = dispatch(
      authApi.endpoints.authLogout.initiate(
        { token: tokens.token, refresh_token: tokens.refresh_token },
        { track: false },
      ),
    );
    await Promise.race([revoke, wait(LOGOUT_CALL_WAIT_MS)]);
  };

/** The refresh moment came while the user was inactive: alert 'Sessie verlopen, …' and log out. */
export const endExpiredSession = (): SessionThunk<Promise<void>> => async (dispatch) => {
  void dispatch(showMessage(nl.session.expiredTitle, nl.session.expired));
  await dispatch(logout('expired'));
};
