import { useId, useState } from 'react';
import type { DeskInvoice } from '../../../api/deskInvoiceContract';
import { errorMessage } from '../../../api/errors';
import { deskInvoicesText as t } from '../../../text/deskInvoices';
import { formatEuro } from '../../../text/format';
import { nl } from '../../../text/nl';
import { showMessage } from '../../../ui/dialogs';
import { useCreditInvoiceMutation } from '../../api/invoicesApi';
import { useDeskDispatch } from '../../hooks';
import { ConfirmOnPage } from '../../ui/ConfirmOnPage';

const MIN_REASON = 5;
const VAT = 0.21;

/** The credit note's amount incl. btw, as the confirmation names it (the server computes the stored one). */
function creditAmount(invoice: DeskInvoice, lineIds: readonly number[] | null): string {
  if (lineIds === null) return formatEuro(invoice.toPay);
  const net = invoice.lines
    .filter((l) => lineIds.includes(l.id))
    .reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  return formatEuro((net + Math.round(net * VAT)) / 100);
}

/**
 * 'Crediteren' for a teamleider: the whole invoice or the lines chosen, with a reason written for the
 * customer; a confirmation on the page before the credit note is made, since it cannot be undone.
 * What was typed stays when the server refuses.
 */
export function CreditForm({ invoice, done }: { invoice: DeskInvoice; done: () => void }) {
  const id = useId();
  const dispatch = useDeskDispatch();
  const [credit, state] = useCreditInvoiceMutation();
  const open = invoice.lines.filter((line) => !line.credited);
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const lineIds = whole ? null : chosen;

  const ask = () => {
    const text = reason.trim();
    const found = !whole && chosen.length === 0 ? t.form.pickLine : text.length < MIN_REASON ? t.form.reasonHint : '';
    setProblem(found);
    setConfirming(found === '');
  };
  const confirm = async () => {
    const result = await credit({ invoiceId: invoice.id, reason: reason.trim(), ...(lineIds ? { lineIds } : {}) });
    setConfirming(false);
    if ('error' in result) {
      setProblem(errorMessage(result.error));
      return;
    }
    void dispatch(showMessage(nl.common.done, result.data.message));
    done();
  };
  const toggle = (lineId: number, on: boolean) =>
    setChosen((now) => (on ? [...now, lineId] : now.filter((other) => other !== lineId)));

  return (
    <form
      className="desk-credit-form"
      aria-label={t.creditLabel(invoice.number)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <fieldset>
        <legend>{t.form.legend}</legend>
        <label className="desk-check">
          <input type="radio" name={`${id}-scope`} checked={whole} onChange={() => setWhole(true)} />
          {t.form.whole}
        </label>
        <label className="desk-check">
          <input type="radio" name={`${id}-scope`} checked={!whole} onChange={() => setWhole(false)} />
          {t.form.lines}
        </label>
        {whole ? null : (
          <ul className="desk-credit-lines">
            {invoice.lines.map((line) => (
              <li key={line.id}>
                <label className="desk-check">
                  <input
                    type="checkbox"
                    disabled={line.credited}
                    checked={chosen.includes(line.id)}
                    onChange={(event) => toggle(line.id, event.target.checked)}
                  />
                  <span>{line.description}</span>
                  <span className="desk-amount">{formatEuro(line.amount)}</span>
                  {line.credited ? <span className="desk-hint">{t.form.credited}</span> : null}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.form.reason}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={300}
          value={reason}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setConfirming(false);
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t.form.reasonHint}
        </p>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmOnPage
          question={t.form.confirm(invoice.number, creditAmount(invoice, lineIds))}
          yes={t.form.confirmYes}
          cancel={t.form.cancel}
          busy={state.isLoading}
          onYes={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="desk-side-actions">
          <button type="submit" className="button button-primary" disabled={open.length === 0}>
            {t.form.submit}
          </button>
          <button type="button" className="button button-secondary" onClick={done}>
            {t.form.cancel}
          </button>
        </div>
      )}
    </form>
  );
}
