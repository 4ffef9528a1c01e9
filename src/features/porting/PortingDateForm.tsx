import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { PortingRequestView } from '../../api/portingContract';
import { useAppDispatch } from '../../state/hooks';
import { formatDate, formatShortDate } from '../../text/format';
import { portingText as t } from '../../text/porting';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { dateFieldValue, dateInWindow } from '../../validation/portingRules';
import { useChoosePortingDateMutation } from './portingApi';

/** The date the form starts with: the planned one, else the wanted one as near as the window allows. */
function startDate(request: PortingRequestView, window: { from: string; until: string }): string {
  if (request.plannedAt) return formatShortDate(request.plannedAt);
  const wanted = [window.from, request.wantedDate, window.until].sort()[1] ?? window.from;
  return dateFieldValue(wanted);
}

/** 'Overstapdatum': confirm or choose the date once approved, or move it while planned. */
export function PortingDateForm({
  request,
  window,
  onSaid,
}: {
  request: PortingRequestView;
  window: { from: string; until: string };
  onSaid: (message: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [choose] = useChoosePortingDateMutation();
  const rule = useMemo(() => dateInWindow(window.from, window.until, formatDate), [window.from, window.until]);
  const initialValues = useMemo(() => ({ date: startDate(request, window) }), [request, window]);
  return (
    <Form<{ date?: string }>
      initialValues={initialValues}
      onSubmit={async (values) =>
        afterSave(dispatch, await choose({ id: request.id, date: values.date ?? '' }), (data) => onSaid(data.message))
      }
    >
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="porting-date" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <TextField
            name="date"
            label={t.date.label}
            hint={t.date.hint(formatDate(window.from), formatDate(window.until))}
            autoComplete="off"
            validate={rule}
          />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>
            {request.status === 'planned' ? t.date.change : t.date.confirm}
          </SubmitButton>
        </form>
      )}
    </Form>
  );
}
