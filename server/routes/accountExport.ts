import type { DownloadPrepareResponse } from '../../src/api/contract';
import type { AuthContext, Deps } from '../deps';
import { HttpError } from '../http/errors';
import { t } from '../text';

/** Records the export request and mails a signed link to the personal-data export. */
export async function exportPersonalData(deps: Deps, me: AuthContext, to: string): Promise<DownloadPrepareResponse> {
  const token = await deps.tokens.signDownload({ customerId: me.customerId, item: 'export' });
  const link = `${deps.publicUrl()}/api/download/file/${token}`;
  try {
    await deps.mailer.send({ to, subject: t.invoices.exportSubject, text: t.invoices.exportBody(link) });
  } catch {
    throw new HttpError(502, t.http.mailFailed);
  }
  await deps.db.query('UPDATE customers SET export_requested_at = $2 WHERE id = $1', [me.customerId, deps.clock.now()]);
  return { message: t.invoices.exportSent };
}
