import { useLayoutEffect, useRef } from 'react';

export interface FormErrorProps {
  /** final-form's `submitError`: shown only when it is a message. */
  error: unknown;
  /** While a new submit runs the old message is hidden, so it is not read out again. */
  submitting?: boolean | undefined;
}

/**
 * The message of a failed submit, above or below a form. It takes the focus when it appears (the
 * submit button, disabled while submitting, lost it), so a keyboard or screen-reader user lands on
 * the message and goes on from there to the fields, which still hold what was typed.
 */
export function FormError({ error, submitting = false }: FormErrorProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = typeof error === 'string' && error && !submitting ? error : null;
  // In the commit that shows it: nothing (a screen reader, a test) sees the message before it has the focus.
  useLayoutEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className="form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
