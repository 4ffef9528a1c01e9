import type { ReactNode } from 'react';

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
  columns: readonly string[];
  buttonColumn?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={className ? `desk-table ${className}` : 'desk-table'}>
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
          {buttonColumn ? <td /> : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
