import { href } from '../../routing/href';
import { useAppSelector } from '../../state/hooks';
import { emailConfirmTexts as t } from '../../text/emailConfirm';
import { nl } from '../../text/nl';
import { BrandedCard } from '../../ui/BrandedCard';
import { selectSessionStatus } from '../sessionSlice';
import { useConfirmEmailMutation } from './emailConfirmApi';
import { LinkDoneNotice, LinkNotice } from './LinkNotice';
import { MailedLinkButtonForm, useMailedLinkButton } from './MailedLinkButton';

/**
 * '/email-confirm' (beyond requirements §2): the page behind the link mailed to a new login address.
 * Open to everyone, logged in or not (whoever reads that mailbox confirms it); the token arrives in
 * the fragment and leaves the address at once. The user confirms with a button, so a mail scanner that
 * opens the link changes nothing.
 */
export default function EmailConfirmPage() {
  const [confirm] = useConfirmEmailMutation();
  const link = useMailedLinkButton(confirm);
  let body;
  if (link.step === 'done') body = <ConfirmDone message={link.message} />;
  else if (link.step === 'noToken') body = <NoToken />;
  else body = <MailedLinkButtonForm texts={t} onSubmit={link.submit} />;
  return <BrandedCard title={nl.titles.emailConfirm}>{body}</BrandedCard>;
}

function ConfirmDone({ message }: { message: string }) {
  const loggedIn = useAppSelector(selectSessionStatus) === 'loggedIn';
  return (
    <LinkDoneNotice
      id="email-confirm-done-title"
      title={t.doneTitle}
      message={message}
      to={href(loggedIn ? '/app' : '/')}
      linkText={loggedIn ? t.toDashboard : t.toLogin}
    />
  );
}

function NoToken() {
  return (
    <LinkNotice id="email-confirm-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
    </LinkNotice>
  );
}
