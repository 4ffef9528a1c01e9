import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { href } from '../../routing/href';
import { activateTexts as t } from '../../text/activate';
import { nl } from '../../text/nl';
import { BrandedCard } from '../../ui/BrandedCard';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useActivateExtraUserMutation } from './activateApi';
import { useFragmentToken } from './fragmentToken';
import { LinkNotice } from './LinkNotice';

/**
 * '/activate' (beyond requirements §2): the page behind the link mailed to a new extra user's address
 * (docs/decisions/0114-extra-user-login-after-its-address-confirms.md). Open to everyone: whoever reads
 * that mailbox activates the login. The token arrives in the fragment and leaves the address at once;
 * the user activates with a button, so a mail scanner that opens the link makes nothing.
 */
export default function ActivatePage() {
  const token = useFragmentToken();
  const [done, setDone] = useState<string | null>(null);
  let body;
  if (done !== null) body = <ActivateDone message={done} />;
  else if (!token) body = <NoToken />;
  else body = <ActivateForm token={token} onDone={setDone} />;
  return <BrandedCard title={nl.titles.activate}>{body}</BrandedCard>;
}

function ActivateForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [activate] = useActivateExtraUserMutation();
  const onSubmit = async () => {
    const result = await activate({ token });
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

function ActivateDone({ message }: { message: string }) {
  return (
    <LinkNotice id="activate-done-title" title={t.doneTitle} takeFocus>
      <p role="status">{message}</p>
      <Link to={href('/')} className="tap-link">
        {t.toLogin}
      </Link>
    </LinkNotice>
  );
}

function NoToken() {
  return (
    <LinkNotice id="activate-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
    </LinkNotice>
  );
}
