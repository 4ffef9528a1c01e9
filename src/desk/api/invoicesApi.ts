import type { CreditRequest, CreditResponse, DeskInvoicesResponse } from '../../api/deskInvoiceContract';
import { deskApi, staleAfter } from './deskApi';

/** A customer's invoices (audited on the server) and the teamleider's credit note. */
export const invoicesApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerInvoices: build.query<DeskInvoicesResponse, string>({
      query: (customerNumber) => `/customer/${encodeURIComponent(customerNumber)}/invoices`,
      providesTags: ['Customer'],
    }),
    creditInvoice: build.mutation<CreditResponse, { invoiceId: number } & CreditRequest>({
      query: ({ invoiceId, ...body }) => ({ url: `/invoice/${invoiceId}/credit`, method: 'POST', body }),
      invalidatesTags: staleAfter('Customer', 'Audit'),
    }),
  }),
});

export const { useGetCustomerInvoicesQuery, useCreditInvoiceMutation } = invoicesApi;
