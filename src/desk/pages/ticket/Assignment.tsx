import { useState } from 'react';
import type { DeskTicket } from '../../../api/deskContract';
import { errorMessage } from '../../../api/errors';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { formatDateTime } from '../../../text/format';
import { nl } from '../../../text/nl';
import { showMessage } from '../../../ui/dialogs';
import { useAssignMutation, useGetColleaguesQuery } from '../../api/workflowApi';
import { useDeskDispatch, useDeskSelector } from '../../hooks';
import { selectStaff } from '../../session/deskSession';
import { responseTime } from '../../ui/responseTime';
import '../../workflow.css';

/** Whose ticket it is ('Oppakken', 'Geven aan'), and how its first answer stands against the target. */
export function Assignment({ ticket }: { ticket: DeskTicket }) {
  const me = useDeskSelector((state) => selectStaff(state));
  const dispatch = useDeskDispatch();
  const [assign, state] = useAssignMutation();
  const { currentData } = useGetColleaguesQuery();
  const [chosen, setChosen] = useState('');
  const give = async (staffId: number | null) => {
    const result = await assign({ id: ticket.id, staffId });
    if ('error' in result) void dispatch(showMessage(nl.common.error, errorMessage(result.error)));
  };
  const due = responseTime(ticket);
  const dueAt = ticket.firstReplyAt
    ? w.due.answeredAt(formatDateTime(ticket.firstReplyAt))
    : ticket.replyDueAt && ticket.workingMinutesLeft !== null
      ? w.due.dueAt(formatDateTime(ticket.replyDueAt))
      : '';
  return (
    <section className="desk-card" aria-labelledby="desk-assignment-heading">
      <h2 id="desk-assignment-heading">{w.assignment.heading}</h2>
      <p>{ticket.assigneeName || w.assignment.nobody}</p>
      <p>
        {w.due.label}: <span className={due.late ? 'desk-late' : undefined}>{due.text}</span>
        {dueAt ? (
          <>
            {' '}
            <span className="desk-nowrap">({dueAt})</span>
          </>
        ) : null}
      </p>
      <div className="desk-side-actions">
        {me && ticket.assigneeId !== me.id ? (
          <button
            type="button"
            className="button button-primary"
            disabled={state.isLoading}
            onClick={() => void give(me.id)}
          >
            {w.assignment.take}
          </button>
        ) : null}
        <div className="field">
          <label htmlFor="desk-give">{w.assignment.giveLabel}</label>
          <select id="desk-give" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{w.assignment.release}</option>
            {(currentData?.staff ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.fullName}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.isLoading}
          onClick={() => void give(chosen ? Number(chosen) : null)}
        >
          {w.assignment.give}
        </button>
      </div>
    </section>
  );
}
