import { Form } from 'react-final-form';
import type { UsageLimit } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { usageLimitText as t } from '../../text/usageLimit';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { costLimits } from '../../validation/costLimits';
import { lowCreditMinutes } from '../../validation/costRules';
import { useGetUsageLimitQuery, useSaveUsageLimitMutation } from '../usage/public';

interface ThresholdValues {
  minutes?: string;
}

/**
 * 'Melding bij laag tegoed': the prepaid warning's threshold in minutes (beyond the spec:
 * docs/decisions/0042-calls-rated-by-the-server.md).
 */
export function LowCreditSection() {
  const { currentData, isError, refetch } = useGetUsageLimitQuery();
  let body;
  if (currentData) body = <ThresholdForm limit={currentData} />;
  else if (isError) body = <ReadFailedNotice onRetry={() => void refetch()} />;
  else body = <div className="credit-threshold-skeleton" aria-busy="true" />;
  return (
    <section className="card credit-section" aria-labelledby="credit-threshold">
      <h2 id="credit-threshold">{t.lowCreditHeading}</h2>
      <p>{t.lowCreditIntro}</p>
      {body}
    </section>
  );
}

function ThresholdForm({ limit }: { limit: UsageLimit }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveUsageLimitMutation();
  const readOnly = useReadOnly();
  const minutes = limit.lowCreditMinutes ?? costLimits.lowCreditMinutesDefault;
  if (readOnly)
    return (
      <p>
        {t.lowCreditLabel}: <strong>{minutes}</strong>
      </p>
    );
  const onSubmit = async (values: ThresholdValues) => {
    const result = await save({ lowCreditMinutes: Number((values.minutes ?? '').trim()) });
    return afterSave(dispatch, result, () => void dispatch(showMessage(nl.common.done, t.lowCreditSaved)));
  };
  return (
    <Form<ThresholdValues> onSubmit={onSubmit} initialValues={{ minutes: String(minutes) }} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField
            name="minutes"
            label={t.lowCreditLabel}
            inputMode="numeric"
            autoComplete="off"
            validate={lowCreditMinutes}
            hint={t.lowCreditHint(costLimits.lowCreditMinutesMin, costLimits.lowCreditMinutesMax)}
          />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.lowCreditSave}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
