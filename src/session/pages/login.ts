import type { LoginCodeRequired, LoginRequest, TokenSet } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { overlayHidden, overlayShown } from '../../ui/uiSlice';
import * as limits from '../../validation/limits';
import { loadAppConfig } from '../appConfig';
import { logout } from '../logout';
import { tokensRotated } from '../sessionSlice';
import type { SessionThunk } from '../thunk';
import { authApi, isTokenSet } from '../tokens/authApi';
import { flushPersisted } from '../tokens/persistedTokens';

/** The 'save' overlay over a login step, hidden 500 ms after the step ends (requirements §9). */
export const withOverlay =
  <R>(step: SessionThunk<Promise<R>>): SessionThunk<Promise<R>> =>
  async (dispatch, getState, extra) => {
    dispatch(overlayShown('save'));
    try {
      return await step(dispatch, getState, extra);
    } finally {
      setTimeout(() => {
        if (getState().ui.overlay === 'save') dispatch(overlayHidden());
      }, limits.overlayHideDelayMs);
    }
  };

/**
 * Tokens of a login are stored, then GET /app/config; a config failure drops the fresh tokens and
 * shows 'Fout' / 'Configuratie kon niet worden opgehaald.' (requirements §8).
 */
export const finishLogin =
  (tokens: TokenSet): SessionThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(tokensRotated(tokens, { newSession: true }));
    // Stored at once, so other tabs see this login (and its id) from now on.
    await flushPersisted(dispatch);
    if (!(await dispatch(loadAppConfig()))) {
      void dispatch(logout('startupFailed'));
      void dispatch(showMessage(nl.common.error, nl.session.configFailed));
    }
  };

/**
 * The login of requirements §4: POST /auth/token, tokens stored, GET /app/config, logged in (the shell then
 * moves from '/' to '/app'). Resolves with the message to show above the form when the server
 * refused, the challenge when two-step verification asks for the mailed code, else undefined.
 */
export const loginWithPassword = (credentials: LoginRequest) =>
  withOverlay<string | LoginCodeRequired | undefined>(async (dispatch) => {
    const result = await dispatch(authApi.endpoints.authLogin.initiate(credentials, { track: false }));
    if ('error' in result) return errorMessage(result.error);
    if (isCodeRequired(result.data)) return result.data;
    if (!isTokenSet(result.data)) return nl.common.unknownError;
    await dispatch(finishLogin(result.data));
    return undefined;
  });

/**
 * The "code needed" answer of POST /auth/token (two-step verification by e-mail or authenticator app):
 * the only answer with a challenge. Its method is the code step's concern, not the first visit's.
 */
export function isCodeRequired(value: unknown): value is LoginCodeRequired {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.challenge === 'string' && candidate.challenge !== '';
}
