import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, type ApiError } from '../../api/errors';
import { nl } from '../../text/nl';
import { notSavedOffline } from '../../text/save';
import { showMessage } from '../dialogs';

/**
 * What afterSave needs of a store's dispatch: the 'Fout' dialog's thunk (the portal's and the desk's stores take it).
 */
export type MessageDispatch = (thunk: ReturnType<typeof showMessage>) => unknown;

/**
 * A failed save (requirements §8): the message in the 'Fout' dialog, and as the form's submit error, which
 * keeps what the user typed.
 */
function saveFailed(dispatch: MessageDispatch, message: string): SubmissionErrors {
  void dispatch(showMessage(nl.common.error, message));
  return { [FORM_ERROR]: message };
}

/** The result of a mutation, as RTK Query resolves it. */
export type SaveResult<T> = { data: T; error?: undefined } | { data?: undefined; error: NonNullable<ApiError> };

/**
 * What a form's submit returns once its save has answered: a failure goes to `saveFailed` with the
 * call's Dutch message (after `prefix`, where the page puts one first; a save that found no connection
 * says it was not saved); a success runs `onSaved`.
 */
export async function afterSave<T>(
  dispatch: MessageDispatch,
  result: SaveResult<T>,
  onSaved: (data: T) => void | Promise<void>,
  prefix?: string,
): Promise<SubmissionErrors | undefined> {
  if (result.error) {
    // Without a connection nothing reached the server: said as such, the typed input stays.
    if ('status' in result.error && result.error.status === 'FETCH_ERROR') return saveFailed(dispatch, notSavedOffline);
    const message = errorMessage(result.error);
    return saveFailed(dispatch, prefix ? `${prefix} ${message}` : message);
  }
  await onSaved(result.data);
  return undefined;
}
