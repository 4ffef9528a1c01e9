import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { downloadFailure } from './invoiceRows';
import { usePrepareDownloadMutation } from './invoicesApi';
import { sendLinkOn } from './openLink';

/** An invoice as PDF, or as UBL e-invoice for bookkeeping software. */
export type InvoiceFile = 'pdf' | 'ubl';

/**
 * Downloads an invoice's PDF or UBL file through a short-lived link, in the page (no window). A
 * refusal (the UBL of an account without KvK number) shows the server's message.
 */
export function useInvoiceDownload() {
  const dispatch = useAppDispatch();
  const [prepare, { isLoading }] = usePrepareDownloadMutation();

  const download = async (invoiceId: number, file: InvoiceFile) => {
    const service = file === 'ubl' ? 'account/invoice-ubl' : 'account/invoice';
    const result = await prepare({ service, meta: { id: invoiceId } });
    const url = file === 'ubl' ? result.data?.ubl?.ublUrl : (result.data?.pdf?.pdfUrl ?? result.data?.url);
    if (url) sendLinkOn(url);
    else void dispatch(showMessage(nl.common.error, downloadFailure(result.error)));
  };
  return { download, busy: isLoading };
}
