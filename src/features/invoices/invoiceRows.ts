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
  /** The amounts: prepaid has only the price incl. btw (requirements §2), `excl` is then null. */
  excl: string | null;
  incl: string;
  /** The amounts as a phone's list says them: 'excl. btw' and 'incl. btw' after each. */
  prices: string[];
}

export function invoiceRow(invoice: Invoice): InvoiceRow {
  const excl = invoice.prepaid === 1 ? null : formatEuro(invoice.price);
  const incl = formatEuro(invoice.priceVat);
  return {
    id: invoice.id,
    number: invoice.number,
    date: formatDate(invoice.updateDate),
    excl,
    incl,
    prices: excl === null ? [t.priceIncl(incl)] : [t.priceExcl(excl), t.priceIncl(incl)],
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
