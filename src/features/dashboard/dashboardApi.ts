import { baseApi } from '../../api/baseApi';
import type { DashboardResponse } from '../../api/contract';

/**
 * GET /dashboard. One cache entry (tag 'Dashboard') that every change to what the dashboard shows
 * invalidates: switching the outgoing number and renaming numbers (see numbersApi, settingsApi).
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => '/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
