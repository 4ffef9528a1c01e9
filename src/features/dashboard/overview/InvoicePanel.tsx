import { Link } from 'react-router';
import type { Invoice } from '../../../api/contract';
import type { OverviewInvoice } from '../../../api/overview';
import { href } from '../../../routing/href';
import { formatDate, formatEuro } from '../../../text/format';
import { invoicesText } from '../../../text/invoices';
import { overviewText as t } from '../../../text/overview';
import { useInvoiceDownload } from '../../invoices/public';
import { Figures, Panel, type PanelState } from './Panel';

/** 'Laatste factuur': date, number and amount incl. btw of the newest invoice, with its PDF and UBL. */
export function InvoicePanel({ part, state }: { part: OverviewInvoice | null; state: PanelState }) {
  const invoice = part?.invoice ?? null;
  return (
    <Panel title={t.lastInvoice} state={state} links={<Link to={href('/invoices')}>{t.toInvoices}</Link>}>
      {invoice ? <InvoiceFigures invoice={invoice} /> : <p className="overview-empty">{t.noInvoices}</p>}
    </Panel>
  );
}

function InvoiceFigures({ invoice }: { invoice: Invoice }) {
  const { download, busy } = useInvoiceDownload();
  return (
    <>
      <Figures
        rows={[
          [t.invoiceDate, formatDate(invoice.updateDate)],
          [
            t.invoiceNumber,
            <Link to={href('/invoice/:id', { id: String(invoice.id) })} className="overview-nowrap">
              {invoice.number}
            </Link>,
          ],
          [t.invoiceAmount, t.inclVat(formatEuro(invoice.priceVat))],
        ]}
      />
      <p className="overview-files">
        {(['pdf', 'ubl'] as const).map((file) => (
          <button
            key={file}
            type="button"
            className="button button-secondary"
            aria-label={invoicesText.fileLabel(
              file === 'pdf' ? 'PDF' : 'UBL',
              invoice.number,
              invoice.kind === 'credit',
            )}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void download(invoice.id, file)}
          >
            {file.toUpperCase()}
          </button>
        ))}
      </p>
      <p className="overview-muted overview-note">{t.ublNote}</p>
    </>
  );
}
