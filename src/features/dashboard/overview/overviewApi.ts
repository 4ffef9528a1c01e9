import { baseApi } from '../../../api/baseApi';
import {
  BLACKLIST_LIST,
  BUNDLES_LIST,
  INVOICES_LIST,
  NUMBERS_LIST,
  SUBSCRIPTIONS_LIST,
  TICKETS_LIST,
  USAGE_LIMIT,
} from '../../../api/listTags';
import type { OverviewResponse } from '../../../api/overview';

/**
 * GET /overview: the desktop overview's figures in one call. It carries the tags of the detail pages
 * whose figures it shows, so a change made there (a limit, a renamed number, a new question, a
 * cancelled subscription) refreshes it too. Loaded with the panels only, never on phones.
 */
export const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<OverviewResponse, void>({
      query: () => '/overview',
      providesTags: [
        USAGE_LIMIT,
        { type: 'Usage', id: 'SUMMARY' },
        'Credit',
        SUBSCRIPTIONS_LIST,
        BUNDLES_LIST,
        INVOICES_LIST,
        TICKETS_LIST,
        NUMBERS_LIST,
        BLACKLIST_LIST,
      ],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
