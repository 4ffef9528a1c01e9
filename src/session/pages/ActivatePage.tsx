import { href } from '../../routing/href';
import { activateTexts as t } from '../../text/activate';
import { nl } from '../../text/nl';
import { BrandedCard } from '../../ui/BrandedCard';
import { useActivateExtraUserMutation } from './activateApi';
import { LinkDoneNotice, LinkNotice } from './LinkNotice';
import { MailedLinkButtonForm, useMailedLinkButton } from './MailedLinkButton';

/**
 * '/activate' (beyond requirements §2): the page behind the link mailed to a new extra user's address
 * (docs/decisions/0114-extra-user-login-after-its-address-confirms.md). Open to everyone: whoever reads
 * that mailbox activates the login. The token arrives in the fragment and leaves the address at once;
 * the user activates with a button, so a mail scanner that opens the link makes nothing.
 */
export default function ActivatePage() {
  const [activate] = useActivateExtraUserMutation();
  const link = useMailedLinkButton(activate);
  let body;
  if (link.step === 'done')
    body = (
      <LinkDoneNotice
        id="activate-done-title"
        title={t.doneTitle}
        message={link.message}
        to={href('/')}
        linkText={t.toLogin}
      />
    );
  else if (link.step === 'noToken') body = <NoToken />;
  else body = <MailedLinkButtonForm texts={t} onSubmit={link.submit} />;
  return <BrandedCard title={nl.titles.activate}>{body}</BrandedCard>;
}

function NoToken() {
  return (
    <LinkNotice id="activate-no-token-title" title={t.noTokenTitle}>
      <p>{t.noToken}</p>
    </LinkNotice>
  );
}
