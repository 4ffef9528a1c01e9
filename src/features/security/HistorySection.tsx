import type { LoginHistoryEntry } from '../../api/contract';
import { securityText as t } from '../../text/security';
import { Table } from '../../ui/DataTable';
import { TableScroller } from '../../ui/TableScroller';
import { useWideLayout } from '../../ui/useWideLayout';
import { historyRows, type HistoryRow } from './securityView';

const HISTORY_COLUMNS = [
  { heading: t.historyOutcome },
  { heading: t.historyTime },
  { heading: t.historyDevice },
  { heading: t.historyAddress },
];

/** 'Inloggeschiedenis': the last 20 attempts, newest first; a table on desktop, a list on a phone. */
export function HistorySection({ history }: { history: LoginHistoryEntry[] }) {
  const rows = historyRows(history);
  const wide = useWideLayout();
  let body;
  if (rows.length === 0) body = <p className="card">{t.historyEmpty}</p>;
  else if (wide) body = <HistoryTable rows={rows} />;
  else body = <HistoryList rows={rows} />;
  return (
    <section className="security-section" aria-labelledby="security-history">
      <h2 id="security-history">{t.historyHeading}</h2>
      <p>{t.historyIntro}</p>
      {body}
    </section>
  );
}

const outcomeClass = (row: HistoryRow) =>
  row.success ? 'security-outcome' : 'security-outcome security-outcome-failed';

function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  return (
    <TableScroller label={t.historyTable}>
      <Table caption={t.historyTable} columns={HISTORY_COLUMNS} className="data-table security-history-table">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={outcomeClass(row)}>
              {row.outcome}
            </th>
            <td>
              <time>{row.time}</time>
            </td>
            <td>{row.device}</td>
            <td>{row.address}</td>
          </tr>
        ))}
      </Table>
    </TableScroller>
  );
}

function HistoryList({ rows }: { rows: HistoryRow[] }) {
  return (
    <ul className="list security-history" aria-labelledby="security-history">
      {rows.map((row) => (
        <li key={row.key} className="security-history-row">
          <p className={outcomeClass(row)}>{row.outcome}</p>
          <p className="security-meta">
            <span className="visually-hidden">{t.historyTime}: </span>
            <time>{row.time}</time>
          </p>
          <p className="security-meta">
            <span className="visually-hidden">{t.historyDevice}: </span>
            {row.device}
          </p>
          <p className="security-meta">
            {t.historyAddress}: {row.address}
          </p>
        </li>
      ))}
    </ul>
  );
}
