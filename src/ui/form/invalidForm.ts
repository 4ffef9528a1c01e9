import type { FormApi } from 'final-form';
import type { FormRenderProps } from 'react-final-form';
import type { AppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { showMessage } from '../dialogs';

/**
 * The submit handler of a form whose rules run on the page (requirements §8): a submit that a rule stops
 * opens 'Fout' with 'De ingevulde informatie is niet correct', and the fields stay marked with what is
 * wrong (final-form marks them on a failed submit and keeps what was typed).
 */
export function submitReportingInvalid<Values>(
  handleSubmit: FormRenderProps<Values>['handleSubmit'],
  form: FormApi<Values>,
  dispatch: AppDispatch,
): FormRenderProps<Values>['handleSubmit'] {
  return (event) => {
    const submitted = handleSubmit(event);
    if (form.getState().hasValidationErrors) void dispatch(showMessage(nl.common.error, nl.common.invalidForm));
    return submitted;
  };
}
