import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Field, Form, FormSpy } from 'react-final-form';
import type { DeskReplyRequest, DeskTicket } from '../../../api/deskContract';
import { deskText as t } from '../../../text/desk';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { afterSave } from '../../../ui/form/afterSave';
import { FormError } from '../../../ui/form/FormError';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { TextField } from '../../../ui/form/TextField';
import { fillPlaceholders, placeholderRule, placeholderValues } from '../../../validation/replyTemplate';
import { compose, required } from '../../../validation/rules';
import { useReplyToTicketMutation } from '../../api/ticketsApi';
import { useGetTemplatesQuery } from '../../api/workflowApi';
import { useDeskDispatch, useDeskSelector } from '../../hooks';
import { selectStaff } from '../../session/deskSession';
import { statusText } from '../../ui/statusText';

type AnswerStatus = NonNullable<DeskReplyRequest['statusId']>;

/** The statuses an answer can leave a ticket in, the default first: the customer is to move next. */
const ANSWER_STATUSES: readonly AnswerStatus[] = [3, 2, 4];
const DEFAULT_STATUS = '3';

interface Values {
  message: string;
  statusId: string;
}

const INITIAL: Values = { message: '', statusId: DEFAULT_STATUS };
const answerRule = compose(required, placeholderRule);
const isAnswerStatus = (value: number): value is AnswerStatus => ANSWER_STATUSES.some((status) => status === value);

/**
 * 'Antwoord', the status beside it and 'Beantwoorden': the answer and the status change in one step,
 * with a reply template to insert and edit first. Placeholders stay in the box as written (a preview
 * shows them filled) and the server fills them once, so the customer's own data is never read as a
 * placeholder. The answer names the newest entry it was written against: when a colleague answered
 * meanwhile the server refuses it, the page reads the ticket again (the new entry shows) and the typed
 * answer stays for a second press.
 */
export function ReplyBox({ ticket, refetch }: { ticket: DeskTicket; refetch: () => void }) {
  const dispatch = useDeskDispatch();
  const staff = useDeskSelector((state) => selectStaff(state));
  const [reply] = useReplyToTicketMutation();
  const [sentStatus, setSentStatus] = useState<number | null>(null);
  const values = placeholderValues(ticket.customer.name, ticket.customer.customerNumber, staff?.fullName ?? '');
  const onSubmit = async ({ message, statusId }: Values, form: FormApi<Values>) => {
    const status = Number(statusId);
    const result = await reply({
      id: ticket.id,
      message: message.trim(),
      basedOn: ticket.latestEntryId,
      ...(isAnswerStatus(status) ? { statusId: status } : {}),
    });
    if (result.error && 'status' in result.error && result.error.status === 409) refetch();
    return afterSave(dispatch, result, (answered) => {
      setSentStatus(answered.statusId);
      // The answer is in the conversation now: empty the box (after final-form has finished the submit).
      setTimeout(() => form.restart(INITIAL), 0);
    });
  };
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={INITIAL}>
      {({ handleSubmit, submitting, submitError, dirty, form }) => (
        <form className="desk-card" onSubmit={handleSubmit} noValidate>
          <TemplatePicker insert={(text) => form.change('message', text)} />
          <TextField name="message" label={t.ticket.reply} validate={answerRule} rows={6} hint={w.placeholders.hint} />
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values: typed }) => {
              const filled = fillPlaceholders(typed.message ?? '', values);
              return filled !== (typed.message ?? '') ? (
                <section className="desk-preview" aria-label={w.placeholders.preview}>
                  <h3 className="desk-subheading">{w.placeholders.preview}</h3>
                  <p className="desk-message">{filled}</p>
                </section>
              ) : null;
            }}
          </FormSpy>
          <FormError error={submitError} submitting={submitting} />
          {/* Said after the box is emptied for the next answer, until something is typed again. */}
          {sentStatus !== null && !dirty && !submitting ? (
            <p role="status">{t.ticket.sent(statusText(sentStatus))}</p>
          ) : null}
          <div className="desk-side-actions">
            <div className="field">
              <label htmlFor="desk-answer-status">{t.ticket.answerStatus}</label>
              <Field<string> name="statusId">
                {({ input }) => (
                  <select {...input} id="desk-answer-status" aria-describedby="desk-answer-status-hint">
                    {ANSWER_STATUSES.map((status) => (
                      <option key={status} value={String(status)}>
                        {t.ticket.answerChoices[status]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <SubmitButton submitting={submitting} block={false}>
              {t.ticket.send}
            </SubmitButton>
          </div>
          <p id="desk-answer-status-hint" className="field-hint">
            {t.ticket.answerStatusHint}
          </p>
        </form>
      )}
    </Form>
  );
}

/** 'Standaardantwoord' and 'Invoegen': the template goes into the answer box, its placeholders as written. */
function TemplatePicker({ insert }: { insert: (text: string) => void }) {
  const { currentData } = useGetTemplatesQuery();
  const [chosen, setChosen] = useState('');
  const templates = currentData?.templates ?? [];
  if (templates.length === 0) return null;
  const onInsert = () => {
    const template = templates.find((one) => String(one.id) === chosen);
    if (template) insert(template.body);
  };
  return (
    <div className="desk-side-actions desk-template-pick">
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
