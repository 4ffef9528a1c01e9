/**
 * The pages per role against the reference server: what a Financieel and an Alleen lezen see, the
 * save buttons a read-only role does not get, and 'Gebruikers en rechten' for a Beheerder.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

useServer();

const menuLinks = async () =>
  within(await screen.findByRole('list', { name: 'Menu', busy: false }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('the roles of an account', () => {
  it('Financieel: the money pages on the dashboard, and no numbers, blocked numbers or personal data', async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'boekhouder@demo.test' });
    const links = await menuLinks();
    expect(links.some((text) => text.startsWith('Facturen'))).toBe(true);
    expect(links.some((text) => text.startsWith('Verbruik'))).toBe(true);
    expect(links.some((text) => /^(Blokkades|Persoonlijke gegevens|Nummer instellingen)/.test(text))).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Uitgaand nummer' })).not.toBeInTheDocument();
    expect(log.count('GET /numbers')).toBe(0);
  });

  it('Financieel: blocked numbers opened by their address show a notice and read nothing', async () => {
    const log = logRequests();
    await renderApp({ route: '/blacklist', account: 'boekhouder@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(log.count('POST /blacklist')).toBe(0);
  });

  it('Alleen lezen: sees the blocked numbers without remove buttons or the add form, and is told why', async () => {
    await renderApp({ route: '/blacklist', account: 'meekijker@demo.test' });
    const list = within(await screen.findByRole('region', { name: 'Geblokkeerde nummers' }));
    expect(list.getByText('0851234567')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Verwijder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voeg toe' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.'),
    ).toBeVisible();
  });

  it('Alleen lezen: the personal data without a save button', async () => {
    await renderApp({ route: '/account', account: 'meekijker@demo.test' });
    await screen.findByText(/Je kunt hier alleen meekijken/);
    await waitFor(() => expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Opslaan|Wijzigen/ })).not.toBeInTheDocument();
  });

  it("Beheerder: 'Gebruikers en rechten' lists the people with roles and invites a colleague", async () => {
    const { user } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    expect(await screen.findByText(/Een collega in het portaal is gratis en is geen telefoonlijn/)).toBeVisible();
    const people = within(screen.getByRole('region', { name: 'Mensen met toegang' }));
    expect(people.getByText('Bea Hendriks')).toBeInTheDocument();
    expect(people.getByRole('combobox', { name: 'Rol van Bea Hendriks' })).toHaveDisplayValue('Financieel');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'collega@demo.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Alleen lezen');
    await user.click(screen.getByRole('button', { name: 'Uitnodigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(dialog).toHaveTextContent('De uitnodiging is verstuurd naar collega@demo.test.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const invitations = within(screen.getByRole('region', { name: 'Openstaande uitnodigingen' }));
    expect(await invitations.findByText('collega@demo.test')).toBeInTheDocument();
    expect(invitations.getByRole('button', { name: 'Intrekken' })).toBeInTheDocument();
  });

  it('required two-step verification: a user without it is led to the security page before anything else', async () => {
    const admin = await logInOverHttp('admin@demo.test');
    await postJson('/settings', { action: 'two-step-verification', toggle: 1 }, admin.token);
    expect((await postJson('/team/two-step-required', { required: true }, admin.token)).status).toBe(200);
    const { router } = await renderApp({ route: '/invoices', account: 'boekhouder@demo.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(await screen.findByText(/Je account vraagt tweestapsverificatie van iedereen/)).toBeInTheDocument();
  });
});
