import { screen, waitFor, within } from '@testing-library/react';
import { leavePage } from '../../support/leavePage';
import { renderApp } from '../../support/renderApp';
import { logRequests, watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer();
// Every test starts from the demo's outgoing number (0201234567, Hoofdnummer).

const currentNumber = async () => within(await screen.findByRole('region', { name: 'Huidig nummer' }));

describe('switching the outgoing number against the reference server', () => {
  it('makes the dashboard and /numbers show the new number without a manual refetch; the server keeps it', async () => {
    const log = logRequests();
    const { user, unmount } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    // /numbers is read (and cached) first, so a stale cache would show the old number later.
    expect((await currentNumber()).getByText('0201234567')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Het uitgaande nummer kies je in het overzicht.' }));

    const dropdown = await screen.findByRole('combobox', { name: 'Uitgaand nummer' });
    expect(dropdown).toHaveDisplayValue('0201234567 (Hoofdnummer)');
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.selectOptions(dropdown, '0201234568 (Verkoop)');
    expect(log.count('POST /settings')).toBe(1);
    await waitFor(() => expect(log.count('GET /dashboard')).toBe(2));
    await waitFor(() => expect(screen.queryByText('Bezig met opslaan van jouw gegevens')).not.toBeInTheDocument());
    expect(overlay.seen()).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Uitgaand nummer' })).toHaveDisplayValue('0201234568 (Verkoop)');

    await user.click(screen.getByRole('link', { name: /Nummer instellingen/ }));
    await waitFor(async () => expect((await currentNumber()).getByText('0201234568')).toBeInTheDocument());
    const others = within(screen.getByRole('region', { name: 'Overige nummers' }));
    expect(others.getByText('0201234567')).toBeInTheDocument();
    expect(others.getByText('0851234500')).toBeInTheDocument();
    await waitFor(() => expect(log.count('GET /numbers')).toBe(2));
    leavePage(unmount);

    // A new page load reads the switched number from the server.
    await renderApp({ route: '/app', account: 'admin@demo.test' });
    expect(await screen.findByRole('combobox', { name: 'Uitgaand nummer' })).toHaveDisplayValue('0201234568 (Verkoop)');
  });

  it('puts the number back and shows the server message when the switch fails', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    const dropdown = await screen.findByRole('combobox', { name: 'Uitgaand nummer' });
    log.fail('POST /settings', 500, { message: 'Het nummer kon niet worden gewisseld.' });
    await user.selectOptions(dropdown, '0851234500 (Service)');
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Het nummer kon niet worden gewisseld.',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Uitgaand nummer' })).toHaveDisplayValue('0201234567 (Hoofdnummer)'),
    );
  });
});
