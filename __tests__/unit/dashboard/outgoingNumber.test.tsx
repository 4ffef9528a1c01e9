import { screen, waitFor, within } from '@testing-library/react';
import { deferred, FakeApi, renderWithFakeApi, type FakeReply } from '../../support/fakeApi';

const select = () => screen.findByRole<HTMLSelectElement>('combobox', { name: 'Uitgaand nummer' });

describe('outgoing number dropdown', () => {
  it('lists the numbers with the active one selected', async () => {
    await renderWithFakeApi('/app', new FakeApi());
    const dropdown = await select();
    expect(
      within(dropdown)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0201234567 (Kantoor)', '0612345678 (Mobiel)']);
    expect(dropdown).toHaveDisplayValue('0201234567 (Kantoor)');
  });

  it('switches at once, shows the save overlay while saving, then re-reads the dashboard', async () => {
    const api = new FakeApi();
    const reply = deferred<FakeReply>();
    api.overrides.set('POST /settings', () => reply.promise);
    const { user } = await renderWithFakeApi('/app', api);
    await user.selectOptions(await select(), '0612345678 (Mobiel)');

    expect(await screen.findByText('Bezig met opslaan van jouw gegevens')).toBeInTheDocument();
    expect(await select()).toHaveDisplayValue('0612345678 (Mobiel)');
    expect(api.calls.find((entry) => entry.call === 'POST /settings')?.body).toEqual({
      action: 'switch-default-number',
      phoneNumberID: 12,
    });

    api.dashboard.phoneNumber.forEach((number) => (number.active = number.number_id === 12 ? 1 : 0));
    reply.resolve({ status: 200, body: { message: 'ok' } });
    await waitFor(() => expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument());
    await waitFor(() => expect(api.count('GET /dashboard')).toBe(2));
    expect(await select()).toHaveDisplayValue('0612345678 (Mobiel)');
  });

  it('puts the old number back and shows the server message when the switch is refused', async () => {
    const api = new FakeApi();
    api.overrides.set('POST /settings', () => ({
      status: 400,
      body: { message: 'Dit nummer kan niet worden gekozen.' },
    }));
    const { user } = await renderWithFakeApi('/app', api);
    const dropdown = await select();
    api.overrides.set('GET /dashboard', () => new Promise<never>(() => undefined));
    await user.selectOptions(dropdown, '0612345678 (Mobiel)');
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Dit nummer kan niet worden gekozen.');
    expect(await select()).toHaveDisplayValue('0201234567 (Kantoor)');
    expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument();
  });

  it('makes the numbers page show the new current number without a reload', async () => {
    const api = new FakeApi();
    const { user } = await renderWithFakeApi('/numbers', api);
    expect(
      within(await screen.findByRole('region', { name: 'Huidig nummer' })).getByText('0201234567'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Het uitgaande nummer kies je in het overzicht.' }));
    await user.selectOptions(await select(), '0612345678 (Mobiel)');
    await waitFor(() => expect(api.count('GET /dashboard')).toBe(2));
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    const current = await screen.findByRole('region', { name: 'Huidig nummer' });
    await waitFor(() => expect(within(current).getByText('0612345678')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Overige nummers' })).getByText('0201234567')).toBeInTheDocument();
    // The server's list was read again, not only the optimistic guess.
    await waitFor(() => expect(api.count('GET /numbers')).toBe(2));
  });
});
