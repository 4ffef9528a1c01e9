import type { ReactNode } from 'react';

/** A column header: its text, or its text with its cells' class ('desk-amount' for right-aligned sums). */
export type DeskColumn = string | { heading: string; className: string };

/**
 * A desk table: its caption where it has one, a row of column headers (with an empty last cell over
 * a column of buttons), and its rows as the children.
 */
export function DeskTable({
  className,
  caption,
  columns,
  buttonColumn = false,
  children,
}: {
  /** A class beside 'desk-table', for a table's own column widths. */
  className?: string;
  caption?: string;
  columns: readonly DeskColumn[];
  buttonColumn?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={className ? `desk-table ${className}` : 'desk-table'}>
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.heading} scope="col" className={column.className}>
                {column.heading}
              </th>
            ),
          )}
          {buttonColumn ? <td /> : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
