import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../api/permissions';
import { href } from '../../routing/href';
import { selectUser } from '../../session/public';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { invoiceDetailsText } from '../../text/invoiceDetails';
import { invoicesText as t } from '../../text/invoices';
import { nl } from '../../text/nl';
import { DataTable } from '../../ui/DataTable';
import { showMessage } from '../../ui/dialogs';
import { MailIcon } from '../../ui/icons/MailIcon';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useWideLayout } from '../../ui/useWideLayout';
import { downloadFailure, invoiceRow, type InvoiceRow } from './invoiceRows';
import { useGetInvoicesQuery, usePrepareDownloadMutation } from './invoicesApi';
import { useInvoiceDownload, type InvoiceFile } from './useInvoiceDownload';
import './invoices.css';

/** '/invoices': date, number and price per invoice (a table on desktop); the icon mails a download link. */
export default function InvoicesPage() {
  const { currentData, isError, refetch } = useGetInvoicesQuery();
  const wide = useWideLayout();
  const files = useInvoiceDownload();
  if (currentData) {
    if (currentData.length === 0)
      return (
        <>
          <DetailsLink />
          <p className="card">{t.none}</p>
        </>
      );
    const rows = currentData.map(invoiceRow);
    const open: OpenFile = (id, file) => void files.download(id, file);
    return (
      <>
        <DetailsLink />
        <p className="invoices-files-note">{t.filesNote}</p>
        {wide ? (
          <InvoiceTable rows={rows} open={open} busy={files.busy} />
        ) : (
          <ul className="list invoices-list" aria-label={t.listLabel}>
            {rows.map((row) => (
              <InvoiceItem key={row.id} row={row} open={open} busy={files.busy} />
            ))}
          </ul>
        )}
      </>
    );
  }
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card invoices-skeleton" aria-busy="true" />;
}

/** Where the bookkeeping's details are kept: btw number, invoice e-mail address, PO number, invoice address. */
function DetailsLink() {
  const role = useAppSelector(selectUser)?.role;
  if (!can(role, 'invoice.details')) return null;
  return (
    <p className="invoices-details-link">
      <Link to={href('/invoice-details')} className="tap-link">
        {invoiceDetailsText.link}
      </Link>
    </p>
  );
}

type OpenFile = (invoiceId: number, file: InvoiceFile) => void;

interface RowProps {
  row: InvoiceRow;
  open: OpenFile;
  busy: boolean;
}

/** 'PDF' and 'UBL': the invoice's files, each through a short-lived link. */
function FileButtons({ row, open, busy }: RowProps) {
  return (
    <span className="invoices-files">
      {(['pdf', 'ubl'] as const).map((file) => (
        <button
          key={file}
          type="button"
          className="button button-secondary invoices-file"
          aria-label={t.fileLabel(file === 'pdf' ? 'PDF' : 'UBL', row.number, row.kind === 'credit')}
          disabled={busy}
          onClick={() => open(row.id, file)}
        >
          {file.toUpperCase()}
        </button>
      ))}
    </span>
  );
}

function InvoiceItem({ row, open, busy }: RowProps) {
  return (
    <li className="invoices-item">
      <div className="invoices-main">
        <span className="invoices-link">
          <span className="invoices-date">{row.date}</span>
          <Link to={href('/invoice/:id', { id: row.id })} className="invoices-number">
            {row.number}
          </Link>
          {row.note ? <span className="invoices-note">{row.note}</span> : null}
          {row.paidBefore ? <span className="invoices-note">{t.paidBefore}</span> : null}
        </span>
        <span className="invoices-prices">
          {row.prices.map(({ label, amount, basis }) => (
            <span key={`${label ?? ''}${basis}`} className="invoices-price">
              {label ? `${label} ` : null}
              {amount} <span className="invoices-basis">{basis}</span>
            </span>
          ))}
        </span>
      </div>
      <FileButtons row={row} open={open} busy={busy} />
      <MailButton row={row} />
    </li>
  );
}

const INVOICE_COLUMNS = [
  { heading: t.columns.date },
  { heading: t.columns.number },
  { heading: t.columns.excl, className: 'amount' },
  { heading: t.columns.incl, className: 'amount' },
  { heading: t.columns.toPay, className: 'amount' },
  { heading: t.columns.files, className: 'action' },
  { heading: t.columns.mail, className: 'action' },
];

/** The desktop's table: the phone list's columns, amounts under their own headers. */
function InvoiceTable({ rows, open, busy }: { rows: InvoiceRow[]; open: OpenFile; busy: boolean }) {
  return (
    <DataTable label={t.listLabel} columns={INVOICE_COLUMNS} cardClassName="card invoices-table-card">
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{row.date}</td>
          <th scope="row">
            <Link to={href('/invoice/:id', { id: row.id })}>{row.number}</Link>
            {row.note ? <span className="invoices-note">{row.note}</span> : null}
          </th>
          <td className="amount">{row.excl}</td>
          <td className="amount">{row.incl}</td>
          <td className="amount">{row.toPay}</td>
          <td className="action">
            <FileButtons row={row} open={open} busy={busy} />
          </td>
          <td className="action">
            <MailButton row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Mails a download link of the invoice to the invoice address (the server's message says which). */
function MailButton({ row }: { row: InvoiceRow }) {
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
    <button
      type="button"
      className="button button-secondary invoices-mail"
      aria-label={t.mail(row.number, row.kind === 'credit')}
      title={t.mail(row.number, row.kind === 'credit')}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void mail()}
    >
      <MailIcon size={22} />
    </button>
  );
}
