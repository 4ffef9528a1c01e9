import { baseApi } from '../../api/baseApi';
import type { BlacklistChangeRequest, BlacklistResponse } from '../../api/contract';
import { BLACKLIST_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { BLACKLIST_LIST };

/** Add and remove answer with the new list and a message. */
export type BlacklistChangeResponse = BlacklistResponse & { message?: string };

export const blacklistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /blacklist reads the list (the spec's call is a POST with the customer number). */
    getBlacklist: build.query<BlacklistResponse, string>({
      query: (userPoc) => ({ url: '/blacklist', method: 'POST', body: { userPoc } }),
      providesTags: [BLACKLIST_LIST],
    }),
    addBlockedNumber: build.mutation<BlacklistChangeResponse, BlacklistChangeRequest>({
      query: (body) => ({ url: '/blacklist/add', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [BLACKLIST_LIST]),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    removeBlockedNumber: build.mutation<BlacklistChangeResponse, BlacklistChangeRequest>({
      query: (body) => ({ url: '/blacklist/remove', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [BLACKLIST_LIST]),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetBlacklistQuery, useAddBlockedNumberMutation, useRemoveBlockedNumberMutation } = blacklistApi;
