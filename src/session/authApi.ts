import type {
  AppConfigResponse,
  AppLoginRequest,
  ForgotPasswordRequest,
  LoginCodeRequest,
  LoginCodeRequired,
  LoginCodeResendRequest,
  LoginRequest,
  RefreshRequest,
  ResetPasswordRequest,
  TokenSet,
} from '../api/contract';
import { baseApi } from '../api/baseApi';
import { saveOverlayUntil } from '../shell/saveOverlay';

/** POST /auth/logout takes the refresh token to revoke; the access token goes along as bearer. */
export interface LogoutArgs {
  refresh_token: string;
  token: string;
}

/**
 * The session's calls. Every auth call's name starts with 'auth', so baseQuery never
 * re-authenticates it and never adds the bearer header by itself; the DevTools log reads as the story
 * of the session (authLogin, authRefresh, authAppLogin, appConfig, authLogout).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A token set, or, with two-step verification on, the challenge of the mailed code. */
    authLogin: build.mutation<TokenSet | LoginCodeRequired, LoginRequest>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
    }),
    authLoginCode: build.mutation<TokenSet, LoginCodeRequest>({
      query: (body) => ({ url: '/auth/token/code', method: 'POST', body }),
    }),
    authLoginResend: build.mutation<unknown, LoginCodeResendRequest>({
      query: (body) => ({ url: '/auth/token/resend', method: 'POST', body }),
    }),
    authRefresh: build.mutation<TokenSet, RefreshRequest>({
      query: (body) => ({ url: '/auth/refresh', method: 'POST', body }),
    }),
    authAppLogin: build.mutation<TokenSet, AppLoginRequest>({
      query: (body) => ({ url: '/auth/app', method: 'POST', body }),
    }),
    authForgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    /** POST /auth/reset-password: the mail link's token and the new password; shows the 'save' overlay. */
    authResetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    authLogout: build.mutation<unknown, LogoutArgs>({
      query: ({ token, refresh_token }) => ({
        url: '/auth/logout',
        method: 'POST',
        body: { refresh_token },
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    appConfig: build.query<AppConfigResponse, void>({
      query: () => '/app/config',
      providesTags: ['AppConfig'],
    }),
  }),
});

export const { useAuthForgotPasswordMutation, useAuthResetPasswordMutation, useAppConfigQuery } = authApi;

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

/** The "code needed" answer of POST /auth/token (two-step verification by e-mail). */
export function isCodeRequired(value: unknown): value is LoginCodeRequired {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.codeRequired === 'email' && typeof candidate.challenge === 'string' && candidate.challenge !== '';
}
