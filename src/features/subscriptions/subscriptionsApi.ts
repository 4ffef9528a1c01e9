import { baseApi } from '../../api/baseApi';
import type {
  BundleEffectsRequest,
  BundleEffectsResponse,
  MessageBody,
  Subscription,
  SubscriptionCancelRequest,
  SubscriptionIdRequest,
  SubscriptionOptions,
  SubscriptionSwitchRequest,
} from '../../api/contract';
import { SUBSCRIPTIONS_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { SUBSCRIPTIONS_LIST };
/** A change to the subscription also changes the dashboard's notice and rows. */
const changed = (_result: unknown, error: unknown) => (error ? [] : [SUBSCRIPTIONS_LIST, 'Dashboard' as const]);

export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions',
      providesTags: [SUBSCRIPTIONS_LIST],
    }),
    getSubscriptionOptions: build.query<SubscriptionOptions, number>({
      query: (id) => ({ url: '/subscription/options', method: 'POST', body: { id } satisfies SubscriptionIdRequest }),
      providesTags: [SUBSCRIPTIONS_LIST],
    }),
    /** What a switch would do to extra users and numbers; asked right before the confirmation. */
    getBundleEffects: build.query<BundleEffectsResponse, BundleEffectsRequest>({
      query: (body) => ({ url: '/subscription/bundle_effects', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    cancelSubscription: build.mutation<MessageBody, SubscriptionCancelRequest>({
      query: (body) => ({ url: '/subscription/cancel', method: 'POST', body }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    reactivateSubscription: build.mutation<MessageBody, SubscriptionIdRequest>({
      query: (body) => ({ url: '/subscription/reactivate', method: 'POST', body }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    switchSubscription: build.mutation<MessageBody, SubscriptionSwitchRequest>({
      query: (body) => ({ url: '/subscription/switch', method: 'POST', body }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetSubscriptionsQuery, useGetSubscriptionOptionsQuery } = subscriptionsApi;
