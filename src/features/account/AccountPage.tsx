import { type FormApi } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import type { Account } from '../../api/contract';
import { href } from '../../routing/href';
import { useAppDispatch } from '../../state/hooks';
import { accountText as t } from '../../text/account';
import { invoiceDetailsText } from '../../text/invoiceDetails';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { useReadOnly } from '../../ui/readOnly';
import { AccountActions } from './AccountActions';
import { useGetAccountQuery, useSaveAccountMutation } from './accountApi';
import { AccountField, ReadOnlyValue } from './AccountField';
import { accountValues, EDITABLE_FIELDS, ibanDisplay, saveRequest, type AccountValues } from './accountView';
import './account.css';

/** '/account': personal and company data in the six sections of requirements §2, deletion and export. */
export default function AccountPage() {
  const { currentData, isError, refetch } = useGetAccountQuery();
  if (currentData) {
    return (
      <>
        <AccountForm account={currentData} />
        <AccountActions account={currentData} />
      </>
    );
  }
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card account-skeleton" aria-busy="true" />;
}

function AccountForm({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveAccountMutation();
  const initialValues = useMemo<AccountValues>(() => accountValues(account), [account]);

  const onSubmit = async (values: AccountValues, form: FormApi<AccountValues>) => {
    const request = saveRequest(account, values);
    const result = await save(request);
    return afterSave(
      dispatch,
      result,
      (data) => {
        void dispatch(showMessage(nl.common.done, data.message ?? t.saved));
        // The fields show what was stored (trimmed; an emptied voicemail address is the account address), so
        // they match the re-read account and are no longer "dirty".
        setTimeout(() => form.batch(() => EDITABLE_FIELDS.forEach((field) => form.change(field, request[field]))));
      },
      nl.common.saveFailedPrefix,
    );
  };

  const readOnly = useReadOnly();
  const showIban = () => void dispatch(showMessage(t.ibanTitle, t.ibanDialog(account.iban)));

  return (
    <Form<AccountValues> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="account-form">
          <div className="account-columns">
            <Section id="account-name" title={t.sections.name}>
              <AccountField name="firstname" autoComplete="given-name" />
              <ReadOnlyValue id="account-prefix" label={t.labels.prefix} value={account.prefix} />
              <ReadOnlyValue
                id="account-lastname"
                label={t.labels.lastname}
                value={account.lastname}
                how={t.nameChangeHow}
              />
              <AccountField name="company" autoComplete="organization" />
            </Section>
            <Section id="account-contact" title={t.sections.contact}>
              <AccountField name="mobile" inputMode="tel" autoComplete="tel" />
            </Section>
            <Section id="account-address" title={t.sections.address}>
              <AccountField name="address" autoComplete="address-line1" />
              <div className="account-row">
                <AccountField name="number" inputMode="numeric" />
                <AccountField name="numberadd" />
              </div>
              <AccountField name="zip" autoComplete="postal-code" />
              <AccountField name="city" autoComplete="address-level2" />
            </Section>
            <Section id="account-company" title={t.sections.company}>
              <AccountField name="coc" inputMode="numeric" />
              <AccountField name="voicemailEmail" type="email" hint={t.voicemailHint} />
              <p className="account-invoice-details">
                {invoiceDetailsText.linkHint} <Link to={href('/invoice-details')}>{invoiceDetailsText.link}</Link>
              </p>
            </Section>
            <nav className="card account-links" aria-label={t.login}>
              <p>
                {t.loginEmail}: <span className="account-email">{account.email}</span>
              </p>
              <Link to={href('/email-edit')} className="tap-link">
                {t.emailLink}
              </Link>
              <Link to={href('/password-edit')} className="tap-link">
                {t.passwordLink}
              </Link>
            </nav>
            <Section id="account-payment" title={t.sections.payment}>
              <p className="account-label">{t.labels.iban}</p>
              <button
                type="button"
                className="button button-secondary account-iban"
                aria-label={t.ibanButton(ibanDisplay(account.iban))}
                onClick={showIban}
              >
                {ibanDisplay(account.iban)}
              </button>
            </Section>
          </div>
          {/* Below both columns, as wide as they are: it saves every field above, not one column's. */}
          <div className="account-save">
            <FormError error={submitError} submitting={submitting} />
            {readOnly ? null : <p className="account-save-hint">{t.saveHint}</p>}
            <SubmitButton submitting={submitting}>{nl.common.save}</SubmitButton>
          </div>
        </form>
      )}
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
