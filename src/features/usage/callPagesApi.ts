import { baseApi } from '../../api/baseApi';
import type { CallPage } from '../../api/contract';
import type { DirectionFilter } from './calls';

/** Which calls a list shows: the month, and the filters the server applies. */
export interface CallListArgs {
  poc: string;
  month: 'current' | 'previous';
  direction: DirectionFilter;
  /** As typed; only its digits are sent. */
  number: string;
}

/** The query string of a list: only the filters that filter anything. */
function listParams({ month, direction, number }: CallListArgs): Record<string, string> {
  const digits = number.replace(/\D/g, '');
  return { month, ...(direction === 'all' ? {} : { direction }), ...(digits ? { number: digits } : {}) };
}

const callsPath = (poc: string) => `/usage/calls/${encodeURIComponent(poc)}`;

/**
 * A month's calls in pages, newest first (GET /usage/calls/{poc}: beyond the spec, docs/api.md):
 * the first page carries the month's count and cost, each next page starts at the cursor of the one
 * before. The CSV of the filtered calls comes from the server, which streams every row.
 */
export const callPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCallPages: build.infiniteQuery<CallPage, CallListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: callsPath(queryArg.poc),
        params: { ...listParams(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [{ type: 'Usage', id: 'CALLS' }],
    }),
    /**
     * A read, but a file the store should not keep: a mutation, whose result the caller takes and drops.
     * The file is text; a refusal (a download already running, too many this hour) is JSON with its message.
     */
    downloadCallsCsv: build.mutation<string, CallListArgs>({
      query: (args) => ({
        url: `${callsPath(args.poc)}/csv`,
        params: listParams(args),
        responseHandler: 'content-type',
      }),
    }),
  }),
});

export const { useGetCallPagesInfiniteQuery, useDownloadCallsCsvMutation } = callPagesApi;
