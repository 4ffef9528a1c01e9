import { baseApi, withoutSession } from '../../api/baseApi';
import type { ExtraUserActivateRequest, MessageBody } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** The call of '/activate': an auth call (`withoutSession`), made before the new login exists. */
export const activateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/activate-extra-user: the token of the mailed link; the extra user's login is made. */
    activateExtraUser: build.mutation<MessageBody, ExtraUserActivateRequest>({
      query: (body) => ({ url: '/auth/activate-extra-user', method: 'POST', body }),
      extraOptions: withoutSession,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useActivateExtraUserMutation } = activateApi;
