import { showMessage } from '../shell/dialogs';
import { nl } from '../text/nl';
import { sessionTexts } from '../text/session';
import { authApi } from './authApi';
import { loggedOut, type LogoutReason } from './sessionSlice';
import type { SessionThunk } from './thunk';

/** How long the logout thunk waits for POST /auth/logout before it resolves anyway. */
export const LOGOUT_CALL_WAIT_MS = 3_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Ends the session (spec 4 "Logout"). POST /auth/logout is sent first so the refresh token dies on
 * the server, but the UI does not wait for it: `loggedOut(reason)` is dispatched at once, and its
 * listener (listeners.ts) purges the persisted tokens, resets all cached API data and clears the
 * native menu button. The shell then sends every protected route to '/'. The returned promise
 * settles when the server answered, or after LOGOUT_CALL_WAIT_MS at the latest.
 * Usage: `dispatch(logout())` from the dashboard's logout button.
 */
export const logout =
  (reason: LogoutReason = 'user'): SessionThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const { tokens, status } = getState().session;
    if (!tokens && status === 'loggedOut') return;
    const revoke = tokens
      ? dispatch(authApi.endpoints.authLogout.initiate({ token: tokens.token, refresh_token: tokens.refresh_token }, { track: false }))
      : null;
    dispatch(loggedOut(reason));
    if (revoke) await Promise.race([revoke, wait(LOGOUT_CALL_WAIT_MS)]);
  };

/** The refresh moment came while the user was inactive: alert 'Sessie verlopen, …' and log out. */
export const endExpiredSession = (): SessionThunk<Promise<void>> => async (dispatch) => {
  void dispatch(showMessage(sessionTexts.expiredTitle, nl.session.expired));
  await dispatch(logout('expired'));
};
