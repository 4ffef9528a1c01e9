import { useEffect, useRef } from 'react';
import type { CallRow } from '../../text/callRows';
import { usageText as t } from '../../text/usage';
import { DataTable } from '../../ui/DataTable';
import { CallDirectionIcon } from '../../ui/icons/CallDirectionIcon';
import { usePrinting } from '../../ui/usePrinting';
import { useWideLayout } from '../../ui/useWideLayout';

/** A call's cost with its basis after the amount ('€ 0,60 excl. btw (deels binnen bundel)'). */
const withBasis = (row: CallRow, basis: string): string =>
  row.cost > 0 ? row.costText.replace(/^€\u00a0[\d.,]+/, (amount) => `${amount} ${basis}`) : row.costText;

/** The next page of a list: asked for with the button, which says when it is on its way. */
export interface MoreCalls {
  loading: boolean;
  load: () => void;
}

/**
 * The calls loaded so far (the newest page first, 'Meer laden' adds the next): a month can hold
 * tens of thousands, so the page gets them as the customer asks, and every shown row stays readable
 * by screen readers and find-in-page. The count above the list (a status) announces each load, and
 * the focus moves to the first call it added, where reading goes on. A list on a phone, a table on
 * desktop and on paper.
 */
export function CallList({
  rows,
  label,
  more,
  prepaid,
}: {
  rows: CallRow[];
  label: string;
  more: MoreCalls | null;
  prepaid: boolean;
}) {
  const basis = t.costBasis(prepaid);
  const wide = useWideLayout();
  const printing = usePrinting();
  const box = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null || rows.length <= firstNew.current) return;
    box.current?.querySelector<HTMLElement>(`[data-call="${firstNew.current}"]`)?.focus();
    firstNew.current = null;
  }, [rows.length]);
  if (rows.length === 0) return <p className="usage-none">{t.noneFound}</p>;
  return (
    <div ref={box}>
      {wide || printing ? (
        <CallTable rows={rows} label={label} basis={basis} />
      ) : (
        <ul className="list usage-call-list" aria-label={label}>
          {rows.map((row, i) => (
            <li key={row.id} className="usage-call" tabIndex={-1} data-call={i}>
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
                {/* An amount says its basis where it stands; 'gratis' and 'binnen bundel' need none. */}
                <span className="usage-call-cost">{withBasis(row, basis)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {more ? <p className="print-only">{t.printedLoaded}</p> : null}
      {more ? (
        <div className="usage-more">
          {/* aria-disabled, not disabled: the button keeps the focus while the next page loads. */}
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={more.loading}
            onClick={() => {
              if (more.loading) return;
              firstNew.current = rows.length;
              more.load();
            }}
          >
            {more.loading ? t.loadingMore : t.loadMore}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const callColumns = (basis: string) => [
  { heading: t.callColumns.direction },
  { heading: t.callColumns.number },
  { heading: t.callColumns.date },
  { heading: t.callColumns.time },
  { heading: t.callColumns.duration, className: 'amount' },
  { heading: t.cost(basis), className: 'amount' },
];

/** The desktop's (and the printout's) table of calls: the list's figures under column headers. */
function CallTable({ rows, label, basis }: { rows: CallRow[]; label: string; basis: string }) {
  return (
    <DataTable label={label} columns={callColumns(basis)} cardClassName="usage-call-table">
      {rows.map((row, i) => (
        <tr key={row.id} tabIndex={-1} data-call={i}>
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
