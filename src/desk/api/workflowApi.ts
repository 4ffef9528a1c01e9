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
import { deskApi, staleAfter } from './deskApi';
import { replaceCachedTicket } from './ticketsApi';

/** Notes, assignment, presence, merging, reply templates, the response target and the overview. */
export const workflowApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    addNote: build.mutation<DeskTicket, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `/ticket/${id}/note`, method: 'POST', body: { note } }),
      invalidatesTags: staleAfter('Audit'),
      onQueryStarted: ({ id }, lifecycle) => replaceCachedTicket(id, lifecycle),
    }),
    assign: build.mutation<DeskTicket, { id: number; staffId: number | null }>({
      query: ({ id, staffId }) => ({ url: `/ticket/${id}/assign`, method: 'POST', body: { staffId } }),
      invalidatesTags: staleAfter('Queue', 'Customer', 'Audit', 'Overview'),
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
      invalidatesTags: staleAfter('Templates', 'Audit'),
    }),
    changeTemplate: build.mutation<ReplyTemplatesResponse, ReplyTemplateRequest & { id: number }>({
      query: ({ id, title, body }) => ({ url: `/templates/${id}/change`, method: 'POST', body: { title, body } }),
      invalidatesTags: staleAfter('Templates', 'Audit'),
    }),
    removeTemplate: build.mutation<ReplyTemplatesResponse, number>({
      query: (id) => ({ url: `/templates/${id}/remove`, method: 'POST', body: {} }),
      invalidatesTags: staleAfter('Templates', 'Audit'),
    }),
    getOverview: build.query<DeskOverview, void>({ query: () => '/overview', providesTags: ['Overview'] }),
    setTarget: build.mutation<MessageBody, DeskSettings>({
      query: (body) => ({ url: '/settings', method: 'POST', body }),
      invalidatesTags: staleAfter('Overview', 'Queue', 'Audit', 'Ticket'),
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
