import { baseApi, withoutSession } from '../../api/baseApi';
import type { MessageBody } from '../../api/contract';
import type {
  ActivityQuery,
  ActivityResponse,
  InvitationAcceptRequest,
  InvitationInfo,
  InviteRequest,
  RoleChangeRequest,
  TeamResponse,
} from '../../api/teamContract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

const TEAM = { type: 'Team', id: 'LIST' } as const;
const ACTIVITY = { type: 'Activity', id: 'LIST' } as const;
/** A change of the team shows in the team and in the activity log. */
const changed = (_result: unknown, error: unknown) => (error ? [] : [TEAM, ACTIVITY]);

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamResponse, void>({ query: () => '/team', providesTags: [TEAM] }),
    invite: build.mutation<MessageBody, InviteRequest>({
      query: (body) => ({ url: '/team/invitations', method: 'POST', body }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    resendInvitation: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/team/invitations/${id}/resend`, method: 'POST', body: {} }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    withdrawInvitation: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/team/invitations/${id}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    changeRole: build.mutation<MessageBody, RoleChangeRequest & { id: number }>({
      query: ({ id, role }) => ({ url: `/team/people/${id}/role`, method: 'POST', body: { role } }),
      invalidatesTags: changed,
      async onQueryStarted({ id, role }, { dispatch, queryFulfilled }) {
        const saved = queryFulfilled.then(
          () => true,
          () => false,
        );
        await saveOverlayUntil(dispatch, saved);
        if (!(await saved)) return;
        // Saved: the list shows the new role at once, not the old one until it is read again.
        dispatch(
          teamApi.util.updateQueryData('getTeam', undefined, (draft) => {
            const person = draft.people.find((p) => p.id === id);
            if (person) person.role = role;
          }),
        );
      },
    }),
    removePerson: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/team/people/${id}/remove`, method: 'POST', body: {} }),
      invalidatesTags: changed,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    setTwoStepRequired: build.mutation<MessageBody, boolean>({
      query: (required) => ({ url: '/team/two-step-required', method: 'POST', body: { required } }),
      // Undone by a Beheerder without two-step: the side menu's dashboard, refused until now, is read again.
      invalidatesTags: (_result, error) => (error ? [] : [TEAM, ACTIVITY, 'Dashboard']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
    getActivity: build.query<ActivityResponse, ActivityQuery>({
      query: (params) => ({ url: '/activity', params }),
      providesTags: [ACTIVITY],
    }),
    /** The CSV as text: the call carries the bearer header, so the file is made in the page. */
    getActivityCsv: build.query<string, ActivityQuery>({
      // A refusal (another download running, too many this hour) is JSON with its message.
      query: (params) => ({ url: '/activity/csv', params, responseHandler: 'content-type' }),
      keepUnusedDataFor: 0,
    }),
    invitationInfo: build.mutation<InvitationInfo, string>({
      query: (token) => ({ url: '/invitation/info', method: 'POST', body: { token } }),
      extraOptions: withoutSession,
    }),
    acceptInvitation: build.mutation<MessageBody, InvitationAcceptRequest>({
      query: (body) => ({ url: '/invitation/accept', method: 'POST', body }),
      extraOptions: withoutSession,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteMutation,
  useResendInvitationMutation,
  useWithdrawInvitationMutation,
  useChangeRoleMutation,
  useRemovePersonMutation,
  useSetTwoStepRequiredMutation,
  useGetActivityQuery,
  useLazyGetActivityCsvQuery,
  useInvitationInfoMutation,
  useAcceptInvitationMutation,
} = teamApi;
