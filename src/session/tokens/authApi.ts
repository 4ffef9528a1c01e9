import { baseApi, withoutSession } from '../../api/baseApi';
import type {
  AppConfigResponse,
  AppLoginRequest,
  LoginCodeRequired,
  LoginRequest,
  RefreshRequest,
  TokenSet,
} from '../../api/contract';

/** POST /auth/logout takes the refresh token to revoke; the access token goes along as bearer. */
export interface LogoutArgs {
  refresh_token: string;
  token: string;
}

/**
 * The session's calls of every page load (the password pages and the code step of a two-step login
 * inject theirs in pages/passwordApi.ts and pages/loginCodeApi.ts, so the first visit does not carry
 * them). Every auth call is marked `withoutSession`, so baseQuery never re-authenticates it and never adds the
 * bearer header by itself (logout sets its own); the DevTools log reads as the story of the session
 * (authLogin, authRefresh, authAppLogin, appConfig, authLogout).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A token set, or, with two-step verification on, the challenge of the mailed code. */
    authLogin: build.mutation<TokenSet | LoginCodeRequired, LoginRequest>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
    authRefresh: build.mutation<TokenSet, RefreshRequest>({
      query: (body) => ({ url: '/auth/refresh', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
    authAppLogin: build.mutation<TokenSet, AppLoginRequest>({
      query: (body) => ({ url: '/auth/app', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
    authLogout: build.mutation<unknown, LogoutArgs>({
      query: ({ token, refresh_token }) => ({
        url: '/auth/logout',
        method: 'POST',
        body: { refresh_token },
        headers: { Authorization: `Bearer ${token}` },
      }),
      extraOptions: withoutSession,
    }),
    appConfig: build.query<AppConfigResponse, void>({
      query: () => '/app/config',
      providesTags: ['AppConfig'],
    }),
  }),
});

/** The shape check every token set from the wire passes before it reaches the store. */
export function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.token === 'string' &&
    candidate.token !== '' &&
    typeof candidate.refresh_token === 'string' &&
    candidate.refresh_token !== '' &&
    typeof candidate.jwt_expire_time === 'number' &&
    Number.isFinite(candidate.jwt_expire_time)
  );
}
