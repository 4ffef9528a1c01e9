import { SubmitButton } from './SubmitButton';

export interface CancelAndSubmitProps {
  submitting: boolean | undefined;
  onCancel: () => void;
  cancel: string;
  submit: string;
}

/**
 * The buttons of a form that can be left without saving, side by side at its end: cancel (not while
 * the save runs, so it cannot undo a half-done change) and submit.
 */
export function CancelAndSubmit({ submitting, onCancel, cancel, submit }: CancelAndSubmitProps) {
  return (
    <div className="form-actions">
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={submitting}>
        {cancel}
      </button>
      <SubmitButton submitting={submitting} block={false}>
        {submit}
      </SubmitButton>
    </div>
  );
}
