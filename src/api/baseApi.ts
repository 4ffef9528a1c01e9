import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { getConfig } from '../config';
import * as limits from '../validation/limits';
import { takeEarlyAnswer } from './earlyCalls';
import { LAST_DATA_RESTORED, LAST_DATA_TAG, restoredCache, type RestoredAnswer } from './lastDataRestored';
import type { ThunkExtra } from './sessionBridge';

/**
 * An endpoint's `extraOptions`. `withoutSession: true` marks a call that must not carry the session's
 * bearer token by itself nor re-authenticate after a 401 (login, refresh, app login, password calls,
 * logout): a 401 there is the answer, not a sign of an expired token.
 */
export interface CallOptions {
  withoutSession?: boolean;
}

/** The `extraOptions` of every call made outside the session's bearer token. */
export const withoutSession: CallOptions = { withoutSession: true };

const isWithoutSession = (extraOptions: unknown): boolean =>
  (extraOptions as CallOptions | undefined)?.withoutSession === true;

const rawQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: limits.apiTimeoutMs,
  // A call the page's start script already made (src/api/earlyCalls.ts) is answered with its answer.
  fetchFn: async (request) => (await takeEarlyAnswer(request as Request)) ?? fetch(request),
  prepareHeaders: (headers, { extra, extraOptions }) => {
    const token = (extra as ThunkExtra).session.accessToken();
    if (token && !isWithoutSession(extraOptions)) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function withBase(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${getConfig().apiBaseUrl}${request.url}` };
}

/**
 * Bearer header, 12 s time-out, and on 401 one re-authentication through the session bridge
 * followed by one retry. Calls marked `withoutSession` never re-authenticate; a timed-out mutation is
 * never retried.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const { session } = api.extra as ThunkExtra;
  const sentToken = session.accessToken();
  const result = await rawQuery(withBase(args), api, extraOptions);
  if (result.error?.status !== 401 || isWithoutSession(extraOptions) || sentToken === null) return result;
  const renewed = await session.reauthenticate(sentToken);
  return renewed ? rawQuery(withBase(args), api, extraOptions) : result;
};

const tagTypes = [
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
  'Security',
  // Team access: 'Gebruikers en rechten' and 'Activiteit'.
  'Team',
  'Activity',
  // Answers restored from the tab's last data (session/lastData/) until they are read afresh.
  LAST_DATA_TAG,
] as const;

/** The one API of the portal; features inject their endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // Reads that are shown refetch once the connection is back (the store wires the browser's 'online').
  refetchOnReconnect: true,
  // A start without a connection puts the tab's last answers back with their own fetch times.
  extractRehydrationInfo: (action) =>
    action.type === LAST_DATA_RESTORED
      ? (restoredCache((action.payload as { answers: RestoredAnswer[] }).answers) as never)
      : undefined,
  endpoints: () => ({}),
});
