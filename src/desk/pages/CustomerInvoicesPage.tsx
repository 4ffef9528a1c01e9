import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DeskInvoice } from '../../api/deskInvoiceContract';
import { deskInvoicesText as t } from '../../text/deskInvoices';
import { formatDate, formatEuro } from '../../text/format';
import { useGetCustomerInvoicesQuery } from '../api/invoicesApi';
import { useDeskSelector } from '../hooks';
import { selectStaff } from '../session/deskSession';
import { DeskTable, type DeskColumn } from '../ui/DeskTable';
import { LoadState } from '../ui/LoadState';
import { usePageTitle } from '../ui/usePageTitle';
import { CreditForm } from './invoices/CreditForm';
import './invoices/invoices.css';

// The sums' headers stand right, over their figures.
const COLUMNS: readonly DeskColumn[] = [
  t.columns.date,
  t.columns.number,
  { heading: t.columns.amount, className: 'desk-amount' },
  { heading: t.columns.toPay, className: 'desk-amount' },
  t.columns.about,
];

/** What the row says beside the amounts: which invoice a credit note corrects, and why; or that nothing is left. */
function About({ invoice }: { invoice: DeskInvoice }) {
  if (invoice.kind === 'credit')
    return (
      <>
        {t.creditNotePrefix} <span className="desk-nowrap">{invoice.creditsNumber}</span>: {invoice.reason}
      </>
    );
  return invoice.lines.every((line) => line.credited) ? <>{t.fullyCredited}</> : null;
}

/** What is left to pay: nothing to say for a credit note; a top-up was paid when it was bought. */
function toPay(invoice: DeskInvoice): string {
  if (invoice.kind === 'credit') return '';
  return invoice.prepaid ? t.paidBefore : formatEuro(invoice.toPay);
}

/**
 * A customer's invoices and credit notes (opening it is audited). A teamleider credits an invoice
 * here; an issued invoice itself never changes.
 */
export function CustomerInvoicesPage() {
  const customerNumber = useParams().customerNumber ?? '';
  usePageTitle(t.title(customerNumber));
  const teamleider = useDeskSelector((state) => selectStaff(state))?.role === 'teamleider';
  const { currentData, error, refetch } = useGetCustomerInvoicesQuery(customerNumber, {
    skip: !/^\d+$/.test(customerNumber),
  });
  const [crediting, setCrediting] = useState<number | null>(null);
  return (
    <>
      <p>
        <Link to={`/klant/${customerNumber}`}>{t.back(customerNumber)}</Link>
      </p>
      <h1>{t.title(customerNumber)}</h1>
      <p className="desk-hint">{t.intro}</p>
      {teamleider ? null : <p className="desk-hint">{t.onlyTeamleider}</p>}
      {!currentData ? (
        <LoadState error={error} retry={() => void refetch()} />
      ) : currentData.invoices.length === 0 ? (
        <p className="desk-card">{t.none}</p>
      ) : (
        <div className="desk-card">
          <DeskTable caption={t.caption(currentData.invoices.length)} columns={COLUMNS} buttonColumn={teamleider}>
            {currentData.invoices.map((invoice) => (
              <Fragment key={invoice.id}>
                <tr>
                  <td className="desk-nowrap">{formatDate(invoice.date)}</td>
                  <th scope="row" className="desk-nowrap">
                    {invoice.number}
                  </th>
                  <td className="desk-amount">{formatEuro(invoice.priceVat)}</td>
                  <td className="desk-amount">{toPay(invoice)}</td>
                  <td>
                    <About invoice={invoice} />
                  </td>
                  {teamleider ? (
                    <td>
                      {invoice.kind === 'invoice' && invoice.lines.some((line) => !line.credited) ? (
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={t.creditLabel(invoice.number)}
                          aria-expanded={crediting === invoice.id}
                          onClick={() => setCrediting(crediting === invoice.id ? null : invoice.id)}
                        >
                          {t.credit}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
                {crediting === invoice.id ? (
                  <tr>
                    <td colSpan={COLUMNS.length + 1}>
                      <CreditForm invoice={invoice} done={() => setCrediting(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </DeskTable>
        </div>
      )}
    </>
  );
}
