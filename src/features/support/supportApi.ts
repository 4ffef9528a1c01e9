import { baseApi } from '../../api/baseApi';
import type {
  Ticket,
  TicketCreateRequest,
  TicketOptionsResponse,
  TicketReplyRequest,
  TicketsResponse,
} from '../../api/contract';
import { TICKETS_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** The tag of the ticket list (GET /tickets); each ticket also has its own `{type: 'Tickets', id}`. */
export { TICKETS_LIST };

/**
 * GET /tickets (list, motd, availability), one ticket, the categories, a new ticket and a reply.
 * Ticket errors come nested (`{error: {message}}`); `errorMessage` in src/api/errors.ts reads them.
 */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<TicketsResponse, void>({
      query: () => '/tickets',
      providesTags: (result) => [
        TICKETS_LIST,
        ...(result?.tickets ?? []).map((ticket) => ({ type: 'Tickets' as const, id: ticket.id })),
      ],
    }),
    /** The server marks the ticket read when it answers; the cached list follows without a new call. */
    getTicket: build.query<Ticket, number>({
      query: (id) => `/tickets?id=${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Tickets', id }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the page handles a failed load
        }
        dispatch(
          supportApi.util.updateQueryData('getTickets', undefined, (draft) => {
            const listed = draft.tickets.find((ticket) => ticket.id === id);
            if (listed) listed.newMessages = 0;
          }),
        );
      },
    }),
    getTicketOptions: build.query<TicketOptionsResponse, void>({
      query: () => '/tickets/options',
    }),
    createTicket: build.mutation<Ticket, TicketCreateRequest>({
      query: (body) => ({ url: '/tickets', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [TICKETS_LIST]),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    /** The answer is the updated ticket: it replaces the cached one at once, without a new read. */
    replyToTicket: build.mutation<Ticket, TicketReplyRequest>({
      query: (body) => ({ url: '/tickets/message', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [TICKETS_LIST]),
      async onQueryStarted({ ticketID }, { dispatch, queryFulfilled }) {
        await saveOverlayUntil(dispatch, queryFulfilled);
        try {
          const { data } = await queryFulfilled;
          dispatch(supportApi.util.upsertQueryData('getTicket', ticketID, data));
        } catch {
          // reported by the page
        }
      },
    }),
  }),
});

export const {
  useGetTicketsQuery,
  useGetTicketQuery,
  useGetTicketOptionsQuery,
  useCreateTicketMutation,
  useReplyToTicketMutation,
} = supportApi;
