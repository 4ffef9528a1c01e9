import { screen, waitFor, within } from '@testing-library/react';
import { leavePage } from '../../support/leavePage';
import { renderApp } from '../../support/renderApp';
import { logRequests, watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer();
// Every test reads the demo names; some change them.

const NAME_ERROR =
  'De naam is niet correct. De naam mag geen vreemde tekens of leestekens bevatten ' +
  'en mag niet langer zijn dan 15 karakters.';
const nameField = (phoneNumber: string) => screen.findByRole('textbox', { name: `Naam van ${phoneNumber}` });
const save = () => screen.getByRole('button', { name: 'Gegevens opslaan' });

describe('number settings against the reference server', () => {
  it("admin: the active number under 'Huidig nummer', the two others under 'Overige nummers', read once", async () => {
    const log = logRequests();
    await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    const current = within(await screen.findByRole('region', { name: 'Huidig nummer' }));
    expect(current.getByRole('textbox', { name: 'Naam van 0201234567' })).toHaveValue('Hoofdnummer');
    const others = within(screen.getByRole('region', { name: 'Overige nummers' }));
    expect(others.getByRole('textbox', { name: 'Naam van 0201234568' })).toHaveValue('Verkoop');
    expect(others.getByRole('textbox', { name: 'Naam van 0851234500' })).toHaveValue('Service');
    expect(log.count('GET /numbers')).toBe(1);
  });

  it("prepaid with one number: no 'Overige nummers'", async () => {
    await renderApp({ route: '/numbers', account: 'prepaid@demo.test' });
    expect(
      within(await screen.findByRole('region', { name: 'Huidig nummer' })).getByText('0301234567'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overige nummers' })).not.toBeInTheDocument();
  });

  it('non-admin: opens number settings from the dashboard', async () => {
    const { user, router } = await renderApp({ route: '/app', account: 'gebruiker@demo.test' });
    await user.click(await screen.findByRole('link', { name: /Nummer instellingen/ }));
    expect(await nameField('0201234567')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/numbers');
  });

  it('refuses a wrong name with the spec text and sends nothing', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    const field = await nameField('0201234568');
    await user.clear(field);
    await user.type(field, 'Verkoop & inkoop');
    await user.click(save());
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(NAME_ERROR);
    expect(log.count('POST /numbers/edit')).toBe(0);
  });

  it('saves a new name: overlay, confirmation, the dashboard shows it without a reload, and it is kept', async () => {
    const log = logRequests();
    const { user, unmount } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    // The dashboard is read (and cached) first, so a stale cache would keep the old name.
    expect(await screen.findByRole('option', { name: '0201234568 (Verkoop)' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    const field = await nameField('0201234568');
    await user.clear(field);
    await user.type(field, 'Verkoop Noord');
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.click(save());
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Nummer is opgeslagen.');
    expect(log.count('POST /numbers/edit')).toBe(1);
    expect(overlay.seen()).toBe(true);
    expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('link', { name: 'Het uitgaande nummer kies je in het overzicht.' }));
    const dropdown = await screen.findByRole('combobox', { name: 'Uitgaand nummer' });
    await waitFor(() =>
      expect(within(dropdown).getByRole('option', { name: '0201234568 (Verkoop Noord)' })).toBeInTheDocument(),
    );
    expect(log.count('GET /dashboard')).toBe(2);
    const numbersReads = log.count('GET /numbers');
    leavePage(unmount);

    // A new page load shows the saved name and reads it from the server again.
    await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    expect(await nameField('0201234568')).toHaveValue('Verkoop Noord');
    await waitFor(() => expect(log.count('GET /numbers')).toBeGreaterThan(numbersReads));
    expect(await nameField('0201234568')).toHaveValue('Verkoop Noord');
  });

  it('shows the server message after the spec prefix and keeps the typed names', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    const field = await nameField('0851234500');
    await user.clear(field);
    await user.type(field, 'Klantenservice');
    log.fail('POST /numbers/edit', 500, { message: 'De database is tijdelijk niet bereikbaar.' });
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent(
      'De gegevens konden niet worden opgeslagen door een fout: De database is tijdelijk niet bereikbaar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field).toHaveValue('Klantenservice');
  });
});
