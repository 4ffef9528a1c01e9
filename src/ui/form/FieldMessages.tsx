/**
 * The messages below a form field's control, one wiring for every kind of field: each paragraph's id
 * is the control's id (`useId`) with `-warning`, `-hint` or `-error`, and the control's
 * aria-describedby names the ones shown.
 */

/** A field's aria-describedby: its warning, hint and error that are shown, in that order; none, no attribute. */
export function describedBy(
  id: string,
  shown: { warning?: string; hint?: string; error?: string },
): string | undefined {
  const ids = [
    shown.warning ? `${id}-warning` : null,
    shown.hint ? `${id}-hint` : null,
    shown.error ? `${id}-error` : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The error (read out at once) and then the hint, each only when there is one. */
export function FieldErrorAndHint({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
