import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { AppDispatch } from '../../app/hooks';
import { nl } from '../../text/nl';
import { showMessage } from '../dialogs';

/**
 * A failed save (requirements §8): the message in the 'Fout' dialog, and as the form's submit error, which
 * keeps what the user typed.
 */
export function saveFailed(dispatch: AppDispatch, message: string): SubmissionErrors {
  void dispatch(showMessage(nl.common.error, message));
  return { [FORM_ERROR]: message };
}
