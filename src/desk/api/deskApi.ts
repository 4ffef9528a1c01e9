import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { MessageBody } from '../../api/contract';
import type {
  DeskLoginRequest,
  DeskSession,
  DeskSetupInfo,
  DeskSetupRequest,
  StaffMember,
} from '../../api/deskContract';
import { getConfig } from '../../config';
import * as limits from '../../validation/limits';
import { deskSessionEnded, type WithDeskSession } from '../session/deskSession';

const rawQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: limits.apiTimeoutMs,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as WithDeskSession).deskSession.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The desk's calls under `{apiBaseUrl}/desk`, with the staff token. A 401 on a call made with a
 * token means the login ended on the server (30 minutes idle, 8 hours, logged out): the desk shows
 * its login page again. Staff logins do not refresh: the server's session decides.
 */
export const deskBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const hadToken = (api.getState() as WithDeskSession).deskSession.token !== null;
  const result = await rawQuery({ ...request, url: `${getConfig().apiBaseUrl}/desk${request.url}` }, api, extraOptions);
  if (result.error?.status === 401 && hadToken) api.dispatch(deskSessionEnded());
  return result;
};

const DESK_TAGS = ['Queue', 'Ticket', 'Customer', 'Audit', 'Staff', 'Templates', 'Overview'] as const;
type DeskTag = (typeof DESK_TAGS)[number];

/** The cached reads a change makes stale once it went through; a refused change leaves the cache as it was. */
export const staleAfter =
  (...tags: DeskTag[]) =>
  (_result: unknown, error: unknown): DeskTag[] =>
    error ? [] : [...tags];

/** The desk's one API; the pages' areas inject their endpoints (ticketsApi.ts, peopleApi.ts). */
export const deskApi = createApi({
  reducerPath: 'deskApi',
  baseQuery: deskBaseQuery,
  tagTypes: DESK_TAGS,
  endpoints: (build) => ({
    deskLogin: build.mutation<DeskSession, DeskLoginRequest>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
    }),
    deskLogout: build.mutation<MessageBody, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
    }),
    whoAmI: build.query<StaffMember, void>({ query: () => '/auth/session' }),
    setupInfo: build.query<DeskSetupInfo, string>({
      query: (token) => ({ url: '/setup/info', method: 'POST', body: { token } }),
    }),
    completeSetup: build.mutation<MessageBody, DeskSetupRequest>({
      query: (body) => ({ url: '/setup', method: 'POST', body }),
    }),
  }),
});

export const {
  useDeskLoginMutation,
  useDeskLogoutMutation,
  useWhoAmIQuery,
  useSetupInfoQuery,
  useCompleteSetupMutation,
} = deskApi;
