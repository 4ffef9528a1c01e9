import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { ADMIN_ROWS, DASHBOARD_ROWS, SUBSCRIPTION_ADMIN_ROWS } from '../../support/dashboardRows';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

/** The visible names of the dashboard's menu rows, in order. */
async function menuRows(): Promise<string[]> {
  const menu = await screen.findByRole('list', { name: 'Menu', busy: false });
  return within(menu)
    .getAllByRole('listitem')
    .map((item) => {
      const select = within(item).queryByRole('combobox');
      if (select) return 'Uitgaand nummer';
      const text = within(item).getByRole('link').textContent ?? '';
      return DASHBOARD_ROWS.find((label) => text.startsWith(label)) ?? text;
    });
}

describe('dashboard against the reference server', () => {
  it('admin with accessType 1: name, customer number, e-mail and every row; each resource read once', async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'admin@demo.test' });
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText('Klantnummer: 100001')).toBeInTheDocument();
    expect(await menuRows()).toEqual(['Berichten', 'Uitgaand nummer', 'E-mailadres', ...SUBSCRIPTION_ADMIN_ROWS]);
    expect(screen.getByRole('link', { name: /E-mailadres/ })).toHaveTextContent('admin@demo.test');
    expect(screen.getByRole('link', { name: /Bundels/ })).toHaveAttribute('href', '/account/100001/bundles-overview');
    expect(screen.getByRole('link', { name: /Ondersteuning/ })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('combobox', { name: 'Uitgaand nummer' })).toHaveDisplayValue('0201234567 (Hoofdnummer)');
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(screen.queryByText(/Je abonnement is/)).not.toBeInTheDocument();
    expect(screen.queryByText(/niet actief/)).not.toBeInTheDocument();
    expect(log.count('GET /dashboard')).toBe(1);
    expect(log.count('GET /credit')).toBe(0);
  });

  it('prepaid (accessType 3): credit row with the end date, GET /credit once, no subscription rows', async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'prepaid@demo.test' });
    const credit = await screen.findByRole('link', { name: /Tegoed \/ Verlengen/ });
    await waitFor(() => expect(credit).toHaveTextContent('Je bundel loopt tot 4 april 2026'));
    expect(credit).toHaveTextContent('€ 12,50');
    expect(await menuRows()).toEqual(['Uitgaand nummer', 'E-mailadres', 'Tegoed / Verlengen', ...ADMIN_ROWS]);
    expect(screen.getByText('Petra Jansen')).toBeInTheDocument();
    expect(log.count('GET /credit')).toBe(1);
    expect(log.count('GET /dashboard')).toBe(1);
  });

  it('non-admin: only the messages link, the selector, number settings and security', async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'gebruiker@demo.test' });
    expect(await menuRows()).toEqual(['Berichten', 'Uitgaand nummer', 'Nummer instellingen', 'Beveiliging']);
    // Whose account, which role, and whom to ask: no customer number.
    const role = screen.getByRole('note', { name: 'Je rol in het account' });
    expect(role).toHaveTextContent('Gert Bakker');
    expect(role).toHaveTextContent('Je bent Gebruiker bij De Vries Installatietechniek B.V.');
    expect(role).toHaveTextContent('Meer rechten vraag je aan Jan de Vries, de hoofdgebruiker van het account.');
    expect(screen.queryByText(/Klantnummer/)).not.toBeInTheDocument();
    expect(screen.queryByText('gebruiker@demo.test')).not.toBeInTheDocument();
    expect(log.count('GET /credit')).toBe(0);
  });

  it.each([
    '/settings',
    '/account',
    '/usage',
    '/blacklist',
    '/invoices',
    '/feedback',
    '/subscriptions',
    '/account/100001/bundles-overview',
    '/credit',
    '/team',
  ])('Gebruiker: %s opened by its address shows a Dutch notice, not the page', async (route) => {
    const { router } = await renderApp({ route, account: 'gebruiker@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Je bent Gebruiker bij De Vries Installatietechniek B.V. Die rol geeft geen toegang tot deze pagina.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Meer rechten vraag je aan Jan de Vries, de hoofdgebruiker van het account.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(route);
    expect(screen.getByRole('link', { name: 'Naar het overzicht' })).toHaveAttribute('href', '/app');
  });

  it('cancelled subscription: the cancellation and expiry dates', async () => {
    await renderApp({ route: '/app', account: 'opgezegd@demo.test' });
    expect(
      await screen.findByText('Je abonnement is opgezegd op 12 maart 2026 en verloopt op 31 maart 2026.'),
    ).toBeInTheDocument();
    expect(await menuRows()).toEqual(['Uitgaand nummer', 'E-mailadres', ...SUBSCRIPTION_ADMIN_ROWS]);
  });

  it("inactive account: helpdesk notice with the link to Ondersteuning, the expiry date, logout and only 'Ondersteuning'", async () => {
    const log = logRequests();
    await renderApp({ route: '/app', account: 'inactief@demo.test' });
    const inactive = await screen.findByText(/Je account is niet actief\. Neem contact op met de helpdesk via/);
    expect(within(inactive).getByRole('link', { name: 'Ondersteuning' })).toHaveAttribute('href', '/feedback');
    const lapsed = screen.getByText(/Je abonnement is verlopen op 31 januari 2026\./);
    expect(lapsed).toHaveTextContent('Neem contact op met de helpdesk');
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    // Nothing that the server refuses an inactive account, not even the outgoing-number switch; the
    // admin keeps 'Ondersteuning'.
    expect(await menuRows()).toEqual(['Ondersteuning']);
    expect(screen.queryByRole('combobox', { name: 'Uitgaand nummer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /E-mailadres|Berichten|Configuratie/ })).not.toBeInTheDocument();
    expect(log.calls.filter((call) => !/^(POST \/auth|GET \/app\/config|GET \/dashboard)/.test(call))).toEqual([]);
  });

  it.each(['/numbers', '/messages', '/settings', '/account', '/credit', '/invoices', '/email-edit'])(
    'inactive account: %s (refused by the server) leads back to the dashboard',
    async (route) => {
      const { router } = await renderApp({ route, account: 'inactief@demo.test' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      expect(await screen.findByText(/Je account is niet actief/)).toBeInTheDocument();
    },
  );

  it('inactive admin: the support page stays open, as on the server', async () => {
    const { router, user } = await renderApp({ route: '/app', account: 'inactief@demo.test' });
    await user.click(
      within(await screen.findByRole('list', { name: 'Menu', busy: false })).getByRole('link', {
        name: 'Ondersteuning',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ondersteuning' })).toBeInTheDocument();
  });

  it('an unknown address with a session shows the not-found page', async () => {
    const { router } = await renderApp({ route: '/bestaat-niet', account: 'gebruiker@demo.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bestaat-niet');
  });

  it('an unknown address without a session leads to the login page', async () => {
    const { router } = await renderApp({ route: '/bestaat-niet' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
  });

  it('logout ends the session and returns to the login page', async () => {
    const { user, router, store } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('messages link opens the messages page', async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /Berichten/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeInTheDocument();
    expect(screen.getByText(/Je berichten lees en verstuur je in de app/)).toBeInTheDocument();
  });

  it('on desktop the messages page leads to the app: a code to scan and the app page, no dead end', async () => {
    await renderApp({ route: '/messages', account: 'admin@demo.test', platform: 'desktop' });
    expect(await screen.findByRole('heading', { name: 'Berichten staan in de app' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Code naar de pagina van de app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Naar de pagina van de app/ })).toHaveAttribute(
      'href',
      getConfig().appPageUrl,
    );
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toBeInTheDocument();
  });
});

describe('dashboard inside the native apps', () => {
  type Host = { webkit?: unknown; PortalNative?: unknown };
  afterEach(() => {
    delete (window as Host).webkit;
    delete (window as Host).PortalNative;
  });

  it('on ios the back button of the dashboard closes the web view', async () => {
    const postMessage = jest.fn();
    (window as Host).webkit = { messageHandlers: { portalNative: { postMessage } } };
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'ios' });
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Overzicht');
    await user.click(within(header).getByRole('button', { name: 'Terug' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'closeWebView' });
  });

  it('on android the dashboard has no back button (the system one is used)', async () => {
    await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'android' });
    const header = await screen.findByRole('banner');
    await screen.findByText('Jan de Vries');
    expect(within(header).queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });
});
