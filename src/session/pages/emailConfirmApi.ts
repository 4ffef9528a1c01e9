import { baseApi, withoutSession } from '../../api/baseApi';
import type { EmailConfirmRequest, MessageBody } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** The call of '/email-confirm': an auth call (`withoutSession`), the link works logged in or not. */
export const emailConfirmApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/confirm-email: the token of the mailed link; the login address changes. */
    confirmEmail: build.mutation<MessageBody, EmailConfirmRequest>({
      query: (body) => ({ url: '/auth/confirm-email', method: 'POST', body }),
      extraOptions: withoutSession,
      // A session in this browser shows the address on the dashboard and the account pages.
      invalidatesTags: (_result, error) => (error ? [] : ['Account', 'Dashboard']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useConfirmEmailMutation } = emailConfirmApi;
