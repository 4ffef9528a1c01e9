import { useId } from 'react';
import type { InvoiceMailFormat } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { invoiceMailText as t } from '../../text/invoiceMail';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { useReadOnly } from '../../ui/readOnly';
import { useGetInvoiceMailQuery, useSaveInvoiceMailMutation } from './invoiceDetailsApi';

const formats: InvoiceMailFormat[] = ['pdf', 'pdf-ubl'];

/**
 * 'Factuur per e-mail' on Factuurgegevens: the PDF alone, or with the UBL file; saved on its own
 * at once. Says what the account lacks for a valid UBL file before the next invoice is made.
 */
export function InvoiceMailChoice() {
  const dispatch = useAppDispatch();
  const name = useId();
  const { currentData } = useGetInvoiceMailQuery();
  const [save, { isLoading }] = useSaveInvoiceMailMutation();
  const readOnly = useReadOnly();
  if (!currentData) return null;

  const choose = async (format: InvoiceMailFormat) => {
    const result = await save({ format });
    if (result.error) void dispatch(showMessage(nl.common.error, errorMessage(result.error, nl.common.fetchFailed)));
  };

  return (
    <fieldset className="invoice-mail" aria-describedby={`${name}-explain`}>
      <legend>{t.legend}</legend>
      <p id={`${name}-explain`} className="field-hint">
        {t.explain}
      </p>
      <div className="invoice-mail-options">
        {formats.map((format) => (
          <label key={format} className="invoice-mail-option">
            <input
              type="radio"
              name={name}
              value={format}
              checked={currentData.format === format}
              disabled={isLoading || readOnly}
              onChange={() => void choose(format)}
            />
            {t.options[format]}
          </label>
        ))}
      </div>
      {currentData.missing.length > 0 ? (
        <p className="notice invoice-mail-missing" role="status">
          {t.missing(currentData.missing)}
        </p>
      ) : null}
    </fieldset>
  );
}
