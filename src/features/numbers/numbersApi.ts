import { baseApi } from '../../api/baseApi';
import type { NumbersEditRequest, NumbersResponse, PhoneNumber } from '../../api/contract';
import { NUMBERS_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { NUMBERS_LIST };

/** The current outgoing number of a list (active 1), if any. */
export const activeNumber = (numbers: readonly PhoneNumber[]): PhoneNumber | undefined =>
  numbers.find((number) => number.active === 1);

/** Marks `numberId` as the one active number, in place (for optimistic cache updates). */
export function markActive(numbers: PhoneNumber[], numberId: number): void {
  for (const number of numbers) number.active = number.number_id === numberId ? 1 : 0;
}

export const numbersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNumbers: build.query<NumbersResponse, void>({
      query: () => '/numbers',
      providesTags: (result) => [
        NUMBERS_LIST,
        ...(result?.phoneNumbers ?? []).map((number) => ({ type: 'Numbers' as const, id: number.number_id })),
      ],
    }),
    /** POST /numbers/edit: the names of all numbers. The dashboard shows them too. */
    editNumberNames: build.mutation<unknown, NumbersEditRequest>({
      query: (body) => ({ url: '/numbers/edit', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [NUMBERS_LIST, 'Dashboard']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetNumbersQuery, useEditNumberNamesMutation } = numbersApi;
