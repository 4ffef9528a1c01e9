import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { useAppSelector } from '../../state/hooks';
import { emailConfirmTexts as t } from '../../text/emailConfirm';
import { nl } from '../../text/nl';
import { BrandedCard } from '../../ui/BrandedCard';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { selectSessionStatus } from '../sessionSlice';
import { useConfirmEmailMutation } from './emailConfirmApi';
import { useFragmentToken } from './fragmentToken';
import { LinkNotice } from './LinkNotice';

/**
 * '/email-confirm' (beyond requirements §2): the page behind the link mailed to a new login address.
 * Open to everyone, logged in or not (whoever reads that mailbox confirms it); the token arrives in
 * the fragment and leaves the address at once. The user confirms with a button, so a mail scanner that
 * opens the link changes nothing.
 */
export default function EmailConfirmPage() {
  const token = useFragmentToken();
  const [done, setDone] = useState<string | null>(null);
  let body;
  if (done !== null) body = <ConfirmDone message={done} />;
  else if (!token) body = <NoToken />;
  else body = <ConfirmForm token={token} onDone={setDone} />;
  return <BrandedCard title={nl.titles.emailConfirm}>{body}</BrandedCard>;
}

function ConfirmForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [confirm] = useConfirmEmailMutation();
  const onSubmit = async () => {
    const result = await confirm({ token });
    if ('error' in result) return { [FORM_ERROR]: errorMessage(result.error) };
    onDone(result.data.message);
    return undefined;
  };
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form className="link-form" aria-label={t.form} noValidate onSubmit={handleSubmit}>
          <FormError error={submitError} submitting={submitting} />
          <p>{t.intro}</p>
          <SubmitButton submitting={submitting}>{t.submit}</SubmitButton>
        </form>
      )}
    </Form>
  );
}

function ConfirmDone({ message }: { message: string }) {
  const loggedIn = useAppSelector(selectSessionStatus) === 'loggedIn';
  return (
    <LinkNotice id="email-confirm-done-title" title={t.doneTitle} takeFocus>
      <p role="status">{message}</p>
      <Link to={href(loggedIn ? '/app' : '/')} className="tap-link">
        {loggedIn ? t.toDashboard : t.toLogin}
      </Link>
    </LinkNotice>
  );
}

function NoToken() {
  return (
    <LinkNotice id="email-confirm-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
    </LinkNotice>
  );
}
