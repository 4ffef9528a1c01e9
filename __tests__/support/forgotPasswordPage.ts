import { screen } from '@testing-library/react';
import { renderApp, type RenderedApp } from './renderApp';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

/** What '/forgot-password' confirms once the link was asked for (requirements §2, Forgot password). */
export const LINK_SENT = 'Er is een e-mail verstuurd met de gegevens om je wachtwoord te wijzigen.';

/** Asks for a password link to `email` on '/forgot-password' as a user does, and waits for the confirmation. */
export async function askForLinkOnPage(email: string): Promise<RenderedApp> {
  const app = await renderApp({ route: '/forgot-password' });
  await app.user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }, slow), email);
  await app.user.click(screen.getByRole('button', { name: 'Stuur mij de link' }));
  expect(await screen.findByText(LINK_SENT, undefined, slow)).toBeInTheDocument();
  return app;
}
