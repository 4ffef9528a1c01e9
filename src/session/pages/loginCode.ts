import { errorMessage, type ApiError } from '../../api/errors';
import { nl } from '../../text/nl';
import { isTokenSet } from '../tokens/authApi';
import { finishLogin, withOverlay } from './login';
import { loginCodeApi } from './loginCodeApi';

/** What the code step of a two-step login reports back to the page. */
export interface CodeRefusal {
  message: string;
  /** true when the challenge is over (expired, used, too many wrong codes): back to the password. */
  ended: boolean;
}

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
