import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { href } from '../../app/href';
import { invoicesText as t } from '../../text/invoices';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { MailIcon } from '../../ui/icons/MailIcon';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { downloadFailure, invoiceRow, type InvoiceRow } from './invoiceRows';
import { useGetInvoicesQuery, usePrepareDownloadMutation } from './invoicesApi';
import './invoices.css';

/** '/invoices': date, number and price per invoice; the icon mails a download link. */
export default function InvoicesPage() {
  const { currentData, isError, refetch } = useGetInvoicesQuery();
  if (currentData) {
    if (currentData.length === 0) return <p className="card">{t.none}</p>;
    return (
      <ul className="list invoices-list" aria-label={t.listLabel}>
        {currentData.map((invoice) => (
          <InvoiceItem key={invoice.id} row={invoiceRow(invoice)} />
        ))}
      </ul>
    );
  }
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card invoices-skeleton" aria-busy="true" />;
}

function InvoiceItem({ row }: { row: InvoiceRow }) {
  const dispatch = useAppDispatch();
  const [prepare] = usePrepareDownloadMutation();
  const [busy, setBusy] = useState(false);

  const mail = async () => {
    setBusy(true);
    const result = await prepare({ service: 'invoices/export', meta: { id: row.id } });
    setBusy(false);
    if (result.error) void dispatch(showMessage(nl.common.error, downloadFailure(result.error)));
    // The server's message names the address it went to (the invoice address, else the login's).
    else void dispatch(showMessage(nl.common.done, result.data.message ?? t.mailSent));
  };

  return (
    <li className="invoices-item">
      <div className="invoices-main">
        <span className="invoices-link">
          <span className="invoices-date">{row.date}</span>
          <Link to={href('/invoice/:id', { id: row.id })} className="invoices-number">
            {row.number}
          </Link>
        </span>
        <span className="invoices-prices">
          {row.prices.map((price) => (
            <span key={price}>{price}</span>
          ))}
        </span>
      </div>
      <button
        type="button"
        className="button button-secondary invoices-mail"
        aria-label={t.mail(row.number)}
        title={t.mail(row.number)}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void mail()}
      >
        <MailIcon size={22} />
      </button>
    </li>
  );
}
