import { useState } from 'react';
import { Link } from 'react-router';
import type { DeskTicket } from '../../../api/deskContract';
import { errorMessage } from '../../../api/errors';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { useMergeMutation } from '../../api/workflowApi';

/**
 * 'Samenvoegen': another ticket of the same customer joins this one, after a confirmation on the page
 * (it cannot be undone). A merged ticket instead says where it went.
 */
export function MergeCard({ ticket }: { ticket: DeskTicket }) {
  const [merge, state] = useMergeMutation();
  const [other, setOther] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  if (ticket.mergedInto !== null)
    return (
      <section className="desk-card" aria-labelledby="desk-merge-heading">
        <h2 id="desk-merge-heading">{w.merge.heading}</h2>
        <p>{w.merge.mergedInto(ticket.mergedInto)}</p>
        <Link to={`/vraag/${ticket.mergedInto}`}>{w.merge.toMerged(ticket.mergedInto)}</Link>
      </section>
    );
  const valid = /^[1-9][0-9]{0,9}$/.test(other.trim());
  const ask = () => {
    setProblem(valid ? '' : w.merge.invalid);
    setConfirming(valid);
  };
  const confirm = async () => {
    const result = await merge({ id: ticket.id, otherTicketId: Number(other.trim()) });
    setConfirming(false);
    if ('error' in result) setProblem(errorMessage(result.error));
    else setOther('');
  };
  return (
    <section className="desk-card" aria-labelledby="desk-merge-heading">
      <h2 id="desk-merge-heading">{w.merge.heading}</h2>
      <p className="desk-hint">{w.merge.hint}</p>
      <div className="desk-side-actions">
        <div className="field">
          <label htmlFor="desk-merge-other">{w.merge.field}</label>
          <input
            id="desk-merge-other"
            inputMode="numeric"
            value={other}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'desk-merge-problem' : undefined}
            onChange={(event) => {
              setOther(event.target.value);
              setConfirming(false);
            }}
          />
        </div>
        <button type="button" className="button button-secondary" onClick={ask}>
          {w.merge.submit}
        </button>
      </div>
      {problem ? (
        <p id="desk-merge-problem" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <div role="alert">
          <p>{w.merge.confirm(other.trim())}</p>
          <div className="desk-side-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={state.isLoading}
              onClick={() => void confirm()}
            >
              {w.merge.confirmButton}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {w.merge.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
