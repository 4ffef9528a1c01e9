import { baseApi } from '../../api/baseApi';
import type { UsageLimit, UsageLimitRequest, UsageUnblockRequest } from '../../api/contract';
import { USAGE_LIMIT } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { USAGE_LIMIT };
const LIMIT = USAGE_LIMIT;

/**
 * The cost controls (GET and POST /usage/limit, POST /usage/limit/unblock): the usage page's
 * 'Verbruikslimiet' and the credit page's low-credit warning. A change also changes the dashboard's
 * notices, so it invalidates 'Dashboard' as well.
 */
export const usageLimitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsageLimit: build.query<UsageLimit, void>({
      query: () => '/usage/limit',
      providesTags: [LIMIT],
    }),
    saveUsageLimit: build.mutation<UsageLimit, UsageLimitRequest>({
      query: (body) => ({ url: '/usage/limit', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIMIT, 'Dashboard']),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    unblockPaidCalls: build.mutation<UsageLimit, UsageUnblockRequest>({
      query: (body) => ({ url: '/usage/limit/unblock', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIMIT, 'Dashboard']),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetUsageLimitQuery, useSaveUsageLimitMutation, useUnblockPaidCallsMutation } = usageLimitApi;
