import { baseApi } from '../../api/baseApi';
import type { Credit } from '../../api/contract';

/** GET /credit: prepaid credit and end date. The dashboard asks for it only when accessType is 3. */
export const creditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCredit: build.query<Credit, void>({
      query: () => '/credit',
      providesTags: ['Credit'],
    }),
  }),
});

export const { useGetCreditQuery } = creditApi;
