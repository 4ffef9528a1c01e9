import { Link, useMatches } from 'react-router';
import type { InvoiceDetail } from '../../api/contract';
import { getConfig } from '../../config';
import { href } from '../../routing/href';
import { selectUser } from '../../session/public';
import { useAppSelector } from '../../state/hooks';
import { formatDate, formatEuro } from '../../text/format';
import { invoicesText as t } from '../../text/invoices';
import { usePageTitle } from '../../ui/pageTitle';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useWideLayout } from '../../ui/useWideLayout';
import { useGetInvoiceQuery } from './invoicesApi';
import { useInvoiceDownload } from './useInvoiceDownload';
import './invoices.css';

/** '/invoice/:id': what GET /invoices?id= returns, and the PDF behind a short-lived link. */
export default function InvoicePage() {
  // useMatches rather than useParams: the shell already uses it, so the entry carries no extra hook.
  const id = useMatches().at(-1)?.params.id;
  const invoiceId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const { currentData, error, isError, refetch } = useGetInvoiceQuery(invoiceId, { skip: invoiceId === 0 });
  if (currentData) return <InvoiceView invoice={currentData} />;
  const missing = invoiceId === 0 || (error !== undefined && 'status' in error && error.status === 404);
  if (missing) {
    return (
      <div className="notice" role="status">
        <p>{t.notFound}</p>
        <Link to={href('/invoices')}>{t.backToList}</Link>
      </div>
    );
  }
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card invoice-skeleton" aria-busy="true" />;
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const wide = useWideLayout();
  const { download, busy } = useInvoiceDownload();

  // A top-up shows its amount excl. btw and its btw, as its PDF does.
  const credit = invoice.kind === 'credit';
  // The page is named after what it shows, number included ('Creditnota F2026-000050'): the header on a
  // phone, the heading on desktop and the browser tab. One heading: the card carries none of its own.
  const title = t.documentTitle(invoice.number, credit);
  usePageTitle(title);
  return (
    <>
      <PrintHeading />
      <article className="card invoice" aria-label={title}>
        <dl className="invoice-facts">
          <dt>{t.date}</dt>
          <dd>{formatDate(invoice.updateDate)}</dd>
          <dt>{t.period}</dt>
          <dd>{t.periodRange(formatDate(invoice.periodStart), formatDate(invoice.periodEnd))}</dd>
          {credit ? (
            <>
              <dt>{t.corrects}</dt>
              <dd className="invoice-number">{invoice.creditsNumber}</dd>
              <dt>{t.reason}</dt>
              <dd>{invoice.reason}</dd>
            </>
          ) : null}
          {invoice.prepaid === 1 && !credit ? (
            <>
              <dt>{t.prepaid}</dt>
              <dd>{t.paidBefore}</dd>
            </>
          ) : null}
          {invoice.toPay !== invoice.priceVat && !credit && invoice.prepaid === 0 ? (
            <>
              <dt>{t.toPay}</dt>
              <dd>{t.priceIncl(formatEuro(invoice.toPay))}</dd>
            </>
          ) : null}
        </dl>
        <table className="invoice-table">
          <caption className="visually-hidden">{t.lines}</caption>
          <thead>
            <tr>
              <th scope="col">{t.description}</th>
              <th scope="col" className="amount">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{t.quantity(line.quantity, line.description)}</td>
                <td className="amount">{formatEuro(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.totalExcl}</th>
              <td className="amount">{formatEuro(invoice.price)}</td>
            </tr>
            <tr>
              <th scope="row">{t.vat(invoice.vatRate)}</th>
              <td className="amount">{formatEuro(invoice.vat)}</td>
            </tr>
            <tr className="invoice-total">
              <th scope="row">{t.totalIncl}</th>
              <td className="amount">{formatEuro(invoice.priceVat)}</td>
            </tr>
          </tfoot>
        </table>
        <div className="invoice-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void download(invoice.id, 'pdf')}
          >
            {t.downloadPdf}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void download(invoice.id, 'ubl')}
          >
            {t.downloadUbl}
          </button>
          {wide ? (
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              {t.print}
            </button>
          ) : null}
        </div>
        <p className="invoice-ubl-note">{t.ublNote}</p>
      </article>
    </>
  );
}

/** On paper only: who sends the invoice and to whom (the screen shows them in the frame). */
function PrintHeading() {
  const user = useAppSelector(selectUser);
  return (
    <div className="print-only invoice-print-head">
      <p className="invoice-print-provider">{getConfig().providerName}</p>
      {user ? (
        <p>
          {user.fullName}
          <br />
          {t.customerNumber(user.poc)}
        </p>
      ) : null}
    </div>
  );
}
