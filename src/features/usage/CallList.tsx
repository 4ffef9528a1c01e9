import type { CallRow } from '../../text/callRows';
import { usageText as t } from '../../text/usage';
import { DataTable } from '../../ui/DataTable';
import { CallDirectionIcon } from '../../ui/icons/CallDirectionIcon';
import { usePrinting } from '../../ui/usePrinting';
import { useWideLayout } from '../../ui/useWideLayout';
import { pageOf } from './calls';

/**
 * One page of calls (50): a month can hold thousands, and a cheap phone stays smooth with a short
 * DOM, while every shown row stays readable by screen readers and find-in-page. A list on a phone, a
 * table on desktop and on paper.
 */
export function CallList({
  rows,
  page,
  onPage,
  label,
}: {
  rows: CallRow[];
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const wide = useWideLayout();
  const printing = usePrinting();
  if (rows.length === 0) return <p className="usage-none">{t.noneFound}</p>;
  const current = pageOf(rows, page);
  // On paper every call of the month, as a table.
  const shown = printing ? rows : current.items;
  return (
    <>
      {wide || printing ? (
        <CallTable rows={shown} label={label} />
      ) : (
        <ul className="list usage-call-list" aria-label={label}>
          {shown.map((row) => (
            <li key={row.id} className="usage-call">
              <span className={`usage-direction usage-direction-${row.direction}`}>
                <CallDirectionIcon direction={row.direction} />
                <span className="visually-hidden">{row.directionText}</span>
              </span>{' '}
              <span className="usage-call-main">
                <span className="usage-call-number">{row.number}</span>{' '}
                <span className="usage-call-when">
                  {row.date} {row.time}
                </span>
              </span>{' '}
              <span className="usage-call-figures">
                <span>{row.duration}</span>{' '}
                <span className="usage-call-cost">
                  <span className="visually-hidden">{t.cost}: </span>
                  {row.costText}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {current.pages > 1 ? (
        <nav className="usage-pages" aria-label={t.pagesLabel}>
          <button
            type="button"
            className="button button-secondary"
            disabled={current.page === 1}
            onClick={() => onPage(current.page - 1)}
          >
            {t.previousPage}
          </button>
          <span aria-live="polite">{t.page(current.page, current.pages)}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={current.page === current.pages}
            onClick={() => onPage(current.page + 1)}
          >
            {t.nextPage}
          </button>
        </nav>
      ) : null}
    </>
  );
}

const CALL_COLUMNS = [
  { heading: t.callColumns.direction },
  { heading: t.callColumns.number },
  { heading: t.callColumns.date },
  { heading: t.callColumns.time },
  { heading: t.callColumns.duration, className: 'amount' },
  { heading: t.cost, className: 'amount' },
];

/** The desktop's (and the printout's) table of calls: the list's figures under column headers. */
function CallTable({ rows, label }: { rows: CallRow[]; label: string }) {
  return (
    <DataTable label={label} columns={CALL_COLUMNS} cardClassName="usage-call-table">
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <span className={`usage-direction usage-direction-${row.direction}`}>
              <CallDirectionIcon direction={row.direction} />
              {row.directionText}
            </span>
          </td>
          <th scope="row">{row.number}</th>
          <td>{row.date}</td>
          <td>{row.time}</td>
          <td className="amount">{row.duration}</td>
          <td className="amount">{row.costText}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** An arrow away from (outgoing) or towards (incoming) the caller; the text next to it says which. */
