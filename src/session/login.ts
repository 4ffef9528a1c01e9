import type { LoginRequest } from '../api/contract';
import { errorMessage } from '../api/errors';
import { showMessage } from '../shell/dialogs';
import { overlayHidden, overlayShown } from '../shell/uiSlice';
import { nl } from '../text/nl';
import { limits } from '../validation/limits';
import { loadAppConfig } from './appConfig';
import { authApi, isTokenSet } from './authApi';
import { logout } from './logout';
import { flushPersisted } from './persistedTokens';
import { tokensRotated } from './sessionSlice';
import type { SessionThunk } from './thunk';

/**
 * The login of spec 4: POST /auth/token, tokens stored, GET /app/config, logged in (the shell then
 * moves from '/' to '/app'). Resolves with the message to show above the form when the server
 * refused, else undefined. A config failure drops the fresh tokens and shows 'Fout' /
 * 'Configuratie kon niet worden opgehaald.'. The 'save' overlay covers the step and hides 500 ms
 * after it ends (spec 9).
 */
export const loginWithPassword =
  (credentials: LoginRequest): SessionThunk<Promise<string | undefined>> =>
  async (dispatch, getState) => {
    dispatch(overlayShown('save'));
    try {
      const result = await dispatch(authApi.endpoints.authLogin.initiate(credentials, { track: false }));
      if ('error' in result) return errorMessage(result.error);
      if (!isTokenSet(result.data)) return nl.common.unknownError;
      dispatch(tokensRotated(result.data, { newSession: true }));
      // Stored at once, so other tabs see this login (and its id) from now on.
      await flushPersisted(dispatch);
      if (!(await dispatch(loadAppConfig()))) {
        void dispatch(logout('startupFailed'));
        void dispatch(showMessage(nl.common.error, nl.session.configFailed));
      }
      return undefined;
    } finally {
      setTimeout(() => {
        if (getState().ui.overlay === 'save') dispatch(overlayHidden());
      }, limits.overlayHideDelayMs);
    }
  };
