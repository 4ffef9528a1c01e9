import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { watchForText } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';
import { storedTokens } from '../../support/sessionSeed';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer();

const emailField = () => screen.findByRole('textbox', { name: 'E-mailadres' }, slow);
const passwordField = () => screen.getByLabelText('Wachtwoord', { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('login page', () => {
  it('says per field what is wrong, in the spec’s words, without calling the server', async () => {
    const calls = jest.spyOn(globalThis, 'fetch');
    const { user } = await renderApp({ route: '/' });
    await user.click(await waitFor(loginButton, slow));
    expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2);

    await user.type(await emailField(), 'a@b');
    expect(await screen.findByText('E-mail moet minimaal 4 karakters bevatten.', undefined, slow)).toBeInTheDocument();
    await user.clear(await emailField());
    await user.type(await emailField(), 'admin.demo.test');
    expect(await screen.findByText('Ongeldige e-mail', undefined, slow)).toBeInTheDocument();
    await user.type(passwordField(), 'abcd');
    await user.click(loginButton());
    expect(
      await screen.findByText('Wachtwoord moet minimaal 5 karakters bevatten.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Bezig met/)).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    calls.mockRestore();
  });

  it('shows the server’s messages, joined, above the form for a wrong password and keeps the e-mail', async () => {
    const refused = await postJson('/auth/token', { email: 'prepaid@demo.test', password: 'Verkeerd123' });
    expect(refused.status).toBe(401);
    const expected = Object.values((refused.body as { message: Record<string, string> }).message).join(' ');

    const { user, router, storage } = await renderApp({ route: '/' });
    await user.type(await emailField(), 'prepaid@demo.test');
    await user.type(passwordField(), 'Verkeerd123');
    await user.click(loginButton());

    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent(expected);
    expect(
      alert.compareDocumentPosition(screen.getByRole('textbox', { name: 'E-mailadres' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('prepaid@demo.test');
    expect(router.state.location.pathname).toBe('/');
    expect(await storedTokens(storage)).toBeNull();
  });

  it('logs in with Enter: overlay, tokens stored, config loaded, then the dashboard at /app', async () => {
    const { user, router, store, storage } = await renderApp({ route: '/' });
    await user.type(await emailField(), 'admin@demo.test');
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.type(passwordField(), 'Welkom123{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), slow);
    expect(overlay.seen()).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' }, slow)).toBeInTheDocument();
    expect(store.getState().session.user).toMatchObject({ email: 'admin@demo.test', isAdmin: true });
    await waitFor(async () => expect(await storedTokens(storage)).toEqual(store.getState().session.tokens), slow);
    await waitFor(
      () => expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument(),
      slow,
    );
  });

  it('leads to the forgot-password page', async () => {
    const { user, router } = await renderApp({ route: '/' });
    await user.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'), slow);
    expect(
      await within(screen.getByRole('main')).findByRole('button', { name: 'Stuur mij de link' }, slow),
    ).toBeInTheDocument();
  });
});
