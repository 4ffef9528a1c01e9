import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { MessageBody } from '../../api/contract';
import { errorMessage } from '../../api/errors';
import type { SaveResult } from '../../ui/form/afterSave';
import { FormError } from '../../ui/form/FormError';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useFragmentToken } from './fragmentToken';

/** The call a mailed link's button makes: the link's token goes to the server, its message comes back. */
export type SendLinkToken = (body: { token: string }) => PromiseLike<SaveResult<MessageBody>>;

/** Where a page behind a mailed link stands: done (with the server's message), without a token, or asking. */
export type MailedLinkStep =
  | { step: 'done'; message: string }
  | { step: 'noToken' }
  | { step: 'ask'; submit: () => Promise<SubmissionErrors | undefined> };

/**
 * The flow of a page behind a mailed link that acts with one button ('/activate', '/email-confirm'):
 * the token from the fragment, then the button sends it. The user has to press it, so a mail scanner
 * that opens the link changes nothing. A refusal stays on the form as its error.
 */
export function useMailedLinkButton(send: SendLinkToken): MailedLinkStep {
  const token = useFragmentToken();
  const [done, setDone] = useState<string | null>(null);
  if (done !== null) return { step: 'done', message: done };
  if (!token) return { step: 'noToken' };
  const submit = async () => {
    const result = await send({ token });
    if (result.error) return { [FORM_ERROR]: errorMessage(result.error) };
    setDone(result.data.message);
    return undefined;
  };
  return { step: 'ask', submit };
}

/** The one-button form of such a page: its name, what pressing does, the button and a refusal. */
export function MailedLinkButtonForm({
  texts,
  onSubmit,
}: {
  texts: { form: string; intro: string; submit: string };
  onSubmit: () => Promise<SubmissionErrors | undefined>;
}) {
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit, submitError, submitting }) => (
        <form className="link-form" aria-label={texts.form} noValidate onSubmit={handleSubmit}>
          <FormError error={submitError} submitting={submitting} />
          <p>{texts.intro}</p>
          <SubmitButton submitting={submitting}>{texts.submit}</SubmitButton>
        </form>
      )}
    </Form>
  );
}
