import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router';
import type { PortingForm } from '../../api/portingContract';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { formatDate, formatEuro } from '../../text/format';
import { portingText as t } from '../../text/porting';
import { afterSave } from '../../ui/form/afterSave';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import {
  authorisedRule,
  dateFieldValue,
  dateInWindow,
  lastNumberRule,
  MAX_PORTING_BLOCK,
  numberBlock,
  OTHER_PROVIDER,
  portingNumberRule,
  portingRules,
} from '../../validation/portingRules';
import { useGetPortingFormQuery, useSendPortingMutation } from './portingApi';
import { ProviderField } from './ProviderField';
import './porting.css';

interface PortingValues {
  firstNumber?: string;
  block?: boolean;
  lastNumber?: string;
  donor?: string;
  donorName?: string;
  donorCustomerNumber?: string;
  company?: string;
  street?: string;
  houseNumber?: string;
  houseNumberAdd?: string;
  postcode?: string;
  city?: string;
  wantedDate?: string;
  authorised?: boolean;
  signature?: string;
}

/** The refused or expired request 'Opnieuw aanvragen' came from (`?again=<id>`), if any. */
function againOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('again'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * '/numbers/porting' ('Nummer overzetten', a Beheerder's): the number or block, the current provider
 * and the customer's data as that provider knows it (filled in from the account, or from the refused
 * request 'Opnieuw aanvragen' came from), the wanted date, the authorisation and the signature. The
 * fee shows before sending; once sent the status page takes over.
 */
export default function PortingFormPage() {
  const again = againOf(useLocation().search);
  const { currentData, isError, refetch } = useGetPortingFormQuery(again);
  if (currentData) return <PortingRequestForm form={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card porting-skeleton" aria-busy="true" />;
}

/** A block's last number: empty unless the box says it is a block, and then a block of at most 100. */
function blockError(values: PortingValues): string | undefined {
  if (!values.block) return undefined;
  const last = values.lastNumber ?? '';
  const own = lastNumberRule(last) ?? (last.trim() === '' ? t.rules.lastNumber : undefined);
  if (own) return own;
  if (portingNumberRule(values.firstNumber ?? '')) return undefined;
  const block = numberBlock(values.firstNumber ?? '', last);
  return 'error' in block ? block.error : undefined;
}

function PortingRequestForm({ form }: { form: PortingForm }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [send] = useSendPortingMutation();
  const initialValues = useMemo<PortingValues>(
    () => ({
      ...form.values,
      block: form.values.lastNumber !== '',
      wantedDate: form.values.wantedDate ? dateFieldValue(form.values.wantedDate) : '',
      authorised: false,
      signature: '',
    }),
    [form],
  );
  const wantedDate = useMemo(
    () => dateInWindow(form.earliestDate, form.latestDate, formatDate),
    [form.earliestDate, form.latestDate],
  );

  const onSubmit = async (values: PortingValues) => {
    const result = await send({
      firstNumber: values.firstNumber ?? '',
      ...(values.block ? { lastNumber: values.lastNumber ?? '' } : {}),
      donor: values.donor ?? '',
      ...(values.donor === OTHER_PROVIDER ? { donorName: values.donorName ?? '' } : {}),
      donorCustomerNumber: values.donorCustomerNumber ?? '',
      company: values.company ?? '',
      street: values.street ?? '',
      houseNumber: values.houseNumber ?? '',
      houseNumberAdd: values.houseNumberAdd ?? '',
      postcode: values.postcode ?? '',
      city: values.city ?? '',
      wantedDate: values.wantedDate ?? '',
      authorised: values.authorised === true,
      signature: values.signature ?? '',
      ...(form.from !== null ? { again: form.from } : {}),
    });
    return afterSave(dispatch, result, (data) => {
      void navigate(href('/numbers/porting/:id', { id: data.request.id }), { replace: true, state: { sent: true } });
    });
  };

  return (
    <Form<PortingValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={(values) => {
        const error = blockError(values);
        return error ? { lastNumber: error } : {};
      }}
    >
      {({ handleSubmit, form: formApi, submitting, submitError, values }) => (
        <form className="porting-form" onSubmit={submitReportingInvalid(handleSubmit, formApi, dispatch)} noValidate>
          {form.from !== null ? <p className="notice">{t.againIntro}</p> : null}
          <div className="card">
            <TextField
              name="firstNumber"
              label={t.fields.number}
              hint={t.hints.number}
              inputMode="tel"
              autoComplete="off"
              validate={portingNumberRule}
            />
            <CheckboxField name="block" label={t.fields.block} />
            {values.block ? (
              <TextField
                name="lastNumber"
                label={t.fields.lastNumber}
                hint={t.hints.lastNumber(MAX_PORTING_BLOCK)}
                inputMode="tel"
                autoComplete="off"
              />
            ) : null}
            <ProviderField />
            {values.donor === OTHER_PROVIDER ? (
              <TextField
                name="donorName"
                label={t.fields.donorName}
                hint={t.hints.donorName}
                autoComplete="off"
                validate={portingRules.donorName}
              />
            ) : null}
            <TextField
              name="donorCustomerNumber"
              label={t.fields.customerNumber}
              hint={t.hints.customerNumber}
              autoComplete="off"
              validate={portingRules.donorCustomerNumber}
            />
          </div>
          <fieldset className="card porting-fieldset">
            <legend>{t.addressHeading}</legend>
            <p className="porting-note">{t.hints.asKnownThere}</p>
            <TextField
              name="company"
              label={t.fields.company}
              autoComplete="organization"
              validate={portingRules.company}
            />
            <TextField
              name="street"
              label={t.fields.street}
              autoComplete="address-line1"
              validate={portingRules.street}
            />
            <div className="porting-pair">
              <TextField
                name="houseNumber"
                label={t.fields.houseNumber}
                inputMode="numeric"
                autoComplete="off"
                validate={portingRules.houseNumber}
              />
              <TextField
                name="houseNumberAdd"
                label={t.fields.houseNumberAdd}
                autoComplete="off"
                validate={portingRules.houseNumberAdd}
              />
            </div>
            <TextField
              name="postcode"
              label={t.fields.postcode}
              autoComplete="postal-code"
              validate={portingRules.postcode}
            />
            <TextField name="city" label={t.fields.city} autoComplete="address-level2" validate={portingRules.city} />
          </fieldset>
          <div className="card">
            <TextField
              name="wantedDate"
              label={t.fields.wantedDate}
              hint={t.hints.wantedDate(formatDate(form.earliestDate))}
              autoComplete="off"
              validate={wantedDate}
            />
          </div>
          <fieldset className="card porting-fieldset">
            <legend>{t.signHeading}</legend>
            <CheckboxField name="authorised" label={t.fields.authorised} validate={authorisedRule} />
            <TextField
              name="signature"
              label={t.fields.signature}
              hint={t.hints.signature}
              autoComplete="name"
              validate={portingRules.signature}
            />
          </fieldset>
          <p className="porting-fee">{form.fee > 0 ? t.fee(formatEuro(form.fee)) : t.noFee}</p>
          <FormError error={submitError} submitting={submitting} />
          <SubmitButton submitting={submitting}>{t.send}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
