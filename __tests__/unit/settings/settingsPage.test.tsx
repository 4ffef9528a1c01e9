import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { deferred, FakeApi, renderWithFakeApi, type FakeReply } from '../../support/fakeApi';

const toggle = (name: string) => screen.findByRole('switch', { name });

describe('settings page', () => {
  it('shows the three toggles as switches with their stored state', async () => {
    const api = new FakeApi();
    await renderWithFakeApi('/settings', api);
    expect(await toggle('Individueel nummer wisselen')).not.toBeChecked();
    expect(await toggle('Tweestapsverificatie')).toBeChecked();
    expect(await toggle('Tweestapsverificatie')).toHaveAccessibleDescription(/e-mail/);
    expect(await toggle('Nieuwsbrief')).not.toBeChecked();
    expect(api.count('GET /settings')).toBe(1);
  });

  it.each([
    ['Individueel nummer wisselen', 'individual-number-switch', 1],
    ['Tweestapsverificatie', 'two-step-verification', 0],
    ['Nieuwsbrief', 'newsletter', 1],
  ] as const)('saves %s at once with its own action', async (name, action, value) => {
    const api = new FakeApi();
    const reply = deferred<FakeReply>();
    api.overrides.set('POST /settings', () => reply.promise);
    const { user } = await renderWithFakeApi('/settings', api);
    await user.click(await toggle(name));
    // Two-step verification off asks for the current password first.
    const off = action === 'two-step-verification';
    if (off) {
      const form = await screen.findByRole('form', { name: 'Tweestapsverificatie uitzetten' });
      await user.type(within(form).getByLabelText('Huidig wachtwoord', { selector: 'input' }), 'Welkom123');
      await user.click(within(form).getByRole('button', { name: 'Uitzetten' }));
    }
    expect(await screen.findByText('Bezig met opslaan van jouw gegevens')).toBeInTheDocument();
    if (value === 1) expect(await toggle(name)).toBeChecked();
    else expect(await toggle(name)).not.toBeChecked();
    expect(api.calls.filter((entry) => entry.call === 'POST /settings').map((entry) => entry.body)).toEqual([
      off ? { action, toggle: value, currentPassword: 'Welkom123' } : { action, toggle: value },
    ]);
    reply.resolve({ status: 200, body: { message: 'ok' } });
    await waitFor(() => expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument());
  });

  it('flips the toggle back and shows the server message when saving fails', async () => {
    const api = new FakeApi();
    api.overrides.set('POST /settings', () => ({
      status: 400,
      body: { message: 'Instelling kon niet worden gewijzigd.' },
    }));
    const { user } = await renderWithFakeApi('/settings', api);
    const newsletter = await toggle('Nieuwsbrief');
    // The re-read after the failure hangs, so what shows is the undone optimistic change.
    api.overrides.set('GET /settings', () => new Promise<never>(() => undefined));
    await user.click(newsletter);
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Instelling kon niet worden gewijzigd.',
    );
    expect(newsletter).not.toBeChecked();
  });

  it('can be switched with the keyboard', async () => {
    const api = new FakeApi();
    const { user } = await renderWithFakeApi('/settings', api);
    (await toggle('Nieuwsbrief')).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.settings.newsletter).toBe(1));
  });

  it('shows the app version and release notes that link to support', async () => {
    await renderWithFakeApi('/settings', new FakeApi());
    expect(await screen.findByText(`Versie ${getConfig().appVersion}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wat is er nieuw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ondersteuning' })).toHaveAttribute('href', '/feedback');
  });
});
