import { baseApi } from '../../api/baseApi';
import type { DashboardResponse, SettingsRequest } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';
import { markActive, NUMBERS_LIST, numbersApi } from '../numbers/public';

/**
 * GET /dashboard, and the dashboard's own change: the outgoing number. One cache entry (tag
 * 'Dashboard') that every change to what the dashboard shows invalidates: switching the outgoing
 * number and renaming numbers (see numbersApi).
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardResponse, void>({
      query: () => '/dashboard',
      providesTags: ['Dashboard'],
    }),
    /**
     * The dashboard's dropdown (POST /settings 'switch-default-number'): makes `phoneNumberID` the
     * outgoing number, at once in the dashboard and numbers caches (optimistic), undone on failure.
     */
    switchOutgoingNumber: build.mutation<unknown, number>({
      query: (phoneNumberID) => ({
        url: '/settings',
        method: 'POST',
        body: { action: 'switch-default-number', phoneNumberID } satisfies SettingsRequest,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Dashboard', NUMBERS_LIST]),
      async onQueryStarted(phoneNumberID, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            dashboardApi.util.updateQueryData('getDashboard', undefined, (draft) =>
              markActive(draft.phoneNumber, phoneNumberID),
            ),
          ),
          dispatch(
            numbersApi.util.updateQueryData('getNumbers', undefined, (draft) =>
              markActive(draft.phoneNumbers, phoneNumberID),
            ),
          ),
        ];
        await saveOverlayUntil(
          dispatch,
          queryFulfilled.catch((error: unknown) => {
            patches.forEach((patch) => patch.undo());
            throw error;
          }),
        );
      },
    }),
  }),
});

export const { useGetDashboardQuery, useSwitchOutgoingNumberMutation } = dashboardApi;
