import { baseApi } from '../../api/baseApi';
import type {
  AuthenticatorConfirmResponse,
  AuthenticatorOffRequest,
  AuthenticatorSetup,
  EndSessionsResponse,
  MessageBody,
  SecurityOverview,
} from '../../api/contract';
import type { EmailCodeConfirmRequest, EmailCodeSent } from '../../api/teamContract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** One tag for the page: its logins, history and authenticator state change together. */
export const SECURITY = { type: 'Security', id: 'LIST' } as const;

const onSuccess = (_result: unknown, error: unknown) => (error ? [] : [SECURITY]);
/**
 * A second factor switched on: the page, the settings, and the dashboard (which the side menu keeps
 * reading) change with it, a dashboard refused before the set-up included.
 */
const onSetUp = (_result: unknown, error: unknown) =>
  error ? [] : [SECURITY, 'Settings' as const, 'Dashboard' as const];

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
      invalidatesTags: onSetUp,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    /** Mails a code to the login address; nothing changes until it is typed back. */
    startEmailCodes: build.mutation<EmailCodeSent, void>({
      query: () => ({ url: '/security/email-codes', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    confirmEmailCodes: build.mutation<MessageBody, EmailCodeConfirmRequest>({
      query: (body) => ({ url: '/security/email-codes/confirm', method: 'POST', body }),
      invalidatesTags: onSetUp,
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
  useStartEmailCodesMutation,
  useConfirmEmailCodesMutation,
} = securityApi;
