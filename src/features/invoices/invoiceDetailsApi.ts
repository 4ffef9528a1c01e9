import { baseApi } from '../../api/baseApi';
import type {
  InvoiceDetails,
  InvoiceDetailsRequest,
  InvoiceMailChoice,
  InvoiceMailChoiceRequest,
  MessageBody,
} from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';

/**
 * 'Factuurgegevens': the invoice details (GET and POST /account/invoice-details) and 'Factuur per
 * e-mail' (GET and POST /account/invoice-mail), under the account's tag: a saved address changes what
 * a UBL file still lacks (`missing`), and the account page reads the same fields.
 */
export const invoiceDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceDetails: build.query<InvoiceDetails, void>({
      query: () => '/account/invoice-details',
      providesTags: ['Account'],
    }),
    saveInvoiceDetails: build.mutation<MessageBody, InvoiceDetailsRequest>({
      query: (body) => ({ url: '/account/invoice-details', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account']),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => saveOverlayUntil(dispatch, queryFulfilled),
    }),
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

export const {
  useGetInvoiceDetailsQuery,
  useSaveInvoiceDetailsMutation,
  useGetInvoiceMailQuery,
  useSaveInvoiceMailMutation,
} = invoiceDetailsApi;
