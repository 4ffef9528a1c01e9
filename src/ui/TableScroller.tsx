import type { ReactNode } from 'react';

/**
 * The box around a desktop table: where a narrow window cannot fit the table it scrolls sideways
 * inside its card instead of the page, and a keyboard user can reach it (focusable, named like the
 * table) to scroll it too.
 */
export function TableScroller({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`table-card ${className ?? ''}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
