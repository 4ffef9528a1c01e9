import { screen, waitFor, within } from '@testing-library/react';
import { dashboardData, deferred, FakeApi, renderWithFakeApi, type FakeReply } from '../../support/fakeApi';

const NAME_ERROR =
  'De naam is niet correct. De naam mag geen vreemde tekens of leestekens bevatten ' +
  'en mag niet langer zijn dan 15 karakters.';

function threeNumbers(): FakeApi {
  const api = new FakeApi();
  api.dashboard = dashboardData({
    phoneNumber: [
      { number_id: 11, phoneNumber: '0201234567', name: 'Kantoor', active: 0 },
      { number_id: 12, phoneNumber: '0612345678', name: 'Mobiel', active: 1 },
      { number_id: 13, phoneNumber: '0851234567', name: 'Zaak', active: 0 },
    ],
  });
  return api;
}

const nameField = (phoneNumber: string) => screen.findByRole('textbox', { name: `Naam van ${phoneNumber}` });

describe('number settings page', () => {
  it("puts the active number under 'Huidig nummer' and the rest under 'Overige nummers'", async () => {
    const api = threeNumbers();
    await renderWithFakeApi('/numbers', api);
    const current = await screen.findByRole('region', { name: 'Huidig nummer' });
    expect(within(current).getByRole('textbox', { name: 'Naam van 0612345678' })).toHaveValue('Mobiel');
    const others = screen.getByRole('region', { name: 'Overige nummers' });
    expect(
      within(others)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Kantoor', 'Zaak']);
    expect(api.count('GET /numbers')).toBe(1);
  });

  it("shows no 'Overige nummers' with a single number", async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({
      phoneNumber: [{ number_id: 11, phoneNumber: '0201234567', name: 'Kantoor', active: 1 }],
    });
    await renderWithFakeApi('/numbers', api);
    await screen.findByRole('region', { name: 'Huidig nummer' });
    expect(screen.queryByRole('region', { name: 'Overige nummers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overige nummers' })).not.toBeInTheDocument();
  });

  it.each([
    ['Café_Noord 2', true],
    ['Bédrijf!', false],
    ['', false],
    ['Zestien tekens!!', false],
    ['Een vijftien xx', true],
    ['   ', false],
  ])('checks the name %j before saving (valid: %s)', async (name, valid) => {
    const api = threeNumbers();
    const { user } = await renderWithFakeApi('/numbers', api);
    const field = await nameField('0201234567');
    await user.clear(field);
    if (name) await user.type(field, name);
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    if (valid) {
      expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent('Nummer is opgeslagen.');
    } else {
      expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(NAME_ERROR);
      expect(api.count('POST /numbers/edit')).toBe(0);
    }
  });

  it('moves focus to the wrong name once the error is read', async () => {
    const { user } = await renderWithFakeApi('/numbers', threeNumbers());
    const field = await nameField('0851234567');
    await user.type(field, '?');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('sends every name, shows the save overlay, then confirms and keeps the new names', async () => {
    const api = threeNumbers();
    const reply = deferred<FakeReply>();
    api.overrides.set('POST /numbers/edit', () => reply.promise);
    const { user } = await renderWithFakeApi('/numbers', api);
    const field = await nameField('0201234567');
    await user.clear(field);
    await user.type(field, 'Receptie');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(await screen.findByText('Bezig met opslaan van jouw gegevens')).toBeInTheDocument();
    expect(api.calls.find((entry) => entry.call === 'POST /numbers/edit')?.body).toEqual({
      phoneNumbers: [
        { number_id: 11, name: 'Receptie' },
        { number_id: 12, name: 'Mobiel' },
        { number_id: 13, name: 'Zaak' },
      ],
    });
    api.dashboard.phoneNumber[0]!.name = 'Receptie';
    reply.resolve({ status: 200, body: { message: 'ok' } });
    expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent('Nummer is opgeslagen.');
    expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument();
    await waitFor(() => expect(api.count('GET /numbers')).toBe(2));
    expect(await nameField('0201234567')).toHaveValue('Receptie');
  });

  it('shows the server message after the spec prefix and keeps the typed names', async () => {
    const api = threeNumbers();
    api.overrides.set('POST /numbers/edit', () => ({ status: 400, body: { message: 'Naam is al in gebruik.' } }));
    const { user } = await renderWithFakeApi('/numbers', api);
    const field = await nameField('0201234567');
    await user.clear(field);
    await user.type(field, 'Receptie');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('De gegevens konden niet worden opgeslagen door een fout: Naam is al in gebruik.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field).toHaveValue('Receptie');
  });

  it('never overwrites a name being typed when the list is read again', async () => {
    const api = threeNumbers();
    const { user, store } = await renderWithFakeApi('/numbers', api);
    const field = await nameField('0201234567');
    await user.clear(field);
    await user.type(field, 'Halverwege');
    api.dashboard.phoneNumber[2]!.name = 'Magazijn';
    const { numbersApi } = await import('../../../src/features/numbers/numbersApi');
    await store.dispatch(numbersApi.endpoints.getNumbers.initiate(undefined, { forceRefetch: true }));
    await waitFor(async () => expect(await nameField('0851234567')).toHaveValue('Magazijn'));
    expect(field).toHaveValue('Halverwege');
  });

  it('shows a retry hint when the numbers cannot be read', async () => {
    const api = new FakeApi();
    api.overrides.set('GET /numbers', () => ({ status: 500, body: { message: 'Interne fout' } }));
    await renderWithFakeApi('/numbers', api);
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gegevens opslaan' })).not.toBeInTheDocument();
  });
});
