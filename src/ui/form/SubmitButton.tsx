import type { ReactNode } from 'react';
import { useReadOnly } from '../readOnly';

export interface SubmitButtonProps {
  submitting: boolean | undefined;
  children: ReactNode;
  /** Full width (the default on the portal's forms). */
  block?: boolean;
  className?: string;
}

/**
 * The submit button of every form: disabled while the submit runs, with `aria-busy` so screen
 * readers announce that it is busy, and a fixed size so nothing moves on a phone. None on a page the
 * user's role may only look at.
 */
export function SubmitButton({ submitting, children, block = true, className }: SubmitButtonProps) {
  const readOnly = useReadOnly();
  if (readOnly) return null;
  const classes = ['button', 'button-primary', block ? 'button-block' : null, className].filter(Boolean).join(' ');
  return (
    <button type="submit" className={classes} disabled={submitting} aria-busy={submitting || undefined}>
      {children}
    </button>
  );
}
