import type { FormApi } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { InvoiceDetails } from '../../api/contract';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetailField } from '../../api/invoiceDetailFields';
import { useAppDispatch } from '../../state/hooks';
import { invoiceDetailsText as t } from '../../text/invoiceDetails';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { storableText, vatNumber } from '../../validation/invoiceDetailsRules';
import { compose } from '../../validation/rules';
import { useGetInvoiceDetailsQuery, useSaveInvoiceDetailsMutation } from './invoiceDetailsApi';
import { InvoiceMailChoice } from './InvoiceMailChoice';
import './invoiceDetails.css';

const FIELDS = Object.keys(INVOICE_DETAIL_FIELDS) as InvoiceDetailField[];
const vatRule = compose(storableText, vatNumber);

/**
 * '/invoice-details', 'Factuurgegevens': what the next invoices say (btw number, PO number, an
 * optional postal address) and where they go (the e-mail address, 'Factuur per e-mail'). A Beheerder
 * and a Financieel save it; an issued invoice keeps what it was made with.
 */
export default function InvoiceDetailsPage() {
  const { currentData, isError, refetch } = useGetInvoiceDetailsQuery();
  if (currentData) return <InvoiceDetailsForm details={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card invoice-skeleton" aria-busy="true" />;
}

function Field({
  name,
  hint,
  ...props
}: {
  name: InvoiceDetailField;
  hint?: string;
  type?: string;
  inputMode?: 'numeric';
}) {
  const readOnly = useReadOnly();
  return (
    <TextField
      name={name}
      label={t.labels[name] ?? name}
      hint={hint}
      validate={name === 'vatnumber' ? vatRule : storableText}
      maxLength={INVOICE_DETAIL_FIELDS[name]}
      readOnly={readOnly}
      {...props}
    />
  );
}

function InvoiceDetailsForm({ details }: { details: InvoiceDetails }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveInvoiceDetailsMutation();
  const initialValues = useMemo(() => ({ ...details }), [details]);
  const onSubmit = async (values: InvoiceDetails, form: FormApi<InvoiceDetails>) => {
    const request = Object.fromEntries(FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as InvoiceDetails;
    const result = await save(request);
    return afterSave(
      dispatch,
      result,
      (data) => {
        void dispatch(showMessage(nl.common.done, data.message));
        setTimeout(() => form.initialize(request));
      },
      nl.common.saveFailedPrefix,
    );
  };
  return (
    <Form<InvoiceDetails> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="invoice-details-form">
          <p className="card invoice-details-intro">{t.intro}</p>
          <Section id="invoice-details-company" title={t.sections.company}>
            <Field name="vatnumber" hint={t.hints.vatnumber} />
          </Section>
          <Section id="invoice-details-mail" title={t.sections.mail}>
            <Field name="companyemail" type="email" hint={t.hints.companyemail} />
            <InvoiceMailChoice />
          </Section>
          <Section id="invoice-details-on-invoice" title={t.sections.onInvoice}>
            <Field name="ponumber" hint={t.hints.ponumber} />
            <fieldset className="invoice-details-address" aria-describedby="invoice-details-address-hint">
              <legend>{t.sections.address}</legend>
              <p id="invoice-details-address-hint" className="field-hint">
                {t.hints.address}
              </p>
              <Field name="invoiceAddress" />
              <div className="invoice-details-row">
                <Field name="invoiceNumber" />
                <Field name="invoiceNumberadd" />
              </div>
              <Field name="invoiceZip" />
              <Field name="invoiceCity" />
            </fieldset>
          </Section>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.save}</SubmitButton>
        </form>
      )}
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
