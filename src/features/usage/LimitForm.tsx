import { Form } from 'react-final-form';
import type { UsageLimit } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { formatEuro } from '../../text/format';
import { nl } from '../../text/nl';
import { usageLimitText as t } from '../../text/usageLimit';
import { askConfirmation } from '../../ui/confirmation';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { useReadOnly } from '../../ui/readOnly';
import { costLimits } from '../../validation/costLimits';
import { monthlyLimit, parseEuroCents } from '../../validation/costRules';
import type { LimitView } from './limitView';
import { useSaveUsageLimitMutation } from './usageLimitApi';

interface LimitValues {
  monthlyLimit?: string;
  hardCap?: boolean;
}

/**
 * The limit and the cap, saved together; 'Limiet uitzetten' asks first, saying that the customer
 * gives up the warning (the server records the waiver). While the limit is off the same form
 * switches it on again.
 */
export function LimitForm({ limit, view }: { limit: UsageLimit; view: LimitView }) {
  const dispatch = useAppDispatch();
  const readOnly = useReadOnly();
  const [save] = useSaveUsageLimitMutation();
  const on = limit.monthlyLimit !== null;
  if (readOnly) return <LimitSummary limit={limit} />;

  const onSubmit = async (values: LimitValues) => {
    const cents = parseEuroCents(values.monthlyLimit ?? '') ?? 0;
    const result = await save({ monthlyLimit: cents / 100, hardCap: values.hardCap ? 1 : 0 });
    return afterSave(dispatch, result, () => void dispatch(showMessage(nl.common.done, t.saved)));
  };

  const switchOff = async () => {
    const answer = await dispatch(askConfirmation(t.switchOffTitle, t.switchOffText, t.switchOff)).unwrap();
    if (answer.optionId !== 'confirm') return;
    const result = await save({ monthlyLimit: null, hardCap: 0 });
    await afterSave(dispatch, result, () => void dispatch(showMessage(nl.common.done, t.switchedOff)));
  };

  return (
    <Form<LimitValues>
      onSubmit={onSubmit}
      initialValues={{ monthlyLimit: view.initialLimit, hardCap: view.initialCap }}
      keepDirtyOnReinitialize
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form className="limit-form" onSubmit={handleSubmit} noValidate>
          <TextField
            name="monthlyLimit"
            label={t.limitLabel}
            inputMode="decimal"
            autoComplete="off"
            validate={monthlyLimit}
            hint={t.limitHint(formatEuro(costLimits.monthlyLimitMin), formatEuro(costLimits.monthlyLimitMax))}
          />
          <CheckboxField name="hardCap" label={t.capLabel} hint={t.capHint} />
          <FormError error={submitError} submitting={submitting} />
          <div className="form-actions">
            {on && !readOnly ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={submitting}
                onClick={() => void switchOff()}
              >
                {t.switchOff}
              </button>
            ) : null}
            <SubmitButton submitting={submitting} block={false}>
              {on ? t.save : t.switchOn}
            </SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}

/** The limit and the cap as text, for a role that may look but not change them. */
function LimitSummary({ limit }: { limit: UsageLimit }) {
  return (
    <dl className="limit-summary">
      <dt>{t.limitLabel}</dt>
      <dd>{limit.monthlyLimit === null ? t.limitOffShort : formatEuro(limit.monthlyLimit)}</dd>
      <dt>{t.capLabel}</dt>
      <dd>{limit.hardCap === 1 ? t.yes : t.no}</dd>
    </dl>
  );
}
