import { useState } from 'react';
import { Link } from 'react-router';
import type { DeskTicket } from '../../../api/deskContract';
import { errorMessage } from '../../../api/errors';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { formatDateTime } from '../../../text/format';
import { useMergeMutation } from '../../api/workflowApi';
import { ConfirmOnPage } from '../../ui/ConfirmOnPage';
import { statusText } from '../../ui/statusText';

/**
 * 'Samenvoegen': one of the same customer's other open questions (each with its number, subject, date
 * and status) joins this one, after a confirmation on the page that names it (it cannot be undone). A
 * merged ticket instead says where it went.
 */
export function MergeCard({ ticket }: { ticket: DeskTicket }) {
  const [merge, state] = useMergeMutation();
  const [chosen, setChosen] = useState<number | null>(null);
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
  const candidates = ticket.mergeCandidates;
  const other = candidates.find((candidate) => candidate.id === chosen) ?? null;
  const ask = () => {
    setProblem(other ? '' : w.merge.invalid);
    setConfirming(other !== null);
  };
  const confirm = async () => {
    if (!other) return;
    const result = await merge({ id: ticket.id, otherTicketId: other.id });
    setConfirming(false);
    if ('error' in result) setProblem(errorMessage(result.error));
    else setChosen(null);
  };
  return (
    <section className="desk-card" aria-labelledby="desk-merge-heading">
      <h2 id="desk-merge-heading">{w.merge.heading}</h2>
      {candidates.length === 0 ? (
        <p className="desk-hint">{w.merge.none}</p>
      ) : (
        <>
          <fieldset
            className="desk-merge-choices"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'desk-merge-problem' : 'desk-merge-hint'}
          >
            <legend>{w.merge.field}</legend>
            <p id="desk-merge-hint" className="desk-hint">
              {w.merge.hint}
            </p>
            {candidates.map((candidate) => (
              <label key={candidate.id} className="desk-merge-choice">
                <input
                  type="radio"
                  name="desk-merge-other"
                  value={candidate.id}
                  checked={chosen === candidate.id}
                  onChange={() => {
                    setChosen(candidate.id);
                    setConfirming(false);
                    setProblem('');
                  }}
                />
                <span>
                  <strong>{w.merge.choice(candidate.id, candidate.subject)}</strong>
                  <span className="desk-meta desk-line">
                    <span className="desk-nowrap">{formatDateTime(candidate.creationTime)}</span> ·{' '}
                    {statusText(candidate.statusId)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="button button-secondary" onClick={ask}>
            {w.merge.submit}
          </button>
        </>
      )}
      {problem ? (
        <p id="desk-merge-problem" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming && other ? (
        <ConfirmOnPage
          question={
            <>
              {w.merge.confirmBefore(other.id, other.subject)}
              <span className="desk-nowrap">{formatDateTime(other.creationTime)}</span>
              {w.merge.confirmAfter}
            </>
          }
          yes={w.merge.confirmButton}
          cancel={w.merge.cancel}
          busy={state.isLoading}
          onYes={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
