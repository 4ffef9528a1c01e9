import { invoicesText as t } from '../../text/invoices';
import type { PreparedLink } from './useInvoiceDownload';

/** The prepared link as a plain one when no window could be opened for it (it lives minutes). */
export function DownloadFallback({ link }: { link: PreparedLink | null }) {
  return (
    <div role="status">
      {link ? (
        <p>
          {link.file === 'ubl' ? t.ublReady : t.pdfReady}{' '}
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.file === 'ubl' ? t.openUbl : t.openPdf}
          </a>
        </p>
      ) : null}
    </div>
  );
}
