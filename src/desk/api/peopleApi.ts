import type { MessageBody } from '../../api/contract';
import type {
  AuditResponse,
  DeskCustomerDetail,
  StaffCreateRequest,
  StaffCreateResponse,
  StaffListResponse,
} from '../../api/deskContract';
import { deskApi, staleAfter } from './deskApi';

/** A customer (audited on the server) and, for a teamleider, the audit and the staff accounts. */
export const peopleApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<DeskCustomerDetail, string>({
      query: (customerNumber) => `/customer/${encodeURIComponent(customerNumber)}`,
      providesTags: ['Customer'],
    }),
    getAudit: build.query<AuditResponse, void>({ query: () => '/audit', providesTags: ['Audit'] }),
    getStaff: build.query<StaffListResponse, void>({ query: () => '/staff', providesTags: ['Staff'] }),
    addStaff: build.mutation<StaffCreateResponse, StaffCreateRequest>({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      invalidatesTags: staleAfter('Staff', 'Audit'),
    }),
    disableStaff: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/staff/${id}/disable`, method: 'POST', body: {} }),
      invalidatesTags: staleAfter('Staff', 'Audit'),
    }),
    unlockStaff: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/staff/${id}/unlock`, method: 'POST', body: {} }),
      invalidatesTags: staleAfter('Staff', 'Audit'),
    }),
  }),
});

export const {
  useGetCustomerQuery,
  useGetAuditQuery,
  useGetStaffQuery,
  useAddStaffMutation,
  useDisableStaffMutation,
  useUnlockStaffMutation,
} = peopleApi;
