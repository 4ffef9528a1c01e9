import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getConfig } from '../config';
import { limits } from '../validation/limits';
import type { ThunkExtra } from './sessionBridge';

const rawQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: limits.apiTimeoutMs,
  prepareHeaders: (headers, { extra, endpoint }) => {
    const token = (extra as ThunkExtra).session.accessToken();
    if (token && !endpoint.startsWith('auth')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function withBase(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${getConfig().apiBaseUrl}${request.url}` };
}

/**
 * Bearer header, 12 s time-out, and on 401 one re-authentication through the session bridge
 * followed by one retry. Auth calls never re-authenticate; a timed-out mutation is never retried.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { session } = api.extra as ThunkExtra;
  const sentToken = session.accessToken();
  const result = await rawQuery(withBase(args), api, extraOptions);
  const isAuthCall = api.endpoint.startsWith('auth');
  if (result.error?.status !== 401 || isAuthCall || sentToken === null) return result;
  const renewed = await session.reauthenticate(sentToken);
  return renewed ? rawQuery(withBase(args), api, extraOptions) : result;
};

export const tagTypes = [
  'Dashboard',
  'Numbers',
  'Settings',
  'Subscriptions',
  'Bundles',
  'Invoices',
  'Blacklist',
  'Account',
  'Usage',
  'Tickets',
  'Credit',
  'AppConfig',
] as const;

/** The one API of the portal; features inject their endpoints (names of auth calls start with 'auth'). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
