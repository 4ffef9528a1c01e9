import type { DownloadPrepareResponse } from '../../src/api/contract';
import type { AuthContext, Deps } from '../deps';
import { sendMail } from '../mail';
import { t } from '../text';

/** Records the export request and mails a signed link to the personal-data export. */
export async function exportPersonalData(deps: Deps, me: AuthContext, to: string): Promise<DownloadPrepareResponse> {
  const token = await deps.tokens.signDownload({ customerId: me.customerId, item: 'export' });
  const link = `${deps.publicUrl()}/api/download/file/${token}`;
  await sendMail(deps.mailer, { to, subject: t.invoices.exportSubject, text: t.invoices.exportBody(link) });
  await deps.db.query('UPDATE customers SET export_requested_at = $2 WHERE id = $1', [me.customerId, deps.clock.now()]);
  return { message: t.invoices.exportSent };
}
