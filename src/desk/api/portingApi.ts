import type {
  DeskPortingChangeResponse,
  DeskPortingDateRequest,
  DeskPortingResendRequest,
  DeskPortingResponse,
} from '../../api/deskPortingContract';
import { deskApi, staleAfter } from './deskApi';

/** A customer's porting requests (audited on the server) and what staff do with them, each audited too. */
export const portingApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerPorting: build.query<DeskPortingResponse, string>({
      query: (customerNumber) => `/customer/${encodeURIComponent(customerNumber)}/porting`,
      providesTags: ['Customer'],
    }),
    resendPorting: build.mutation<DeskPortingChangeResponse, { id: number } & DeskPortingResendRequest>({
      query: ({ id, ...body }) => ({ url: `/porting/${id}/resend`, method: 'POST', body }),
      invalidatesTags: staleAfter('Customer', 'Audit'),
    }),
    cancelPorting: build.mutation<DeskPortingChangeResponse, number>({
      query: (id) => ({ url: `/porting/${id}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: staleAfter('Customer', 'Audit'),
    }),
    planPorting: build.mutation<DeskPortingChangeResponse, { id: number } & DeskPortingDateRequest>({
      query: ({ id, ...body }) => ({ url: `/porting/${id}/date`, method: 'POST', body }),
      invalidatesTags: staleAfter('Customer', 'Audit'),
    }),
  }),
});

export const {
  useGetCustomerPortingQuery,
  useResendPortingMutation,
  useCancelPortingMutation,
  usePlanPortingMutation,
} = portingApi;
