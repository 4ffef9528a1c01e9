import { baseApi, withoutSession } from '../../api/baseApi';
import type { LoginCodeRequest, LoginCodeResendRequest, TokenSet } from '../../api/contract';

/** The code step of a two-step login (docs/api.md); auth calls, marked `withoutSession`. */
export const loginCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLoginCode: build.mutation<TokenSet, LoginCodeRequest>({
      query: (body) => ({ url: '/auth/token/code', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
    authLoginResend: build.mutation<unknown, LoginCodeResendRequest>({
      query: (body) => ({ url: '/auth/token/resend', method: 'POST', body }),
      extraOptions: withoutSession,
    }),
  }),
});
