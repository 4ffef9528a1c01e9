import { baseApi, withoutSession } from '../../api/baseApi';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** The calls of the forgot-password and reset-password pages (auth calls, marked `withoutSession`). */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authForgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
    /** POST /auth/reset-password: the mail link's token and the new password; shows the 'save' overlay. */
    authResetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      extraOptions: withoutSession,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAuthForgotPasswordMutation, useAuthResetPasswordMutation } = passwordApi;
