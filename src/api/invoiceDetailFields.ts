/**
 * The invoice details' fields ('Factuurgegevens') with their length caps; the invoice address is
 * optional and used whole. Apart from contract.ts, which builds the schemas from them, so that the page
 * can use the list without loading any schema code.
 */
export const INVOICE_DETAIL_FIELDS = {
  vatnumber: 20,
  companyemail: 254,
  ponumber: 128,
  invoiceAddress: 100,
  invoiceNumber: 16,
  invoiceNumberadd: 16,
  invoiceZip: 16,
  invoiceCity: 100,
} as const;
export type InvoiceDetailField = keyof typeof INVOICE_DETAIL_FIELDS;
