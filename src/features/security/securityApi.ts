import { baseApi } from '../../api/baseApi';
import type {
  AuthenticatorConfirmResponse,
  AuthenticatorOffRequest,
  AuthenticatorSetup,
  EndSessionsResponse,
  MessageBody,
  SecurityOverview,
} from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** One tag for the page: its logins, history and authenticator state change together. */
export const SECURITY = { type: 'Security', id: 'LIST' } as const;

const onSuccess = (_result: unknown, error: unknown) => (error ? [] : [SECURITY]);

export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSecurity: build.query<SecurityOverview, void>({ query: () => '/security', providesTags: [SECURITY] }),
    endSession: build.mutation<MessageBody, string>({
      query: (id) => ({ url: `/security/sessions/${encodeURIComponent(id)}/end`, method: 'POST' }),
      invalidatesTags: onSuccess,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    endAllSessions: build.mutation<EndSessionsResponse, boolean>({
      query: (includeCurrent) => ({ url: '/security/sessions/end-all', method: 'POST', body: { includeCurrent } }),
      // With this login ended too, the page is left at once: nothing to refetch.
      invalidatesTags: (_result, error, includeCurrent) => (error || includeCurrent ? [] : [SECURITY]),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    /** A new secret; nothing changes on the page until a first code confirms it. */
    startAuthenticator: build.mutation<AuthenticatorSetup, void>({
      query: () => ({ url: '/security/authenticator', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    confirmAuthenticator: build.mutation<AuthenticatorConfirmResponse, string>({
      query: (code) => ({ url: '/security/authenticator/confirm', method: 'POST', body: { code } }),
      invalidatesTags: onSuccess,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    authenticatorOff: build.mutation<MessageBody, AuthenticatorOffRequest>({
      query: (body) => ({ url: '/security/authenticator/off', method: 'POST', body }),
      invalidatesTags: onSuccess,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetSecurityQuery,
  useEndSessionMutation,
  useEndAllSessionsMutation,
  useStartAuthenticatorMutation,
  useConfirmAuthenticatorMutation,
  useAuthenticatorOffMutation,
} = securityApi;
