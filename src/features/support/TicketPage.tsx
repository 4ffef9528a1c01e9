import { type FormApi } from 'final-form';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router';
import type { Ticket } from '../../api/contract';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { formatDateTime } from '../../text/format';
import { supportText as t } from '../../text/support';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { usePageVisible } from '../../ui/usePageVisible';
import * as limits from '../../validation/limits';
import { ticketText } from '../../validation/pageRules';
import { DiagnosticsField, diagnosticsToSend, type DiagnosticsValues } from './diagnostics/DiagnosticsField';
import { useGetTicketQuery, useReplyToTicketMutation } from './supportApi';
import { conversationEntries } from './tickets';
import { TicketStatusBadge } from './TicketStatusBadge';
import './support.css';

/**
 * '/feedback/ticket/{id}': the question, the conversation and the reply box. It re-reads every 30 s
 * while shown (RTK Query polling, stopped while the page is hidden); a failed load goes back to
 * '/feedback' (requirements §4).
 */
export default function TicketPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const visible = usePageVisible();
  // Polling stops while hidden (interval 0) and starts again when shown; this hook sees the page's
  // visibility itself, so it does not depend on RTK Query's focus listeners being set up.
  const { currentData, isError, fulfilledTimeStamp, refetch } = useGetTicketQuery(id, {
    skip: !valid,
    pollingInterval: visible ? limits.ticketRefreshMs : 0,
  });
  // Only a first load that fails leaves the page; a failed poll keeps what is shown (and typed).
  const loadFailed = !valid || (isError && !currentData);
  useEffect(() => {
    if (loadFailed) void navigate(href('/feedback'), { replace: true });
  }, [loadFailed, navigate]);
  // A ticket merged into another answers as that one: its address takes over.
  const mergedInto = currentData && currentData.id !== id ? currentData.id : null;
  useEffect(() => {
    if (mergedInto !== null) void navigate(href('/feedback/ticket/:id', { id: mergedInto }), { replace: true });
  }, [mergedInto, navigate]);
  // Shown again after a longer absence: read at once instead of waiting for the next poll.
  useEffect(() => {
    if (visible && fulfilledTimeStamp && Date.now() - fulfilledTimeStamp >= limits.ticketRefreshMs) void refetch();
    // Only a change of visibility should trigger this, not every new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (currentData) return <TicketView ticket={currentData} />;
  return <div className="card ticket-skeleton" aria-busy="true" />;
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const entries = conversationEntries(ticket.conversation);
  return (
    <div className="ticket">
      <article className="card ticket-question" aria-labelledby="ticket-subject">
        <h2 id="ticket-subject">{ticket.subject}</h2>
        <p className="ticket-meta">
          <span className="visually-hidden">{t.status}: </span>
          <TicketStatusBadge statusId={ticket.statusId} />
          <span>{t.askedOn(formatDateTime(ticket.creationTime))}</span>
        </p>
        <p className="ticket-message">{ticket.message}</p>
      </article>
      <section aria-labelledby="ticket-conversation">
        <h2 id="ticket-conversation">{t.conversationHeading}</h2>
        {entries.length === 0 ? (
          <p className="card">{t.noConversation}</p>
        ) : (
          <ol className="ticket-conversation">
            {entries.map((entry) => (
              <li key={entry.key} className={`ticket-entry ticket-entry-${entry.author}`}>
                <p className="ticket-entry-head">
                  <strong>{entry.authorText}</strong> <span>{formatDateTime(entry.creationTime)}</span>
                </p>
                {entry.message ? <p className="ticket-message">{entry.message}</p> : null}
                {entry.statusNote ? <p className="ticket-status-note">{entry.statusNote}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {ticket.locked ? <p className="notice">{t.locked}</p> : <ReplyForm ticketId={ticket.id} />}
      <p className="ticket-refresh">{t.refreshHint}</p>
    </div>
  );
}

interface ReplyValues extends DiagnosticsValues {
  message: string;
}
const emptyReply: ReplyValues = { message: '' };

function ReplyForm({ ticketId }: { ticketId: number }) {
  const dispatch = useAppDispatch();
  const [reply] = useReplyToTicketMutation();
  const onSubmit = async (values: ReplyValues, form: FormApi<ReplyValues>) => {
    const result = await reply({
      ticketID: ticketId,
      message: values.message.trim(),
      diagnostics: diagnosticsToSend(values),
    });
    return afterSave(dispatch, result, () => {
      // The reply is in the conversation now (the answer replaced the cached ticket): empty the box.
      setTimeout(() => form.restart(emptyReply), 0);
    });
  };
  return (
    <Form<ReplyValues> onSubmit={onSubmit} initialValues={emptyReply}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <form className="card ticket-reply" onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)} noValidate>
          <TextField name="message" label={t.reply} validate={ticketText} rows={5} />
          <DiagnosticsField />
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.sendReply}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
