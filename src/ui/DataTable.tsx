import type { ReactNode } from 'react';
import { TableScroller } from './TableScroller';

/** A column header: its text, and a class for its cells' alignment ('amount', 'action'). */
export interface TableColumn {
  heading: string;
  className?: string;
}

/**
 * A table named by a hidden caption (what screen readers announce on entering it) over a row of
 * column headers; its rows are the children, each naming itself with a `th scope="row"`.
 */
export function Table({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: TableColumn[];
  className: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.className}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A desktop list as a table: in a box of its own that scrolls sideways where the window is too narrow. */
export function DataTable({
  label,
  columns,
  className,
  cardClassName,
  children,
}: {
  label: string;
  columns: TableColumn[];
  /** Besides 'data-table'. */
  className?: string;
  /** The box's class besides 'table-card' ('card' on a page of its own). */
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <TableScroller label={label} className={cardClassName}>
      <Table caption={label} columns={columns} className={className ? `data-table ${className}` : 'data-table'}>
        {children}
      </Table>
    </TableScroller>
  );
}
