import type { ReactNode, Ref } from 'react';
import { TableScroller } from './TableScroller';

/** A column header: its text, and a class for its cells' alignment ('amount', 'action'). */
export interface TableColumn {
  heading: string;
  className?: string;
}

/**
 * The body of a table whose rows may be windowed (ui/useRowWindow.ts): where its rows go, always (the
 * window follows the body before it first leaves rows out), and what it tells screen readers.
 */
export interface WindowedBody {
  /**
   * While the rows are windowed, every row of the table, rendered or not; each rendered row carries its
   * `aria-rowindex` (2 for the first).
   */
  rowCount?: number;
  attachBody: Ref<HTMLTableSectionElement>;
}

/**
 * A table named by a hidden caption (what screen readers announce on entering it) over a row of
 * column headers; its rows are the children, each naming itself with a `th scope="row"`.
 */
export function Table({
  caption,
  columns,
  className,
  windowed,
  children,
}: {
  caption: string;
  columns: TableColumn[];
  className: string;
  windowed?: WindowedBody;
  children: ReactNode;
}) {
  const rowCount = windowed?.rowCount;
  return (
    <table className={className} aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.className}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={windowed?.attachBody}>{children}</tbody>
    </table>
  );
}

/** The room of the rows a windowed table leaves out: an empty row of their height, hidden from screen readers. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr className="row-spacer" data-spacer="" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

/** A desktop list as a table: in a box of its own that scrolls sideways where the window is too narrow. */
export function DataTable({
  label,
  columns,
  className,
  cardClassName,
  windowed,
  children,
}: {
  label: string;
  columns: TableColumn[];
  /** Besides 'data-table'. */
  className?: string;
  /** The box's class besides 'table-card' ('card' on a page of its own). */
  cardClassName?: string;
  windowed?: WindowedBody;
  children: ReactNode;
}) {
  return (
    <TableScroller label={label} className={cardClassName}>
      <Table
        caption={label}
        columns={columns}
        className={className ? `data-table ${className}` : 'data-table'}
        windowed={windowed}
      >
        {children}
      </Table>
    </TableScroller>
  );
}
