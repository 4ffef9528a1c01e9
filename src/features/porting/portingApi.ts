import { baseApi } from '../../api/baseApi';
import { NUMBERS_LIST } from '../../api/listTags';
import type {
  PortingChangeResponse,
  PortingCreateRequest,
  PortingDateRequest,
  PortingForm,
  PortingRequestView,
} from '../../api/portingContract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/**
 * The lists that show a request's status or its numbers: the numbers page (GET /numbers, and the
 * desktop overview's count by the same tag) and the dashboard's notice. Stale once a request moved.
 */
const listsOfRequests = [NUMBERS_LIST, 'Dashboard'] as const;

interface ChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: PortingChangeResponse }>;
}

/**
 * A change of a request (sent, its date chosen, cancelled), while and once it answers: the save
 * overlay until then; the answer is the request as it is now, which the status page shows at once,
 * and the lists that show the request are stale.
 */
async function afterChange({ dispatch, queryFulfilled }: ChangeLifecycle): Promise<void> {
  void saveOverlayUntil(dispatch, queryFulfilled);
  try {
    const { data } = await queryFulfilled;
    void dispatch(portingApi.util.upsertQueryData('getPorting', data.request.id, data.request));
    dispatch(baseApi.util.invalidateTags([...listsOfRequests]));
  } catch {
    // The page that made the change reports its failure.
  }
}

export const portingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /porting-form: the fee, the dates and the form's values (the account's, or a refused request's). */
    getPortingForm: build.query<PortingForm, number | null>({
      query: (from) => (from === null ? '/porting-form' : `/porting-form?from=${from}`),
      // The earliest date moves with the days: read afresh each time the form opens.
      keepUnusedDataFor: 0,
    }),
    /**
     * GET /porting/{id}: the status page reads it every few seconds while the request runs. When the
     * status moved since the last read, the lists that show it (and the numbers, once ported) are stale.
     */
    getPorting: build.query<PortingRequestView, number>({
      query: (id) => `/porting/${id}`,
      async onQueryStarted(_id, { dispatch, queryFulfilled, getCacheEntry }) {
        const before = getCacheEntry().data;
        try {
          const { data } = await queryFulfilled;
          if (before && (before.status !== data.status || before.error !== data.error))
            dispatch(baseApi.util.invalidateTags([...listsOfRequests]));
        } catch {
          // A failed read keeps what is shown; the page offers to read again.
        }
      },
    }),
    /** POST /porting: 'Aanvraag versturen'. */
    sendPorting: build.mutation<PortingChangeResponse, PortingCreateRequest>({
      query: (body) => ({ url: '/porting', method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) => afterChange(lifecycle),
    }),
    /** POST /porting/{id}/date: choose, confirm or move the date. */
    choosePortingDate: build.mutation<PortingChangeResponse, { id: number } & PortingDateRequest>({
      query: ({ id, ...body }) => ({ url: `/porting/${id}/date`, method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) => afterChange(lifecycle),
    }),
    /** POST /porting/{id}/cancel. */
    cancelPorting: build.mutation<PortingChangeResponse, number>({
      query: (id) => ({ url: `/porting/${id}/cancel`, method: 'POST', body: {} }),
      onQueryStarted: (_arg, lifecycle) => afterChange(lifecycle),
    }),
  }),
});

export const {
  useGetPortingFormQuery,
  useGetPortingQuery,
  useSendPortingMutation,
  useChoosePortingDateMutation,
  useCancelPortingMutation,
} = portingApi;
