import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { usageLimitText as t } from '../../text/usageLimit';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CurrentPasswordField } from '../../ui/form/CurrentPasswordField';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useReadOnly } from '../../ui/readOnly';
import { useUnblockPaidCallsMutation } from './usageLimitApi';

interface LiftValues {
  password?: string;
}

/** 'Blokkade opheffen': paid calls again for the rest of the month, after the password (the server checks it). */
export function LiftBlockForm() {
  const dispatch = useAppDispatch();
  const [unblock] = useUnblockPaidCallsMutation();
  // A role that only looks gets no password field for a change it cannot make.
  const readOnly = useReadOnly();

  const onSubmit = async (values: LiftValues, form: FormApi<LiftValues>) => {
    const result = await unblock({ password: values.password ?? '' });
    return afterSave(dispatch, result, () => {
      void dispatch(showMessage(nl.common.done, t.lifted));
      setTimeout(() => form.restart());
    });
  };

  if (readOnly) return null;
  return (
    <Form<LiftValues> onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="limit-lift" onSubmit={handleSubmit} noValidate>
          <CurrentPasswordField name="password" label={t.password} hint={t.liftHint} />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.lift}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
