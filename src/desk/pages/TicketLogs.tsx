import { Link } from 'react-router';
import type { DeskLogSummary } from '../../api/deskContract';
import { errorMessage } from '../../api/errors';
import { deskText as t } from '../../text/desk';
import { formatDateTime } from '../../text/format';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { useDownloadLogsMutation } from '../api/ticketsApi';
import { useDeskDispatch } from '../hooks';

/** Saves the ticket's logs as the file `npm run replay` reads (docs/support.md). */
function saveFile(name: string, content: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The logs the customer sent with the question or a reply: each opens in the DevTools view. */
export function TicketLogs({ ticketId, logs }: { ticketId: number; logs: readonly DeskLogSummary[] }) {
  const dispatch = useDeskDispatch();
  const [download, state] = useDownloadLogsMutation();
  const onDownload = async () => {
    const result = await download(ticketId);
    if ('error' in result) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
    else saveFile(`ticket-${ticketId}-diagnostics.json`, result.data);
  };
  return (
    <section className="desk-card" aria-labelledby="desk-logs-heading">
      <h2 id="desk-logs-heading">{t.ticket.logsHeading}</h2>
      {logs.length === 0 ? (
        <p>{t.ticket.noLogs}</p>
      ) : (
        <>
          <ul className="desk-logs">
            {logs.map((log) => (
              <li key={log.id}>
                <Link to={`/vraag/${ticketId}/sessie/${log.id}`}>{t.ticket.openLog}</Link>{' '}
                <span>
                  <span className="desk-nowrap">{formatDateTime(log.createdAt)}</span>, {t.ticket.logSource[log.source]}
                  :{' '}
                  {t.ticket.logSummary(
                    log.platform,
                    log.appVersion,
                    log.viewport.width,
                    log.viewport.height,
                    log.actions,
                  )}
                </span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void onDownload()}
            disabled={state.isLoading}
            aria-busy={state.isLoading || undefined}
          >
            {t.ticket.download}
          </button>
        </>
      )}
    </section>
  );
}
