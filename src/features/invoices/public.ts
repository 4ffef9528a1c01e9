// What other features may use of the invoices area: the tag of the list and an invoice's files (the overview).
export { INVOICES_LIST } from './invoicesApi';
export { useInvoiceDownload } from './useInvoiceDownload';
