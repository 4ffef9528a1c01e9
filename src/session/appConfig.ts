import { loggedIn } from './sessionSlice';
import type { SessionThunk } from './thunk';
import { authApi } from './tokens/authApi';

/**
 * GET /app/config with the current tokens; on success the session is logged in. Shared by start-up
 * and the login form (kept apart from pages/login.ts so start-up does not carry the login code).
 */
export const loadAppConfig = (): SessionThunk<Promise<boolean>> => async (dispatch) => {
  const request = dispatch(authApi.endpoints.appConfig.initiate(undefined, { subscribe: false, forceRefetch: true }));
  try {
    const config = await request.unwrap();
    dispatch(loggedIn(config.user));
    return true;
  } catch {
    return false;
  }
};
