import { Link } from 'react-router';
import type { AuditEntry } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { deskInvoicesText as i } from '../../text/deskInvoices';
import { deskPortingText as p } from '../../text/deskPorting';
import { deskWorkflowText as w } from '../../text/deskWorkflow';
import { formatDateTime } from '../../text/format';
import { useGetAuditQuery } from '../api/peopleApi';
import { DeskTable } from '../ui/DeskTable';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';

/** What an entry is about, with links to the ticket and the customer. */
function Subject({ entry }: { entry: AuditEntry }) {
  const parts = [
    entry.ticketId !== null ? (
      <Link key="ticket" to={`/vraag/${entry.ticketId}`}>
        {t.audit.ticket(entry.ticketId)}
      </Link>
    ) : null,
    entry.logId !== null ? <span key="log">{t.audit.log(entry.logId)}</span> : null,
    entry.customerNumber !== null ? (
      <Link key="customer" to={`/klant/${entry.customerNumber}`}>
        {t.audit.customer(entry.customerNumber)}
      </Link>
    ) : null,
    entry.detail ? <span key="detail">{entry.detail}</span> : null,
  ].filter(Boolean);
  return <>{parts.flatMap((part, index) => (index === 0 ? [part] : [', ', part]))}</>;
}

/** The audit for a teamleider: who opened or changed what, and when, newest first. */
export function AuditPage() {
  usePageTitle(t.audit.title);
  const { currentData, error, refetch } = useGetAuditQuery(undefined, { refetchOnMountOrArgChange: true });
  const c = t.audit.columns;
  return (
    <>
      <h1>{t.audit.title}</h1>
      <p>{t.audit.intro}</p>
      {!currentData ? (
        <LoadState error={error} retry={() => void refetch()} />
      ) : currentData.entries.length === 0 ? (
        <p className="desk-card">{t.audit.empty}</p>
      ) : (
        <DeskTable columns={[c.at, c.staff, c.action, c.subject]}>
          {currentData.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="desk-nowrap">{formatDateTime(entry.at)}</td>
              <td>
                {entry.staffName} ({entry.staffEmail})
              </td>
              <td>
                {t.audit.actions[entry.action] ??
                  w.audit[entry.action] ??
                  i.audit[entry.action] ??
                  p.audit[entry.action] ??
                  entry.action}
              </td>
              <td>
                <Subject entry={entry} />
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </>
  );
}
