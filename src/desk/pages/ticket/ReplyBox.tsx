import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { DeskTicket } from '../../../api/deskContract';
import { deskText as t } from '../../../text/desk';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { afterSave } from '../../../ui/form/afterSave';
import { FormError } from '../../../ui/form/FormError';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { fillPlaceholders } from '../../../validation/replyTemplate';
import { required } from '../../../validation/rules';
import { useReplyToTicketMutation } from '../../api/ticketsApi';
import { useGetTemplatesQuery } from '../../api/workflowApi';
import { useDeskDispatch, useDeskSelector } from '../../hooks';
import { selectStaff } from '../../session/deskSession';

interface Values {
  message: string;
}

/**
 * 'Antwoord' and 'Versturen', with a reply template to insert and edit first. The answer names the
 * newest entry it was written against: when a colleague answered meanwhile the server refuses it, the
 * page reads the ticket again (the new entry shows) and the typed answer stays for a second press.
 */
export function ReplyBox({ ticket, refetch }: { ticket: DeskTicket; refetch: () => void }) {
  const dispatch = useDeskDispatch();
  const [reply] = useReplyToTicketMutation();
  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    const result = await reply({ id: ticket.id, message: values.message.trim(), basedOn: ticket.latestEntryId });
    if (result.error && 'status' in result.error && result.error.status === 409) refetch();
    return afterSave(dispatch, result, () => {
      // The answer is in the conversation now: empty the box (after final-form has finished the submit).
      setTimeout(() => form.restart({ message: '' }), 0);
    });
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={{ message: '' }}>
      {({ handleSubmit, submitting, submitError, submitSucceeded, dirtySinceLastSubmit, form }) => (
        <form className="desk-card" onSubmit={handleSubmit} noValidate>
          <TemplatePicker ticket={ticket} insert={(text) => form.change('message', text)} />
          <TextField name="message" label={t.ticket.reply} validate={required} rows={6} />
          <FormError error={submitError} submitting={submitting} />
          {submitSucceeded && !dirtySinceLastSubmit ? <p role="status">{t.ticket.sent}</p> : null}
          <SubmitButton submitting={submitting} block={false}>
            {t.ticket.send}
          </SubmitButton>
        </form>
      )}
    </Form>
  );
}

/** 'Standaardantwoord' and 'Invoegen': the template with its placeholders filled goes into the answer box. */
function TemplatePicker({ ticket, insert }: { ticket: DeskTicket; insert: (text: string) => void }) {
  const staff = useDeskSelector((state) => selectStaff(state));
  const { currentData } = useGetTemplatesQuery();
  const [chosen, setChosen] = useState('');
  const templates = currentData?.templates ?? [];
  if (templates.length === 0) return null;
  const onInsert = () => {
    const template = templates.find((one) => String(one.id) === chosen);
    if (!template) return;
    insert(
      fillPlaceholders(template.body, {
        customerName: ticket.customer.name,
        customerNumber: ticket.customer.customerNumber,
        staffName: staff?.fullName ?? '',
      }),
    );
  };
  return (
    <div className="desk-side-actions">
      <div className="field">
        <label htmlFor="desk-template">{w.templates.pick}</label>
        <select id="desk-template" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{w.templates.choose}</option>
          {templates.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.title}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button-secondary" onClick={onInsert} disabled={!chosen}>
        {w.templates.insert}
      </button>
    </div>
  );
}
