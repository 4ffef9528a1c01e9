import { useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { downloadFailure } from './invoiceRows';
import { usePrepareDownloadMutation } from './invoicesApi';
import { reserveLinkTarget } from './openLink';

/** An invoice as PDF, or as UBL e-invoice for bookkeeping software. */
export type InvoiceFile = 'pdf' | 'ubl';

export interface PreparedLink {
  url: string;
  file: InvoiceFile;
}

/**
 * Opens an invoice's PDF or UBL file through a short-lived link. When no window could be opened the
 * link is returned as `fallback`, for the page to offer (it lives only minutes); a refusal (the UBL
 * of an account without KvK number) shows the server's message.
 */
export function useInvoiceDownload() {
  const dispatch = useAppDispatch();
  const [prepare, { isLoading }] = usePrepareDownloadMutation();
  const [fallback, setFallback] = useState<PreparedLink | null>(null);

  const download = async (invoiceId: number, file: InvoiceFile) => {
    setFallback(null);
    const target = reserveLinkTarget();
    const service = file === 'ubl' ? 'account/invoice-ubl' : 'account/invoice';
    const result = await prepare({ service, meta: { id: invoiceId } });
    const url = file === 'ubl' ? result.data?.ubl?.ublUrl : (result.data?.pdf?.pdfUrl ?? result.data?.url);
    if (!url) {
      target.release();
      void dispatch(showMessage(nl.common.error, downloadFailure(result.error)));
      return;
    }
    if (!target.open(url)) setFallback({ url, file });
  };
  return { download, busy: isLoading, fallback };
}
