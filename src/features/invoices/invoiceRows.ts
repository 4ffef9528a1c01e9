import type { Invoice } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { errorMessage } from '../../api/errors';
import { formatDate, formatEuro } from '../../text/format';
import { invoicesText as t } from '../../text/invoices';
import { nl } from '../../text/nl';

export interface InvoiceRow {
  id: number;
  number: string;
  date: string;
  /** Prepaid: only the price incl. btw; otherwise excl. and incl. (requirements §2). */
  prices: string[];
}

export function invoiceRow(invoice: Invoice): InvoiceRow {
  const incl = t.priceIncl(formatEuro(invoice.priceVat));
  return {
    id: invoice.id,
    number: invoice.number,
    date: formatDate(invoice.updateDate),
    prices: invoice.prepaid === 1 ? [incl] : [t.priceExcl(formatEuro(invoice.price)), incl],
  };
}

/**
 * The text of a failed download call (requirements §8): the server's own message when it answered with one (a
 * mail that could not be sent), otherwise 'Gegevens konden niet worden opgehaald.'.
 */
export function downloadFailure(error: ApiError): string {
  if (error && 'status' in error && typeof error.status === 'number') return errorMessage(error, nl.common.fetchFailed);
  return nl.common.fetchFailed;
}
