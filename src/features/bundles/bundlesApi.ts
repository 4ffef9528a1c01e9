import { baseApi } from '../../api/baseApi';
import type {
  ActiveBundlesWithRequests,
  AddExtraUserRequest,
  BundlesResponse,
  GetExtraUserResponse,
  MessageBody,
  TicketCreateRequest,
} from '../../api/contract';
import { BUNDLES_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { BUNDLES_LIST };
const onSuccess = (_result: unknown, error: unknown) => (error ? [] : [BUNDLES_LIST]);

export const bundlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBundles: build.query<BundlesResponse, string>({
      query: (poc) => `/accounts/${encodeURIComponent(poc)}/bundles`,
      providesTags: [BUNDLES_LIST],
    }),
    getActiveBundles: build.query<ActiveBundlesWithRequests, string>({
      query: (poc) => `/accounts/${encodeURIComponent(poc)}/bundles/active`,
      providesTags: [BUNDLES_LIST],
    }),
    getExtraUser: build.query<GetExtraUserResponse, number>({
      query: (bundleSubuserId) => ({ url: '/users/get-extra', method: 'POST', body: { bundleSubuserId } }),
      providesTags: (_result, _error, id) => [{ type: 'Bundles', id }],
    }),
    addExtraUser: build.mutation<MessageBody, AddExtraUserRequest>({
      query: (body) => ({ url: '/users/add-extra', method: 'POST', body }),
      invalidatesTags: onSuccess,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    removeExtraUser: build.mutation<MessageBody, number>({
      query: (bundleSubUserId) => ({ url: '/users/remove-extra', method: 'POST', body: { bundleSubUserId } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [BUNDLES_LIST, { type: 'Bundles', id }]),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    /** An extra number is requested as a type-4 ticket (requirements §7); it counts toward the limit at once. */
    requestExtraNumber: build.mutation<unknown, TicketCreateRequest>({
      query: (body) => ({ url: '/tickets', method: 'POST', body }),
      invalidatesTags: onSuccess,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetBundlesQuery,
  useGetActiveBundlesQuery,
  useGetExtraUserQuery,
  useAddExtraUserMutation,
  useRemoveExtraUserMutation,
  useRequestExtraNumberMutation,
} = bundlesApi;
