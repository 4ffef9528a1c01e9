/**
 * The pages per role against the reference server: what a Financieel and an Alleen lezen see, the
 * save buttons and controls a read-only role does not get, and no way into a page a role cannot open.
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

  it('Alleen lezen: number names, the limit and the outgoing number as text; no action it cannot take', async () => {
    await renderApp({ route: '/numbers', account: 'meekijker@demo.test' });
    expect(await screen.findByText('0201234567')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('Hoofdnummer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /uitgaande nummer/ })).not.toBeInTheDocument();
  });

  it('Alleen lezen: the usage limit as text, no field, box or button', async () => {
    await renderApp({ route: '/usage', account: 'meekijker@demo.test' });
    const limit = await screen.findByRole('region', { name: 'Verbruikslimiet' });
    await within(limit).findByText('Limiet per maand (excl. btw)');
    expect(
      within(limit)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['€\u00a050,00', 'Nee']);
    expect(within(limit).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(limit).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(limit).queryByRole('button')).not.toBeInTheDocument();
  });

  it('Alleen lezen: the overview shows the outgoing number as text and its role, company and Beheerder', async () => {
    await renderApp({ route: '/app', account: 'meekijker@demo.test' });
    const role = await screen.findByRole('note', { name: 'Je rol in het account' });
    expect(role).toHaveTextContent('Je bent Alleen lezen bij De Vries Installatietechniek B.V.');
    expect(role).toHaveTextContent('Meer rechten vraag je aan Jan de Vries');
    expect(screen.getByText('0201234567 (Hoofdnummer)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Uitgaand nummer' })).not.toBeInTheDocument();
  });

  it("Alleen lezen: a limit warning points to the usage page, not to 'Limiet aanpassen'", async () => {
    const admin = await logInOverHttp('admin@demo.test');
    expect((await postJson('/usage/limit', { monthlyLimit: 1, hardCap: 0 }, admin.token)).status).toBe(200);
    await renderApp({ route: '/app', account: 'meekijker@demo.test' });
    const warning = await screen.findByText(/van je limiet/);
    expect(within(warning).getByRole('link', { name: 'Naar Verbruik' })).toHaveAttribute('href', '/usage');
    expect(screen.queryByRole('link', { name: 'Limiet aanpassen' })).not.toBeInTheDocument();
  });

  it('Alleen lezen: the team as text, and whether two-step is required as a sentence, not a switch', async () => {
    await renderApp({ route: '/team', account: 'meekijker@demo.test' });
    const section = await screen.findByRole('region', { name: 'Tweestapsverificatie verplicht' });
    expect(section).toHaveTextContent('Tweestapsverificatie is niet verplicht.');
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Collega uitnodigen' })).not.toBeInTheDocument();
  });

  it('Alleen lezen: no personal-data export to ask for', async () => {
    await renderApp({ route: '/account', account: 'meekijker@demo.test' });
    expect(await screen.findByText(/vraagt een beheerder aan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Persoonsgegevens exporteren' })).not.toBeInTheDocument();
  });

  it('Financieel: the extra users on Bundels are text, not links into a refused page', async () => {
    await renderApp({ route: '/account/100001/bundles-overview', account: 'boekhouder@demo.test' });
    const users = await screen.findByRole('region', { name: 'Extra gebruikers' });
    expect(within(users).getByText('gebruiker@demo.test')).toBeInTheDocument();
    expect(within(users).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Nieuwe bundels' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it("Financieel on desktop: 'Geen toegang' names role, company and Beheerder; the menu marks no page", async () => {
    await renderApp({ route: '/blacklist', account: 'boekhouder@demo.test', platform: 'desktop' });
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.getByText(/Je bent Financieel bij De Vries Installatietechniek B\.V\. Die rol geeft/)).toBeVisible();
    expect(screen.getByText(/Meer rechten vraag je aan Jan de Vries/)).toBeVisible();
    const menu = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    await within(menu).findByRole('link', { name: 'Facturen' });
    expect(within(menu).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
