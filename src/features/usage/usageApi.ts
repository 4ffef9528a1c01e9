import { baseApi } from '../../api/baseApi';
import type { Usage } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** Which month's call data to mail: the two download endpoints of requirements §7. */
export interface MailCallsRequest {
  which: 'current' | 'previous';
  poc: string;
  /** 1–12. */
  month: number;
  year: number;
}

/** GET /usage and mailing a month's calls (requirements §7); the call lists are in pages (callPagesApi.ts). */
export const usageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsage: build.query<Usage, void>({
      query: () => '/usage',
      providesTags: [{ type: 'Usage', id: 'SUMMARY' }],
    }),
    /** A GET with an effect (a mail), so a mutation: never cached, never sent twice by a re-render. */
    mailCalls: build.mutation<{ message: string }, MailCallsRequest>({
      query: ({ which, poc, month, year }) =>
        `/usage/download${which}month/${encodeURIComponent(poc)}/${month}/${year}`,
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetUsageQuery, useMailCallsMutation } = usageApi;
