import { useState } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { downloadFailure } from './invoiceRows';
import { usePrepareDownloadMutation } from './invoicesApi';
import { reserveLinkTarget } from './openLink';

/**
 * An invoice's PDF behind a short-lived link: the window is reserved in the click, before the call
 * (browsers block one opened after an await). When none could be opened the link is returned to offer.
 */
export function usePdfDownload(invoiceId: number) {
  const dispatch = useAppDispatch();
  const [prepare, { isLoading }] = usePrepareDownloadMutation();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const download = async () => {
    setFallbackUrl(null);
    const target = reserveLinkTarget();
    const result = await prepare({ service: 'account/invoice', meta: { id: invoiceId } });
    const url = result.data?.pdf?.pdfUrl ?? result.data?.url;
    if (!url) {
      target.release();
      void dispatch(showMessage(nl.common.error, downloadFailure(result.error)));
      return;
    }
    if (!target.open(url)) setFallbackUrl(url);
  };
  return { download, isLoading, fallbackUrl };
}
