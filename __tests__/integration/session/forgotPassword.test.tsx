import { screen, waitFor } from '@testing-library/react';
import { askForLinkOnPage, LINK_SENT } from '../../support/forgotPasswordPage';
import { renderApp } from '../../support/renderApp';
import { postJson, useServer } from '../../support/server';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer({ RATE_LIMIT_ADDRESS_FAILURES: '2' });

const emailField = () => screen.findByRole('textbox', { name: 'E-mailadres' }, slow);
const sendButton = () => screen.getByRole('button', { name: 'Stuur mij de link' });

describe('forgot password', () => {
  it('checks the address: required, 5 to 100 characters, valid', async () => {
    const { user } = await renderApp({ route: '/forgot-password' });
    await user.click(await waitFor(sendButton, slow));
    expect(await screen.findByText('Veld is verplicht', undefined, slow)).toBeInTheDocument();
    await user.type(await emailField(), 'a@b.');
    expect(await screen.findByText('E-mail moet minimaal 5 karakters bevatten.', undefined, slow)).toBeInTheDocument();
    await user.type(await emailField(), 'x');
    expect(await screen.findByText('Ongeldige e-mail', undefined, slow)).toBeInTheDocument();
    await user.clear(await emailField());
    await user.click(await emailField());
    await user.paste(`${'a'.repeat(95)}@demo.test`);
    expect(await screen.findByText('E-mail mag maximaal 100 karakters bevatten.', undefined, slow)).toBeInTheDocument();
  });

  it('confirms that a link was sent and leads back to login', async () => {
    const { user, router } = await askForLinkOnPage('prepaid@demo.test');
    await user.click(screen.getByRole('link', { name: 'Terug naar inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });

  it('shows the server’s message above the form when the server refuses, and keeps the e-mail', async () => {
    // This server allows 2 requests per address: the third is refused with a Dutch message.
    for (let n = 0; n < 2; n += 1)
      expect((await postJson('/auth/forgot-password', { email: 'opgezegd@demo.test' })).status).toBe(200);
    const refused = await postJson('/auth/forgot-password', { email: 'opgezegd@demo.test' });
    expect(refused.status).toBe(429);

    const { user } = await renderApp({ route: '/forgot-password' });
    await user.type(await emailField(), 'opgezegd@demo.test');
    await user.click(sendButton());
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(
      (refused.body as { message: string }).message,
    );
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('opgezegd@demo.test');
    expect(screen.queryByText(LINK_SENT)).not.toBeInTheDocument();
  });
});
