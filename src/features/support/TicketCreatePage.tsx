import { useEffect, useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { nl } from '../../text/nl';
import { supportText as t } from '../../text/support';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ticketSubject, ticketText } from '../../validation/pageRules';
import { required } from '../../validation/rules';
import { DiagnosticsField, diagnosticsToSend, type DiagnosticsValues } from './diagnostics/DiagnosticsField';
import { useCreateTicketMutation, useGetTicketOptionsQuery } from './supportApi';
import './support.css';

interface TicketValues extends DiagnosticsValues {
  subject: string;
  message: string;
  category: string;
}

/** '/feedback/create': subject, category and message; afterwards the list shows the new ticket. */
export default function TicketCreatePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const options = useGetTicketOptionsQuery();
  const [createTicket] = useCreateTicketMutation();
  const categories = options.currentData?.categories;
  const initialValues = useMemo<TicketValues>(
    () => ({ subject: '', message: '', category: String(categories?.[0]?.id ?? '') }),
    [categories],
  );

  // Requirements §8: the categories not loading is reported as an error creating the ticket.
  useEffect(() => {
    if (options.isError) void dispatch(showMessage(nl.common.error, t.optionsFailed));
  }, [options.isError, dispatch]);

  const onSubmit = async (values: TicketValues) => {
    const result = await createTicket({
      subject: values.subject.trim(),
      message: values.message.trim(),
      category: Number(values.category),
      diagnostics: diagnosticsToSend(values),
    });
    return afterSave(dispatch, result, async () => {
      await navigate(href('/feedback'));
      void dispatch(showMessage(nl.common.done, t.created));
    });
  };

  return (
    <Form<TicketValues> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="card support-form" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <TextField name="subject" label={t.subject} validate={ticketSubject} autoComplete="off" maxLength={200} />
          <Field<string> name="category" validate={(value) => required(value ?? '')}>
            {({ input }) => (
              <div className="field">
                <label htmlFor="ticket-category">{t.category}</label>
                {categories ? (
                  <select {...input} id="ticket-category">
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <select id="ticket-category" disabled aria-busy={!options.isError}>
                    <option>{options.isError ? t.optionsFailed : nl.common.loading}</option>
                  </select>
                )}
                {options.isError ? (
                  <button type="button" className="button button-secondary" onClick={() => void options.refetch()}>
                    {t.retryOptions}
                  </button>
                ) : null}
              </div>
            )}
          </Field>
          <TextField name="message" label={t.message} validate={ticketText} rows={5} />
          <DiagnosticsField />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.send}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
