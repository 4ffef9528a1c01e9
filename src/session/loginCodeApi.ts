import type { LoginCodeRequest, LoginCodeResendRequest, TokenSet } from '../api/contract';
import { baseApi } from '../api/baseApi';

/** The code step of a two-step login (docs/api.md); auth calls: names start with 'auth'. */
export const loginCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authLoginCode: build.mutation<TokenSet, LoginCodeRequest>({
      query: (body) => ({ url: '/auth/token/code', method: 'POST', body }),
    }),
    authLoginResend: build.mutation<unknown, LoginCodeResendRequest>({
      query: (body) => ({ url: '/auth/token/resend', method: 'POST', body }),
    }),
  }),
});
