import type { TicketDiagnosticsResponse } from '../../api/contract';
import type {
  DeskLockRequest,
  DeskLog,
  DeskQueueQuery,
  DeskQueueResponse,
  DeskStatusRequest,
  DeskTicket,
} from '../../api/deskContract';
import { deskApi, staleAfter } from './deskApi';

interface ChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: DeskTicket }>;
}

/** The answer of a change is the ticket as it is now: it replaces the cached one without a new read. */
export async function replaceCachedTicket(id: number, { dispatch, queryFulfilled }: ChangeLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(ticketsApi.util.upsertQueryData('getDeskTicket', id, data));
  } catch {
    // the page reports it
  }
}

/** The queue, one ticket (audited on the server), its answer, status and lock, and its logs. */
export const ticketsApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    getQueue: build.query<DeskQueueResponse, DeskQueueQuery>({
      query: (filters) => ({
        url: '/tickets',
        // Only the filters given: the address stays as short as the page's own.
        params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
      }),
      providesTags: ['Queue'],
    }),
    getDeskTicket: build.query<DeskTicket, number>({
      query: (id) => `/ticket/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    replyToTicket: build.mutation<DeskTicket, { id: number; message: string; basedOn?: number }>({
      query: ({ id, ...body }) => ({ url: `/ticket/${id}/reply`, method: 'POST', body }),
      invalidatesTags: staleAfter('Queue', 'Customer', 'Audit', 'Overview'),
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    changeStatus: build.mutation<DeskTicket, { id: number } & DeskStatusRequest>({
      query: ({ id, statusId }) => ({ url: `/ticket/${id}/status`, method: 'POST', body: { statusId } }),
      invalidatesTags: staleAfter('Queue', 'Customer', 'Audit'),
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    setLocked: build.mutation<DeskTicket, { id: number } & DeskLockRequest>({
      query: ({ id, locked }) => ({ url: `/ticket/${id}/lock`, method: 'POST', body: { locked } }),
      invalidatesTags: staleAfter('Queue', 'Customer', 'Audit'),
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    getLog: build.query<DeskLog, { ticketId: number; logId: number }>({
      query: ({ ticketId, logId }) => `/ticket/${ticketId}/log/${logId}`,
    }),
    /** Not cached: each download is its own (audited) read. */
    downloadLogs: build.mutation<TicketDiagnosticsResponse, number>({
      query: (ticketId) => `/ticket/${ticketId}/logs`,
    }),
  }),
});

export const {
  useGetQueueQuery,
  useGetDeskTicketQuery,
  useReplyToTicketMutation,
  useChangeStatusMutation,
  useSetLockedMutation,
  useGetLogQuery,
  useDownloadLogsMutation,
} = ticketsApi;
