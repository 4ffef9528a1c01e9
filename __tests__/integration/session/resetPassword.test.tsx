import { screen, waitFor } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { askForLinkOnPage } from '../../support/forgotPasswordPage';
import { renderApp } from '../../support/renderApp';
import { watchForText } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer();

const NEW_PASSWORD = 'NieuwWachtwoord1';
const INCOMPLETE = /Deze link is onvolledig of verlopen/;
const DONE = 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.';

interface Mail {
  id: number;
  to: string;
  body: string;
}

async function outbox(): Promise<Mail[]> {
  const response = await fetch(`${getConfig().apiBaseUrl}/dev/outbox`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/**
 * Waits for a password mail to `email` newer than `afterId` and returns its link as the portal's
 * address: path and fragment, e.g. '/reset-password#token=…'.
 */
async function mailedLink(email: string, afterId: number): Promise<string> {
  const mail = await waitFor(async () => {
    const found = (await outbox()).find((message) => message.to === email && message.id > afterId);
    if (!found) throw new Error(`no new mail to ${email} yet`);
    return found;
  }, slow);
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_%-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no password link in the mail: ${mail.body}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

const lastMailId = async () => Math.max(0, ...(await outbox()).map((message) => message.id));

/** Asks for a password link over HTTP (not through the page) and returns it. */
async function requestLink(email: string): Promise<string> {
  const after = await lastMailId();
  expect((await postJson('/auth/forgot-password', { email })).status).toBe(200);
  return mailedLink(email, after);
}

const passwordField = () => screen.findByLabelText('Nieuw wachtwoord', { selector: 'input' }, slow);
const repeatField = () => screen.getByLabelText('Herhaal wachtwoord', { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Wachtwoord opslaan' });

describe('reset password (the page behind the mail link)', () => {
  it('takes the token out of the address, checks the fields, saves, and the new password logs in', async () => {
    // Ask for the link as a user does, on the forgot-password page.
    const after = await lastMailId();
    const forgot = await askForLinkOnPage('prepaid@demo.test');
    forgot.unmount();
    const link = await mailedLink('prepaid@demo.test', after);
    expect(link).toMatch(/^\/reset-password#token=./);

    const { user, router } = await renderApp({ route: link });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
    // The fragment leaves the address (the browser's and the router's); the path stays.
    await waitFor(() => expect(window.location.hash).toBe(''), slow);
    await waitFor(() => expect(router.state.location.hash).toBe(''), slow);
    expect(window.location.href).not.toContain('token');
    expect(router.state.location.pathname).toBe('/reset-password');

    await user.click(saveButton());
    expect(await screen.findAllByText('Veld is verplicht', undefined, slow)).toHaveLength(2);
    await user.type(await passwordField(), 'abcdefg');
    await user.click(saveButton());
    expect(
      await screen.findByText('Een nieuw wachtwoord moet minimaal 8 karakters bevatten.', undefined, slow),
    ).toBeInTheDocument();
    expect(await passwordField()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(await passwordField());
    await user.type(await passwordField(), NEW_PASSWORD);
    await user.type(repeatField(), `${NEW_PASSWORD}x`);
    await user.tab();
    expect(await screen.findByText('De wachtwoorden komen niet overeen.', undefined, slow)).toBeInTheDocument();
    expect(repeatField()).toHaveAttribute('aria-invalid', 'true');

    // Enter in the field submits; the save overlay covers the page while the server works.
    await user.clear(repeatField());
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.type(repeatField(), `${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByText(DONE, undefined, slow)).toHaveAttribute('role', 'status');
    expect(overlay.seen()).toBe(true);
    await waitFor(
      () => expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument(),
      slow,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Wachtwoord gewijzigd' })).toHaveFocus());
    expect(screen.queryByLabelText('Nieuw wachtwoord', { selector: 'input' })).not.toBeInTheDocument();

    // The old password is gone, the new one logs in through the login page.
    expect((await postJson('/auth/token', { email: 'prepaid@demo.test', password: 'Welkom123' })).status).toBe(401);
    await user.click(screen.getByRole('link', { name: 'Naar inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }, slow), 'prepaid@demo.test');
    await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), `${NEW_PASSWORD}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), slow);
  });

  it('shows the server’s message above the form for a used link, and keeps what was typed', async () => {
    const link = await requestLink('prepaid@demo.test');
    const token = decodeURIComponent(link.replace(/^.*#token=/, ''));
    expect((await postJson('/auth/reset-password', { token, password: 'EersteKeer1' })).status).toBe(200);
    const refused = await postJson('/auth/reset-password', { token, password: 'TweedeKeer2' });
    expect(refused.status).toBe(400);
    const message = (refused.body as { message: string }).message;
    expect(message).toBe('De link om je wachtwoord te wijzigen is ongeldig of verlopen.');

    const { user } = await renderApp({ route: link });
    await user.type(await passwordField(), 'TweedeKeer2');
    await user.type(repeatField(), 'TweedeKeer2');
    await user.click(saveButton());
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert.compareDocumentPosition(await passwordField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await passwordField()).toHaveValue('TweedeKeer2');
    expect(repeatField()).toHaveValue('TweedeKeer2');
    expect(screen.queryByText(DONE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the server’s message for a link whose token is unknown', async () => {
    const { user } = await renderApp({ route: '/reset-password#token=onbekend-token' });
    await user.type(await passwordField(), 'Geheim123');
    await user.type(repeatField(), 'Geheim123{Enter}');
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(
      'De link om je wachtwoord te wijzigen is ongeldig of verlopen.',
    );
    expect(await passwordField()).toHaveValue('Geheim123');
  });

  it.each(['/reset-password', '/reset-password#token=', '/reset-password#iets-anders'])(
    'without a token (%s) it says the link is incomplete and offers a new one',
    async (route) => {
      const { user, router } = await renderApp({ route });
      expect(await screen.findByText(INCOMPLETE, undefined, slow)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Link onvolledig' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Wachtwoord opslaan' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'), slow);
      expect(await screen.findByRole('button', { name: 'Stuur mij de link' }, slow)).toBeInTheDocument();
    },
  );

  it('ends a session open in this browser, so that “Naar inloggen” shows the login form', async () => {
    const link = await requestLink('opgezegd@demo.test');
    const { user, router } = await renderApp({ route: link, account: 'opgezegd@demo.test' });
    await user.type(await passwordField(), NEW_PASSWORD);
    await user.type(repeatField(), `${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByText(DONE, undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Naar inloggen' }));
    expect(await screen.findByRole('textbox', { name: 'E-mailadres' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
