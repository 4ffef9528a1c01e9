import { memo, useEffect, useRef } from 'react';
import type { CallRow } from '../../text/callRows';
import { usageText as t } from '../../text/usage';
import { DataTable, SpacerRow } from '../../ui/DataTable';
import { CallDirectionIcon } from '../../ui/icons/CallDirectionIcon';
import { usePrinting } from '../../ui/usePrinting';
import { listPlace, rowIndexOf, spacing, useRowWindow } from '../../ui/useRowWindow';
import { useWideLayout } from '../../ui/useWideLayout';

/** A call's cost with its basis after the amount ('€ 0,60 excl. btw (deels binnen bundel)'). */
const withBasis = (row: CallRow, basis: string): string =>
  row.cost > 0 ? row.costText.replace(/^€\u00a0[\d.,]+/, (amount) => `${amount} ${basis}`) : row.costText;

/** The next page of a list: asked for with the button, which says when it is on its way and how many are left. */
export interface MoreCalls {
  loading: boolean;
  /** The calls that pass the filters and are not loaded yet. */
  remaining: number;
  load: () => void;
}

/**
 * The calls loaded so far (the newest page first, 'Meer laden' adds the next): a month can hold
 * tens of thousands, so the page gets them as the customer asks, and every shown row stays readable
 * by screen readers. The count above the list (a status) announces each load, and the focus moves to
 * the first call it added, where reading goes on. A list on a phone, a table on desktop and on paper.
 * Past a few pages only the rows near the screen are rendered (ui/useRowWindow.ts), so a filter that
 * brings thousands of loaded calls back answers at once; paper gets every loaded call.
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
  const columns = callColumns(basis);
  const wide = useWideLayout();
  const printing = usePrinting();
  const box = useRef<HTMLDivElement>(null);
  // The first call a load adds gets the focus in the render that shows it: a windowed list shows it
  // once its window has followed the new length, in the render right after the one that grew it.
  const firstNew = useRef<number | null>(null);
  const missed = useRef(false);
  useEffect(() => {
    const wanted = firstNew.current;
    if (wanted === null || rows.length <= wanted) return;
    const call = box.current?.querySelector<HTMLElement>(`[data-call="${wanted}"]`);
    if (!call && !missed.current) {
      missed.current = true;
      return;
    }
    call?.focus();
    firstNew.current = null;
    missed.current = false;
  });
  const [shown, attachList] = useRowWindow(rows.length, { all: printing });
  if (rows.length === 0) return <p className="usage-none">{t.noneFound}</p>;
  const visible = rows.slice(shown.start, shown.end);
  return (
    <div ref={box}>
      {wide || printing ? (
        <DataTable
          label={label}
          columns={columns}
          cardClassName="usage-call-table"
          windowed={{ rowCount: shown.windowed ? rows.length : undefined, attachBody: attachList }}
        >
          <SpacerRow height={shown.before} columns={columns.length} />
          {visible.map((row, i) => (
            <CallTableRow key={row.id} row={row} index={shown.start + i} windowed={shown.windowed} />
          ))}
          <SpacerRow height={shown.after} columns={columns.length} />
        </DataTable>
      ) : (
        <ul
          className={shown.windowed ? 'list usage-call-list usage-call-list-windowed' : 'list usage-call-list'}
          aria-label={label}
          ref={attachList}
          style={spacing(shown)}
        >
          {visible.map((row, i) => (
            <CallItem
              key={row.id}
              row={row}
              basis={basis}
              index={shown.start + i}
              size={shown.windowed ? rows.length : undefined}
            />
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
            {more.loading ? t.loadingMore : t.loadMore(more.remaining)}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const callColumns = (basis: string) => [
  { heading: t.callColumns.direction },
  { heading: t.callColumns.number },
  { heading: t.callColumns.date, className: 'date' },
  { heading: t.callColumns.time },
  { heading: t.callColumns.duration, className: 'amount' },
  { heading: t.cost(basis), className: 'amount' },
];

/**
 * A call on a phone. Memoised, as the table's rows are: a window that moves or a list that grows
 * renders only the rows it adds. `size`: the list is windowed, so each item says where it stands.
 */
const CallItem = memo(function CallItem({
  row,
  basis,
  index,
  size,
}: {
  row: CallRow;
  basis: string;
  index: number;
  size?: number;
}) {
  return (
    <li
      className="usage-call"
      tabIndex={-1}
      data-call={index}
      {...listPlace(size === undefined ? undefined : index, size ?? 0)}
    >
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
  );
});

/** A call in the desktop's (and the printout's) table: the list's figures under column headers. */
const CallTableRow = memo(function CallTableRow({
  row,
  index,
  windowed,
}: {
  row: CallRow;
  index: number;
  windowed: boolean;
}) {
  return (
    <tr tabIndex={-1} data-call={index} aria-rowindex={rowIndexOf(windowed ? index : undefined)}>
      <td>
        <span className={`usage-direction usage-direction-${row.direction}`}>
          <CallDirectionIcon direction={row.direction} />
          {row.directionText}
        </span>
      </td>
      <th scope="row">{row.number}</th>
      <td className="date">{row.date}</td>
      <td>{row.time}</td>
      <td className="amount">{row.duration}</td>
      <td className="amount">{row.costText}</td>
    </tr>
  );
});

/** An arrow away from (outgoing) or towards (incoming) the caller; the text next to it says which. */
