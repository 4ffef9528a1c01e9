import { type FormApi } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams, useLocation } from 'react-router';
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
import { extraNumberHouseNumber, extraNumberName, normalizePostcode, postcode } from '../../validation/extraRules';
import * as limits from '../../validation/limits';
import { useRequestExtraNumberMutation } from './bundlesApi';
import { extraNumberTicket, numberTypeOf, type ExtraNumberValues } from './extraNumberRequest';
import './bundles.css';

/** '/account/{poc}/bundles-request/extra-number?numberType=local|business': request an extra number. */
export default function ExtraNumberRequestPage() {
  const poc = useParams().poc ?? '';
  const numberType = numberTypeOf(new URLSearchParams(useLocation().search).get('numberType'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [requestExtraNumber] = useRequestExtraNumberMutation();
  const initialValues = useMemo<ExtraNumberValues>(() => ({ postcode: '', houseNumber: '', name: '' }), []);

  const onSubmit = async (values: ExtraNumberValues, form: FormApi<ExtraNumberValues>) => {
    const filled = { postcode: values.postcode ?? '', houseNumber: values.houseNumber ?? '', name: values.name ?? '' };
    // '1234ab' and '1234 AB' are the same postcode: the form shows what is sent.
    form.change('postcode', normalizePostcode(filled.postcode));
    const result = await requestExtraNumber(extraNumberTicket(filled, numberType));
    return afterSave(dispatch, result, async () => {
      await dispatch(showMessage(nl.common.done, t.numberRequested));
      void navigate(href('/account/:poc/bundles-overview', { poc }));
    });
  };

  return (
    <Form<ExtraNumberValues> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="card bundles-form" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <h2 className="bundles-form-title">{numberType === 'business' ? t.offerBusiness : t.offerLocal}</h2>
          <p className="bundles-note bundles-intro">{numberType === 'business' ? t.businessText : t.localText}</p>
          <TextField
            name="postcode"
            label={t.postcode}
            autoComplete="postal-code"
            validate={postcode}
            hint={t.postcodeHint}
          />
          <TextField name="houseNumber" label={t.houseNumber} autoComplete="off" validate={extraNumberHouseNumber} />
          <TextField name="name" label={t.name} autoComplete="organization" validate={extraNumberName} />
          <p className="bundles-note">{t.numberHint}</p>
          <p className="bundles-note bundles-cost">{t.numberCost(formatEuro(limits.extraPricePerMonth))}</p>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.request}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
