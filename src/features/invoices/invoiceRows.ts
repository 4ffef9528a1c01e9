import type { Invoice } from '../../api/contract';
import type { ApiError } from '../../api/errors';
import { errorMessage } from '../../api/errors';
import { formatDate, formatEuro } from '../../text/format';
import { invoicesText as t } from '../../text/invoices';
import { nl } from '../../text/nl';

export interface InvoiceRow {
  id: number;
  number: string;
  /** 'Factuur' or 'Creditnota'; a credit note also says which invoice it corrects (`note`). */
  kind: Invoice['kind'];
  note: string | null;
  date: string;
  /** Every invoice shows its amount excl. and incl. btw, a prepaid top-up too, as its PDF does. */
  excl: string;
  incl: string;
  /** What is left to pay: the invoice less its credit notes; a top-up is paid before; none for a credit note. */
  toPay: string | null;
  /** A prepaid top-up, paid when it was bought: the phone's list says so, as the table's column does. */
  paidBefore: boolean;
  /**
   * The amounts as a phone's list says them, each with its basis ('excl. btw', 'incl. btw'), and what is
   * left to pay when it differs: amount and words apart, so the amounts align.
   */
  prices: Array<{ label?: string; amount: string; basis: string }>;
}

function toPay(invoice: Invoice): string | null {
  if (invoice.kind === 'credit') return null;
  return invoice.prepaid === 1 ? t.paidBefore : formatEuro(invoice.toPay);
}

export function invoiceRow(invoice: Invoice): InvoiceRow {
  const excl = formatEuro(invoice.price);
  const incl = formatEuro(invoice.priceVat);
  const left = toPay(invoice);
  const credited = invoice.kind === 'invoice' && invoice.prepaid === 0 && invoice.toPay !== invoice.priceVat;
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    note: invoice.kind === 'credit' ? t.creditsInvoice(invoice.creditsNumber ?? '') : null,
    date: formatDate(invoice.updateDate),
    excl,
    incl,
    toPay: left,
    paidBefore: invoice.kind === 'invoice' && invoice.prepaid === 1,
    prices: [
      { amount: excl, basis: t.exclVat },
      { amount: incl, basis: t.inclVat },
      ...(credited && left ? [{ label: t.open, amount: left, basis: t.inclVat }] : []),
    ],
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
