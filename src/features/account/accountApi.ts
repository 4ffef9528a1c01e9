import { baseApi } from '../../api/baseApi';
import type {
  Account,
  AccountSaveRequest,
  AccountSchedule,
  DownloadPrepareResponse,
  PasswordChangeRequest,
} from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** POST /account answers with a message and the deletion schedule. */
export interface AccountSaveResponse {
  message?: string;
  schedule?: AccountSchedule | null;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => '/account',
      providesTags: ['Account'],
    }),
    /** Personal data, e-mail change and deletion scheduling all go through POST /account (requirements §7). */
    saveAccount: build.mutation<AccountSaveResponse, Partial<AccountSaveRequest>>({
      query: (body) => ({ url: '/account', method: 'POST', body }),
      // The dashboard shows the e-mail address.
      invalidatesTags: (_result, error) => (error ? [] : ['Account', 'Dashboard']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    changePassword: build.mutation<{ message?: string }, PasswordChangeRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    /** The personal-data export: the server mails a link to the account's own address. */
    requestExport: build.mutation<DownloadPrepareResponse, void>({
      query: () => ({ url: '/download/prepare', method: 'POST', body: { service: 'account/export' } }),
      // The account answers `exportRequested` from now on.
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetAccountQuery, useSaveAccountMutation, useChangePasswordMutation, useRequestExportMutation } =
  accountApi;
