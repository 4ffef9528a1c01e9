import { type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import type { Account } from '../../api/contract';
import { useAppDispatch } from '../../state/hooks';
import { accountText as t } from '../../text/account';
import { nl } from '../../text/nl';
import { showMessage } from '../../ui/dialogs';
import { afterSave } from '../../ui/form/afterSave';
import { CurrentPasswordField } from '../../ui/form/CurrentPasswordField';
import { FormError } from '../../ui/form/FormError';
import { submitReportingInvalid } from '../../ui/form/invalidForm';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { ReadFailedNotice } from '../../ui/ReadFailedNotice';
import { changedEmail } from '../../validation/accountRules';
import { useGetAccountQuery, useSaveAccountMutation } from './accountApi';
import { accountValues, saveRequest } from './accountView';
import './account.css';

interface EmailValues {
  email?: string;
  currentPassword?: string;
}

/**
 * '/email-edit' ('E-mailadres'): the login address first, then the form that changes it; the change goes
 * with the whole account through POST /account (requirements §7). The new address takes effect once its
 * owner opens the link mailed to it ('/email-confirm').
 */
export default function EmailEditPage() {
  const { currentData, isError, refetch } = useGetAccountQuery();
  if (currentData) return <EmailForm account={currentData} />;
  if (isError) return <ReadFailedNotice onRetry={() => void refetch()} />;
  return <div className="card email-skeleton" aria-busy="true" />;
}

function EmailForm({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const [save] = useSaveAccountMutation();

  const onSubmit = async (values: EmailValues, form: FormApi<EmailValues>) => {
    const email = (values.email ?? '').trim();
    // The stored personal data goes along unchanged; only the address changes.
    // The server asks for the current password before it changes the login address.
    const currentPassword = values.currentPassword ?? '';
    const result = await save(saveRequest(account, accountValues(account), { email, currentPassword }));
    return afterSave(dispatch, result, () => {
      void dispatch(showMessage(nl.common.done, t.emailLinkSent(email)));
      setTimeout(() => form.restart());
    });
  };

  return (
    <>
      <section className="card" aria-labelledby="email-current">
        <h2 id="email-current" className="email-heading">
          {t.currentEmail}
        </h2>
        <p className="email-current account-email">{account.email}</p>
        <p className="email-use">{t.emailUse}</p>
      </section>
      <Form<EmailValues> onSubmit={onSubmit}>
        {({ handleSubmit, form, submitting, submitError }) => (
          <form
            className="card"
            onSubmit={submitReportingInvalid(handleSubmit, form, dispatch)}
            noValidate
            aria-labelledby="email-change"
          >
            <h2 id="email-change" className="email-heading">
              {t.changeEmail}
            </h2>
            <TextField
              name="email"
              label={t.newEmail}
              type="email"
              autoComplete="email"
              validate={changedEmail}
              hint={t.emailHint}
            />
            <CurrentPasswordField label={t.currentPassword} hint={t.emailPasswordHint} />
            <FormError error={submitError} submitting={submitting} />
            <SubmitButton submitting={submitting}>{t.emailSubmit}</SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}
