import type { LoginCodeRequired, LoginRequest, TokenSet } from '../api/contract';
import { errorMessage, type ApiError } from '../api/errors';
import { showMessage } from '../shell/dialogs';
import { overlayHidden, overlayShown } from '../shell/uiSlice';
import { nl } from '../text/nl';
import { limits } from '../validation/limits';
import { loadAppConfig } from './appConfig';
import { authApi, isTokenSet } from './authApi';
import { isCodeRequired, loginCodeApi } from './loginCodeApi';
import { logout } from './logout';
import { flushPersisted } from './persistedTokens';
import { tokensRotated } from './sessionSlice';
import type { SessionThunk } from './thunk';

/** What the code step of a two-step login reports back to the page. */
export interface CodeRefusal {
  message: string;
  /** true when the challenge is over (expired, used, too many wrong codes): back to the password. */
  ended: boolean;
}

/** The 'save' overlay over a login step, hidden 500 ms after the step ends (spec 9). */
const withOverlay =
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
 * shows 'Fout' / 'Configuratie kon niet worden opgehaald.' (spec 8).
 */
const finishLogin =
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
 * The login of spec 4: POST /auth/token, tokens stored, GET /app/config, logged in (the shell then
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

/** Whether a refused code ends the challenge: the server names the field 'challenge' then (docs/api.md). */
function endsChallenge(error: ApiError): boolean {
  if (!error || !('status' in error)) return false;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'object' && message !== null && 'challenge' in message;
}

/** The second step: POST /auth/token/code with the mailed code, then as after a password login. */
export const loginWithCode = (challenge: string, code: string) =>
  withOverlay<CodeRefusal | undefined>(async (dispatch) => {
    const result = await dispatch(loginCodeApi.endpoints.authLoginCode.initiate({ challenge, code }, { track: false }));
    if ('error' in result) return { message: errorMessage(result.error), ended: endsChallenge(result.error) };
    if (!isTokenSet(result.data)) return { message: nl.common.unknownError, ended: false };
    await dispatch(finishLogin(result.data));
    return undefined;
  });

/** 'Nieuwe code sturen': resolves with the refusal, or undefined when a new code is on its way. */
export const resendLoginCode = (challenge: string) =>
  withOverlay<CodeRefusal | undefined>(async (dispatch) => {
    const result = await dispatch(loginCodeApi.endpoints.authLoginResend.initiate({ challenge }, { track: false }));
    if ('error' in result) return { message: errorMessage(result.error), ended: endsChallenge(result.error) };
    return undefined;
  });
