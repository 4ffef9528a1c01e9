import { act, screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

/**
 * The e-mail page against the reference server: a new address is used only once its owner opens the
 * link mailed to it ('/email-confirm'); until then the login and the dashboard keep the old one.
 */
useServer();

const slow = { timeout: 10_000 };
const password = (name: string) => screen.getByLabelText(name);
const linkSent = (address: string) =>
  `We hebben een bevestigingslink gestuurd naar ${address}. Je e-mailadres wordt pas gewijzigd als je die link ` +
  'opent; tot dan log je in met je huidige e-mailadres.';

interface Mail {
  to: string;
  subject: string;
  body: string;
}

async function outbox(): Promise<Mail[]> {
  const response = await fetch(`${getConfig().apiBaseUrl}/dev/outbox`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The confirmation link mailed to `to`, as the portal's address ('/email-confirm#token=…'). */
async function mailedLink(to: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === to && m.subject === 'Bevestig je nieuwe e-mailadres');
  const link = /https?:\/\/\S+\/email-confirm#token=[A-Za-z0-9_%-]+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

async function askChange(address: string) {
  const rendered = await renderApp({ route: '/email-edit', account: 'wijzig@demo.test' });
  await rendered.user.type(await screen.findByRole('textbox', { name: 'Nieuw e-mailadres' }), address);
  await rendered.user.type(password('Huidig wachtwoord'), 'Welkom123');
  await rendered.user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
  return rendered;
}

describe('e-mail change against the reference server', () => {
  it("'E-mailadres' shows the login address first, then the form that changes it", async () => {
    await renderApp({ route: '/email-edit', account: 'wijzig@demo.test' });
    const current = await screen.findByRole('region', { name: 'Je e-mailadres' });
    expect(current).toHaveTextContent('wijzig@demo.test');
    expect(current).toHaveTextContent('Hiermee log je in.');
    const change = screen.getByRole('form', { name: 'E-mailadres wijzigen' });
    expect(current.compareDocumentPosition(change) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(change).getByRole('textbox', { name: 'Nieuw e-mailadres' })).toHaveValue('');
  });

  it("refuses an invalid address with 'Het ingevulde e-mail adres is niet correct'", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/email-edit', account: 'wijzig@demo.test' });
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw e-mailadres' }), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Het ingevulde e-mail adres is niet correct')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' })).toHaveValue('geen-adres');
    expect(log.count('POST /account')).toBe(0);
  });

  it('refuses an address of look-alike letters on the page, before anything is sent', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/email-edit', account: 'wijzig@demo.test' });
    // 'wijzig' with a Cyrillic 'і': another address that reads as this one.
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw e-mailadres' }), 'wіjzig@demo.nl');
    await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Fout' })).getByRole('button'));
    expect(
      await screen.findByText(/Gebruik een e-mailadres met alleen de letters a-z, cijfers en/),
    ).toBeInTheDocument();
    expect(log.count('POST /account')).toBe(0);
  });

  it('asks for the current password, and a wrong one keeps the address on the page', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/email-edit', account: 'wijzig@demo.test' });
    expect(await screen.findByText(/We sturen een bevestigingslink naar dit adres/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw e-mailadres' }), 'nieuw@demo.test');
    await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    expect(log.count('POST /account')).toBe(0);
    await user.type(password('Huidig wachtwoord'), 'Verkeerd12');
    await user.click(screen.getByRole('button', { name: 'E-mailadres wijzigen' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(failed).toHaveTextContent('Het huidige wachtwoord is onjuist.');
    expect(screen.getByRole('textbox', { name: 'Nieuw e-mailadres' })).toHaveValue('nieuw@demo.test');
    expect((await postJson('/auth/token', { email: 'wijzig@demo.test', password: 'Welkom123' })).status).toBe(200);
  });

  it('answers an address of another account as a free one: the same words, and nothing changes', async () => {
    await askChange('ander@demo.test');
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent(linkSent('ander@demo.test'));
    expect(done).not.toHaveTextContent(/Anna|Boer|200001/);
    expect((await postJson('/auth/token', { email: 'wijzig@demo.test', password: 'Welkom123' })).status).toBe(200);
  });

  it("'Voltooid' says a link was sent; the address changes once the link is opened and confirmed", async () => {
    const { user, router } = await askChange('nieuw@demo.test');
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent(linkSent('nieuw@demo.test'));
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    // Nothing has changed yet: the dashboard and the login keep the old address.
    await act(() => router.navigate('/app'));
    expect(await screen.findByText('wijzig@demo.test', undefined, slow)).toBeInTheDocument();
    expect((await postJson('/auth/token', { email: 'nieuw@demo.test', password: 'Welkom123' })).status).toBe(401);

    // The owner of the new address opens the link, here in the same browser, logged in.
    const link = await mailedLink('nieuw@demo.test');
    await act(() => router.navigate(link));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mailadres bevestigen' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(''), slow);
    expect(router.state.location.pathname).toBe('/email-confirm');
    await user.click(screen.getByRole('button', { name: 'E-mailadres bevestigen' }));
    expect(
      await screen.findByText('Je e-mailadres is gewijzigd in nieuw@demo.test. Log voortaan in met dit adres.'),
    ).toHaveAttribute('role', 'status');
    // The heading takes the focus in an effect after the text shows.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'E-mailadres gewijzigd' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Naar het overzicht' }));
    await waitFor(() => expect(screen.getByText('nieuw@demo.test')).toBeInTheDocument(), slow);
    expect(screen.queryByText('wijzig@demo.test')).not.toBeInTheDocument();
    expect((await postJson('/auth/token', { email: 'nieuw@demo.test', password: 'Welkom123' })).status).toBe(200);
  });

  it('a used or broken link says so in Dutch; no link at all says it is incomplete', async () => {
    const { user, router, unmount } = await renderApp({ route: '/email-confirm#token=geen-geldige-link' });
    await user.click(await screen.findByRole('button', { name: 'E-mailadres bevestigen' }, slow));
    expect(
      await screen.findByText(
        'Deze link is ongeldig, verlopen of al gebruikt. Vraag de wijziging van je e-mailadres opnieuw aan.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-confirm');
    unmount();
    await renderApp({ route: '/email-confirm' });
    expect(await screen.findByRole('heading', { name: 'Link onvolledig' }, slow)).toBeInTheDocument();
  });
});
