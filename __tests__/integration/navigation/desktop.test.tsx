import { screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_ROWS, menuOfRows } from '../../support/dashboardRows';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

const mainMenu = () => screen.findByRole('navigation', { name: 'Hoofdmenu' });
const entries = async () =>
  within(await mainMenu())
    .getAllByRole('link')
    .map((link) => link.textContent);
const current = async () =>
  within(await mainMenu())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

/** The dashboard's link rows, by the text each starts with ('Uitgaand nummer' is a selector, not a page). */
async function dashboardPages(): Promise<string[]> {
  const rows = await screen.findByRole('list', { name: 'Menu', busy: false });
  return within(rows)
    .getAllByRole('link')
    .map((link) => DASHBOARD_ROWS.find((label) => link.textContent?.startsWith(label)) ?? link.textContent);
}

describe('the desktop portal against the reference server', () => {
  it.each(['admin@demo.test', 'prepaid@demo.test', 'gebruiker@demo.test', 'inactief@demo.test'])(
    "%s: the side menu is 'Overzicht' and then the dashboard's pages, in order",
    async (account) => {
      await renderApp({ route: '/app', account, platform: 'desktop' });
      const pages = await dashboardPages();
      const activeAdmin = account === 'admin@demo.test' || account === 'prepaid@demo.test';
      await waitFor(async () => expect(await entries()).toEqual(['Overzicht', ...menuOfRows(pages, activeAdmin)]));
      expect(await current()).toEqual(['Overzicht']);
    },
  );

  it('a top bar with the provider, who is logged in and one Uitloggen; GET /dashboard once for menu and page', async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'desktop' });
    // The desktop frame is its own chunk: under load it may come a moment after the session.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Jan de Vries'));
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent('Telvaro');
    expect(bar).toHaveTextContent('Klantnummer 100001');
    await dashboardPages();
    expect(screen.getAllByRole('button', { name: 'Uitloggen' })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(log.count('GET /dashboard')).toBe(1);
    // Phones keep their header and back button: no top bar or menu here.
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });

  it("marks a sub-page's menu entry and shows where it stands: an invoice under 'Facturen'", async () => {
    const { user, router } = await renderApp({ route: '/invoices', account: 'admin@demo.test', platform: 'desktop' });
    await waitFor(async () => expect(await current()).toEqual(['Facturen']));
    // A top page has no breadcrumb.
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'F2026-000018' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/invoice\/\d+$/));
    const crumbs = await screen.findByRole('navigation', { name: 'Kruimelpad' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Overzicht', 'Facturen', 'Factuur']);
    expect(within(crumbs).getByText('Factuur')).toHaveAttribute('aria-current', 'page');
    expect(await current()).toEqual(['Facturen']);
    await user.click(within(crumbs).getByRole('link', { name: 'Facturen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
  });

  it('the breadcrumb of a bundle request carries the customer number to the bundles page', async () => {
    await renderApp({
      route: '/account/100001/bundles-request/extra-number?numberType=local',
      account: 'admin@demo.test',
      platform: 'desktop',
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Bundels' })).toHaveAttribute(
      'href',
      '/account/100001/bundles-overview',
    );
    await waitFor(async () => expect(await current()).toEqual(['Bundels']));
  });

  it("admins find 'Beveiliging' in the menu, and the breadcrumb shows it under 'Configuratie'", async () => {
    await renderApp({ route: '/security', account: 'admin@demo.test', platform: 'desktop' });
    const crumbs = await screen.findByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Configuratie' })).toHaveAttribute('href', '/settings');
    await waitFor(async () => expect(await current()).toEqual(['Beveiliging']));
  });

  it("'Menu' opens and closes the folded menu; Escape closes it and gives focus back", async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'desktop' });
    const button = await screen.findByRole('button', { name: 'Menu' });
    const menu = await mainMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Overzicht' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'Facturen' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('invoices, blocked numbers and questions are tables with column headers, with the amounts of the phone list', async () => {
    const { router } = await renderApp({ route: '/invoices', account: 'admin@demo.test', platform: 'desktop' });
    const invoices = await screen.findByRole('table', { name: 'Facturen' });
    expect(
      within(invoices)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Datum',
      'Nummer',
      'Excl.\u00a0btw',
      'Incl.\u00a0btw',
      'Te betalen (incl.\u00a0btw)',
      'Downloaden',
      'Mailen',
    ]);
    const monthly = within(invoices).getByRole('row', { name: /F2026-000018/ });
    expect(
      within(monthly)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1\u00a0maart\u00a02026', '€\u00a027,35', '€\u00a033,09', '€\u00a033,09', 'PDFUBL', '']);
    const prepaid = within(invoices).getByRole('row', { name: /F2026-000024/ });
    expect(prepaid).toHaveTextContent('€ 8,26€ 9,99Vooraf betaald');

    await router.navigate('/blacklist');
    const blocked = await screen.findByRole('table', { name: 'Geblokkeerde nummers' });
    expect(
      within(blocked)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nummer', 'Verwijderen']);
    expect(within(blocked).getAllByRole('rowheader').length).toBeGreaterThan(0);

    await router.navigate('/feedback');
    const questions = await screen.findByRole('table', { name: 'Jouw vragen' });
    expect(
      within(questions)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Onderwerp', 'Gesteld op', 'Ongelezen antwoorden']);
  });
});
