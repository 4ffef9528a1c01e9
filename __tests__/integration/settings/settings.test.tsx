import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { mailedSetupCode } from '../../support/mailedCode';
import { renderApp } from '../../support/renderApp';
import { logRequests, watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';

const server = useServer();
// The switches start as seeded in every test; some tests flip them.

const toggle = (name: string) => screen.findByRole('switch', { name });
const OVERLAY = 'Bezig met opslaan van jouw gegevens';

describe('configuration against the reference server', () => {
  it('admin: three switches with the stored state, read once', async () => {
    const log = logRequests();
    await renderApp({ route: '/settings', account: 'admin@demo.test' });
    expect(await toggle('Individueel nummer wisselen')).not.toBeChecked();
    expect(await toggle('Tweestapsverificatie')).not.toBeChecked();
    expect(await toggle('Nieuwsbrief')).toBeChecked();
    expect(log.count('GET /settings')).toBe(1);
  });

  it.each([
    ['Individueel nummer wisselen', 'individual-number-switch', true],
    ['Tweestapsverificatie', 'two-step-verification', true],
    ['Nieuwsbrief', 'newsletter', false],
  ] as const)('saves %s at once with its own action, and the server keeps it', async (name, _action, nowOn) => {
    const log = logRequests();
    const { user, unmount, storage } = await renderApp({ route: '/settings', account: 'admin@demo.test' });
    const overlay = watchForText(OVERLAY);
    await user.click(await toggle(name));
    if (name === 'Tweestapsverificatie') {
      // On only with the code mailed to the login address, typed back under the switch
      // (docs/decisions/0110-required-two-step-holds.md).
      const form = await screen.findByRole('form', { name: 'Code per e-mail aanzetten' });
      expect(form).toHaveTextContent('We hebben een code van 6 cijfers gestuurd naar admin@demo.test.');
      expect(await toggle(name)).not.toBeChecked();
      await user.type(
        within(form).getByRole('textbox', { name: 'Code uit de e-mail' }),
        await mailedSetupCode(server.url, 'admin@demo.test'),
      );
      await user.click(within(form).getByRole('button', { name: 'Aanzetten' }));
      const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
      expect(done).toHaveTextContent('Tweestapsverificatie per e-mail staat aan');
      await user.click(within(done).getByRole('button', { name: 'OK' }));
      expect(log.count('POST /security/email-codes')).toBe(1);
      expect(log.count('POST /settings')).toBe(0);
    } else expect(log.count('POST /settings')).toBe(1);
    if (nowOn) expect(await toggle(name)).toBeChecked();
    else expect(await toggle(name)).not.toBeChecked();
    await waitFor(() => expect(screen.queryByText(OVERLAY)).not.toBeInTheDocument());
    expect(overlay.seen()).toBe(true);
    unmount();

    // Reopened as after a reload: the session is refreshed (a refresh never asks for a code).
    const reopened = await renderApp({ route: '/settings', storage });
    await waitFor(async () => {
      if (nowOn) expect(await toggle(name)).toBeChecked();
      else expect(await toggle(name)).not.toBeChecked();
    });
    // Two-step verification back off, so the next tests' logins get their token set at once.
    // Off asks for the current password first; nothing is sent until it is given.
    if (name === 'Tweestapsverificatie') {
      await reopened.user.click(await toggle(name));
      const form = await screen.findByRole('form', { name: 'Tweestapsverificatie uitzetten' });
      expect(await toggle(name)).toBeChecked();
      expect(log.count('POST /settings')).toBe(0);
      await reopened.user.click(within(form).getByRole('button', { name: 'Uitzetten' }));
      expect(await within(form).findByText('Veld is verplicht')).toBeInTheDocument();
      await reopened.user.type(within(form).getByLabelText('Huidig wachtwoord', { selector: 'input' }), 'Verkeerd12');
      await reopened.user.click(within(form).getByRole('button', { name: 'Uitzetten' }));
      const failed = await screen.findByRole('alertdialog', { name: 'Fout' });
      expect(failed).toHaveTextContent('Het huidige wachtwoord is onjuist.');
      await reopened.user.click(within(failed).getByRole('button', { name: 'OK' }));
      await waitFor(async () => expect(await toggle(name)).toBeChecked());
      // What was typed stays after the refusal.
      const again = await screen.findByRole('form', { name: 'Tweestapsverificatie uitzetten' });
      const field = within(again).getByLabelText('Huidig wachtwoord', { selector: 'input' });
      expect(field).toHaveValue('Verkeerd12');
      await reopened.user.clear(field);
      await reopened.user.type(field, 'Welkom123');
      await reopened.user.click(within(again).getByRole('button', { name: 'Uitzetten' }));
      await waitFor(async () => expect(await toggle(name)).not.toBeChecked());
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Tweestapsverificatie uitzetten' })).not.toBeInTheDocument(),
      );
      expect(log.count('POST /settings')).toBe(2);
    }
  });

  it('flips a switch back and shows the server message when saving fails', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/settings', account: 'admin@demo.test' });
    const newsletter = await toggle('Nieuwsbrief');
    const before = (newsletter as HTMLInputElement).checked;
    log.fail('POST /settings', 500, { message: 'Instelling kon niet worden opgeslagen.' });
    await user.click(newsletter);
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Instelling kon niet worden opgeslagen.',
    );
    expect(((await toggle('Nieuwsbrief')) as HTMLInputElement).checked).toBe(before);
  });

  it('shows the app version and release notes linking to support', async () => {
    const { user, router } = await renderApp({ route: '/settings', account: 'admin@demo.test' });
    expect(await screen.findByText(`Versie ${getConfig().appVersion}`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ondersteuning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
  });

  it('admin: opens from the Configuratie row of the dashboard', async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /Configuratie/ }));
    expect(await toggle('Nieuwsbrief')).toBeInTheDocument();
  });

  it("'Weergave' shows the chosen colours at once, keeps them in this browser and logs the choice", async () => {
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
    const { user, unmount, store } = await renderApp({ route: '/settings', account: 'admin@demo.test' });
    const choices = await screen.findByRole('group', { name: 'Weergave' });
    expect(within(choices).getByRole('radio', { name: 'Systeem' })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: 'Donker' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(store.getState().ui.theme).toBe('dark');
    unmount();
    await renderApp({ route: '/settings', account: 'admin@demo.test' });
    const again = await screen.findByRole('group', { name: 'Weergave' });
    expect(within(again).getByRole('radio', { name: 'Donker' })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'Systeem' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('portal.theme')).toBeNull();
  });
});
