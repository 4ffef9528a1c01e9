import type { ReactNode } from 'react';

/**
 * A confirmation on the page before a change that cannot be undone (a credit note, a merge): the
 * question, read out at once (`role="alert"`), a 'yes' that waits while the change runs, and a way back.
 */
export function ConfirmOnPage({
  question,
  yes,
  cancel,
  busy,
  onYes,
  onCancel,
}: {
  question: ReactNode;
  yes: string;
  cancel: string;
  busy: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alert">
      <p>{question}</p>
      <div className="desk-side-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
