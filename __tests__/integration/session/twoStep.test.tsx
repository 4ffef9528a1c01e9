import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTimers } from '../../support/fakeTimers';
import { DEMO_PASSWORD, renderApp } from '../../support/renderApp';
import { useServer } from '../../support/server';
import { storedTokens } from '../../support/sessionSeed';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };
const EMAIL = 'tweestap@demo.test';

const server = useServer();

/** The newest login code the demo outbox holds for the two-step account. */
async function mailedCode(): Promise<string> {
  const response = await fetch(`${server.url}/api/dev/outbox`);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; body: string }> };
  const code = /Je inlogcode is: (\d{6})/.exec(messages.find((m) => m.to === EMAIL)?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }, slow), EMAIL);
  await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('textbox', { name: 'Code' }, slow);
}

describe('two-step verification by e-mail on the login page', () => {
  it('asks for the mailed code after the password; a wrong code is told, the right one logs in', async () => {
    const { user, router, store, storage } = await renderApp({ route: '/' });
    const field = await passwordStep(user);
    const heading = screen.getByRole('heading', { name: 'Code invullen' });
    await waitFor(() => expect(heading).toHaveFocus(), slow);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(store.getState().session.tokens).toBeNull();
    expect(await storedTokens(storage)).toBeNull();
    expect(screen.getByText(/Na 30 seconden kun je een nieuwe code laten sturen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe code sturen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Vul de code van 6 cijfers in.')).toBeInTheDocument();

    const code = await mailedCode();
    await user.type(field, wrongCode(code));
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const refusal = await screen.findByRole('alert', undefined, slow);
    expect(refusal).toHaveTextContent('De code is onjuist. Je kunt het nog 4 keer proberen.');
    // The message takes the focus (FormError), so a screen reader hears it and goes on to the field.
    await waitFor(() => expect(refusal).toHaveFocus(), slow);
    expect(field).toHaveValue(wrongCode(code));

    // Pasted as the mail shows it, with a space: still the code.
    await user.clear(field);
    await user.click(field);
    await user.paste(`${code.slice(0, 3)} ${code.slice(3)}`);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), slow);
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', user: { email: EMAIL } });
    expect(await storedTokens(storage)).toEqual(store.getState().session.tokens);
  });

  it('five wrong codes end the challenge: back to the password with the server’s message', async () => {
    const { user, store } = await renderApp({ route: '/' });
    const field = await passwordStep(user);
    const code = await mailedCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(field);
      await user.type(field, wrongCode(code));
      await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
      if (attempt < 5) {
        await screen.findByText(`De code is onjuist. Je kunt het nog ${5 - attempt} keer proberen.`, undefined, slow);
        await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus(), slow);
      }
    }
    expect(await screen.findByRole('form', { name: 'Inloggen' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Te veel onjuiste codes. Log opnieuw in.');
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('"Terug naar inloggen" leaves the code step', async () => {
    const { user } = await renderApp({ route: '/' });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Terug naar inloggen' }));
    expect(await screen.findByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('"Nieuwe code sturen" shows after 30 seconds; the server counts the 30 seconds itself', async () => {
    fakeTimers(['setTimeout']);
    try {
      const { store } = await renderApp({ route: '/' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await passwordStep(user);
      const first = await mailedCode();
      expect(screen.queryByRole('button', { name: 'Nieuwe code sturen' })).not.toBeInTheDocument();
      jest.advanceTimersByTime(29_000);
      expect(screen.queryByRole('button', { name: 'Nieuwe code sturen' })).not.toBeInTheDocument();
      jest.advanceTimersByTime(1_000);
      const resend = await screen.findByRole('button', { name: 'Nieuwe code sturen' });
      // This server's clock has not moved 30 seconds: it refuses, and the page says so politely.
      await user.click(resend);
      expect(await screen.findByRole('status', undefined, slow)).toHaveTextContent(
        'Wacht even voordat je een nieuwe code aanvraagt.',
      );
      expect(store.getState().session.status).toBe('loggedOut');
      expect(first).toMatch(/^\d{6}$/);
    } finally {
      jest.useRealTimers();
    }
  });
});
