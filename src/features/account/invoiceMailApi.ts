import { baseApi } from '../../api/baseApi';
import type { InvoiceMailChoice, InvoiceMailChoiceRequest } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/** 'Factuur per e-mail': GET and POST /account/invoice-mail, under the account's tag (a saved address changes `missing`). */
export const invoiceMailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceMail: build.query<InvoiceMailChoice, void>({
      query: () => '/account/invoice-mail',
      providesTags: ['Account'],
    }),
    saveInvoiceMail: build.mutation<InvoiceMailChoice, InvoiceMailChoiceRequest>({
      query: (body) => ({ url: '/account/invoice-mail', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
  }),
});

export const { useGetInvoiceMailQuery, useSaveInvoiceMailMutation } = invoiceMailApi;
