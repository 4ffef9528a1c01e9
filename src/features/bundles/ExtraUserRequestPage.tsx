import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { bundlesText as t } from '../../text/bundles';
import { formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { extraUserEmail, extraUserPassword } from '../../validation/extraRules';
import * as limits from '../../validation/limits';
import { NEW_PASSWORD_MIN } from '../../validation/newPasswordRule';
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
    const result = await addExtraUser({ email, password: values.password });
    return afterSave(dispatch, result, async () => {
      await dispatch(showMessage(nl.common.done, t.userRequested));
      void navigate(href('/account/:poc/bundles-overview', { poc }));
    });
  };

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="card bundles-form" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <TextField
            name="email"
            label={t.email}
            type="email"
            autoComplete="off"
            validate={(value) => extraUserEmail(value.trim())}
          />
          <TextField
            name="password"
            label={t.password}
            type="password"
            autoComplete="new-password"
            validate={extraUserPassword}
            hint={t.passwordHint(NEW_PASSWORD_MIN)}
          />
          <p className="bundles-note">{t.userNote}</p>
          <p className="bundles-note bundles-cost">{t.userCost(formatEuro(limits.extraPricePerMonth))}</p>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.request}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
