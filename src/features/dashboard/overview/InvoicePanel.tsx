import { Link } from 'react-router';
import type { Invoice } from '../../../api/contract';
import type { OverviewInvoice } from '../../../api/overview';
import { href } from '../../../routing/href';
import { formatDate, formatEuro } from '../../../text/format';
import { overviewText as t } from '../../../text/overview';
import { DownloadFallback, useInvoiceDownload } from '../../invoices/public';
import { Figures, Panel, type PanelState } from './Panel';

/** 'Laatste factuur': date, number and amount incl. btw of the newest invoice, with its PDF. */
export function InvoicePanel({ part, state }: { part: OverviewInvoice | null; state: PanelState }) {
  const invoice = part?.invoice ?? null;
  return (
    <Panel title={t.lastInvoice} state={state} links={<Link to={href('/invoices')}>{t.toInvoices}</Link>}>
      {invoice ? <InvoiceFigures invoice={invoice} /> : <p className="overview-empty">{t.noInvoices}</p>}
    </Panel>
  );
}

function InvoiceFigures({ invoice }: { invoice: Invoice }) {
  const { download, busy, fallback } = useInvoiceDownload();
  return (
    <>
      <Figures
        rows={[
          [t.invoiceDate, formatDate(invoice.updateDate)],
          [t.invoiceNumber, <Link to={href('/invoice/:id', { id: String(invoice.id) })}>{invoice.number}</Link>],
          [t.invoiceAmount, formatEuro(invoice.priceVat)],
        ]}
      />
      <button
        type="button"
        className="button button-secondary overview-pdf"
        aria-label={t.pdfOf(invoice.number)}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download(invoice.id, 'pdf')}
      >
        {t.pdf}
      </button>
      <DownloadFallback link={fallback} />
    </>
  );
}
