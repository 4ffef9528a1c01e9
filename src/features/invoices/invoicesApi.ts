import { baseApi } from '../../api/baseApi';
import type { DownloadPrepareRequest, DownloadPrepareResponse, Invoice, InvoiceDetail } from '../../api/contract';
import { INVOICES_LIST } from '../../api/listTags';
import { saveOverlayUntil } from '../../ui/saveOverlay';

export { INVOICES_LIST };

export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], void>({
      query: () => '/invoices',
      providesTags: (result) => [
        INVOICES_LIST,
        ...(result ?? []).map((invoice) => ({ type: 'Invoices' as const, id: invoice.id })),
      ],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (id) => ({ url: '/invoices', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Invoices', id }],
    }),
    /**
     * POST /download/prepare: a short-lived link ('account/invoice') or a mailed one ('invoices/export',
     * 'account/export'). Changes no cached data, so it invalidates nothing.
     */
    prepareDownload: build.mutation<DownloadPrepareResponse, DownloadPrepareRequest>({
      query: (body) => ({ url: '/download/prepare', method: 'POST', body }),
      // The loading overlay during the call (requirements §4), as for every other call that acts.
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetInvoicesQuery, useGetInvoiceQuery, usePrepareDownloadMutation } = invoicesApi;
