import { Field, Form } from 'react-final-form';
import type { DeskTicket, TicketStatusId } from '../../api/deskContract';
import { errorMessage } from '../../api/errors';
import { deskText as t } from '../../text/desk';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useChangeStatusMutation, useSetLockedMutation } from '../api/ticketsApi';
import { useDeskDispatch } from '../hooks';
import { STATUS_IDS, statusText } from '../ui/statusText';

/** 'Status' and the lock: each change adds to what the customer sees (a status entry, no reply box). */
export function StatusAndLock({ ticket }: { ticket: DeskTicket }) {
  const dispatch = useDeskDispatch();
  const [changeStatus] = useChangeStatusMutation();
  const [setLocked, lockState] = useSetLockedMutation();
  const onStatus = async (values: { statusId: string }) => {
    const result = await changeStatus({ id: ticket.id, statusId: Number(values.statusId) as TicketStatusId });
    return afterSave(dispatch, result, () => undefined);
  };
  const toggleLock = async () => {
    const result = await setLocked({ id: ticket.id, locked: !ticket.locked });
    if ('error' in result) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };
  return (
    <section className="desk-card" aria-labelledby="desk-status-heading">
      <h2 id="desk-status-heading">{t.ticket.statusHeading}</h2>
      <Form<{ statusId: string }> onSubmit={onStatus} initialValues={{ statusId: String(ticket.statusId) }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form className="desk-inline-form" onSubmit={handleSubmit} noValidate>
            <div className="field">
              <label htmlFor="desk-status">{t.ticket.status}</label>
              <Field<string> name="statusId">
                {({ input }) => (
                  <select {...input} id="desk-status">
                    {STATUS_IDS.map((id) => (
                      <option key={id} value={String(id)}>
                        {statusText(id)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <SubmitButton submitting={submitting} block={false}>
              {t.ticket.saveStatus}
            </SubmitButton>
            <FormError error={submitError} submitting={submitting} />
          </form>
        )}
      </Form>
      {ticket.locked ? <p className="notice">{t.ticket.lockedNotice}</p> : null}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void toggleLock()}
        disabled={lockState.isLoading}
        aria-busy={lockState.isLoading || undefined}
      >
        {ticket.locked ? t.ticket.unlock : t.ticket.lock}
      </button>
    </section>
  );
}
