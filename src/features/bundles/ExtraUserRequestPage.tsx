import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { href } from '../../app/href';
import { bundlesText as t } from '../../text/bundles';
import { formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { extraUserEmail, extraUserPassword } from '../../validation/extraRules';
import { limits } from '../../validation/limits';
import { useAddExtraUserMutation } from './bundlesApi';
import './bundles.css';

interface Values {
  email: string;
  password: string;
}

/** '/account/{poc}/bundles-request/extra-user/{subscriptionBundleId}': request an extra user. */
export default function ExtraUserRequestPage() {
  const poc = useParams().poc ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addExtraUser] = useAddExtraUserMutation();
  const initialValues = useMemo<Values>(() => ({ email: '', password: '' }), []);

  const onSubmit = async (values: Values) => {
    const email = values.email.trim();
    if (extraUserEmail(email) || extraUserPassword(values.password)) {
      void dispatch(showMessage(nl.common.error, nl.common.invalidForm));
      return { [FORM_ERROR]: nl.common.invalidForm };
    }
    const result = await addExtraUser({ email, password: values.password });
    return afterSave(dispatch, result, async () => {
      await dispatch(showMessage(nl.common.done, t.userRequested));
      void navigate(href('/account/:poc/bundles-overview', { poc }));
    });
  };

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="card" onSubmit={handleSubmit} noValidate>
          <TextField name="email" label={t.email} type="email" autoComplete="off" />
          <TextField name="password" label={t.password} type="password" autoComplete="new-password" />
          <p className="bundles-note">{t.userNote}</p>
          <p className="bundles-note">{t.userCost(formatEuro(limits.extraPricePerMonth))}</p>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.request}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
