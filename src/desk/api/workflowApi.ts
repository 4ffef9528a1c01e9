import type { MessageBody } from '../../api/contract';
import type { DeskTicket } from '../../api/deskContract';
import type {
  DeskColleaguesResponse,
  DeskOverview,
  DeskPresenceResponse,
  DeskSettings,
  ReplyTemplateRequest,
  ReplyTemplatesResponse,
} from '../../api/deskWorkflowContract';
import { deskApi } from './deskApi';
import { ticketsApi } from './ticketsApi';

interface ChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: DeskTicket }>;
}

/** The answer of a change is the ticket as it is now: it replaces the cached one without a new read. */
async function replaceCachedTicket(id: number, { dispatch, queryFulfilled }: ChangeLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(ticketsApi.util.upsertQueryData('getDeskTicket', id, data));
  } catch {
    // the page reports it
  }
}

const afterChange = (_result: unknown, error: unknown) =>
  error ? [] : (['Queue', 'Customer', 'Audit', 'Overview'] as const).slice();

/** Notes, assignment, presence, merging, reply templates, the response target and the overview. */
export const workflowApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    addNote: build.mutation<DeskTicket, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `/ticket/${id}/note`, method: 'POST', body: { note } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Audit']),
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    assign: build.mutation<DeskTicket, { id: number; staffId: number | null }>({
      query: ({ id, staffId }) => ({ url: `/ticket/${id}/assign`, method: 'POST', body: { staffId } }),
      invalidatesTags: afterChange,
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    merge: build.mutation<DeskTicket, { id: number; otherTicketId: number }>({
      query: ({ id, otherTicketId }) => ({ url: `/ticket/${id}/merge`, method: 'POST', body: { otherTicketId } }),
      invalidatesTags: (result, error, { otherTicketId }) =>
        error ? [] : ['Queue', 'Customer', 'Audit', 'Overview', { type: 'Ticket', id: otherTicketId }],
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    /** Not cached: each call reports that this desk has the ticket open. */
    presence: build.mutation<DeskPresenceResponse, number>({
      query: (id) => ({ url: `/ticket/${id}/presence`, method: 'POST', body: {} }),
    }),
    getColleagues: build.query<DeskColleaguesResponse, void>({ query: () => '/colleagues' }),
    getTemplates: build.query<ReplyTemplatesResponse, void>({ query: () => '/templates', providesTags: ['Templates'] }),
    addTemplate: build.mutation<ReplyTemplatesResponse, ReplyTemplateRequest>({
      query: (body) => ({ url: '/templates', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Templates', 'Audit']),
    }),
    changeTemplate: build.mutation<ReplyTemplatesResponse, ReplyTemplateRequest & { id: number }>({
      query: ({ id, title, body }) => ({ url: `/templates/${id}/change`, method: 'POST', body: { title, body } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Templates', 'Audit']),
    }),
    removeTemplate: build.mutation<ReplyTemplatesResponse, number>({
      query: (id) => ({ url: `/templates/${id}/remove`, method: 'POST', body: {} }),
      invalidatesTags: (_result, error) => (error ? [] : ['Templates', 'Audit']),
    }),
    getOverview: build.query<DeskOverview, void>({ query: () => '/overview', providesTags: ['Overview'] }),
    setTarget: build.mutation<MessageBody, DeskSettings>({
      query: (body) => ({ url: '/settings', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Overview', 'Queue', 'Audit', 'Ticket']),
    }),
  }),
});

export const {
  useAddNoteMutation,
  useAssignMutation,
  useMergeMutation,
  usePresenceMutation,
  useGetColleaguesQuery,
  useGetTemplatesQuery,
  useAddTemplateMutation,
  useChangeTemplateMutation,
  useRemoveTemplateMutation,
  useGetOverviewQuery,
  useSetTargetMutation,
} = workflowApi;
