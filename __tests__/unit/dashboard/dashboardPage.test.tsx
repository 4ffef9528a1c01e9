import { act, screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '../../../src/api/baseApi';
import { SUBSCRIPTION_ADMIN_ROWS } from '../../support/dashboardRows';
import { dashboardData, deferred, FakeApi, renderWithFakeApi, type FakeReply } from '../../support/fakeApi';

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('dashboard page', () => {
  it('shows an admin name, customer number, the e-mail cut to 20 characters in total and all admin rows', async () => {
    const api = new FakeApi();
    await renderWithFakeApi('/app', api);
    expect(await screen.findByText('Anna de Vries')).toBeInTheDocument();
    expect(screen.getByText('Klantnummer: 1001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /E-mailadres/ })).toHaveTextContent('E-mailadresanna.de.vries@voorb…');
    for (const name of ['Berichten', ...SUBSCRIPTION_ADMIN_ROWS]) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Bundels/ })).toHaveAttribute('href', '/account/1001/bundles-overview');
    expect(screen.queryByRole('link', { name: /Tegoed/ })).not.toBeInTheDocument();
    expect(api.count('GET /credit')).toBe(0);
    expect(api.count('GET /dashboard')).toBe(1);
  });

  it('shows a prepaid admin the credit row with the end date, loading GET /credit once', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({ subscription: { ...dashboardData().subscription!, accessType: 3 } });
    await renderWithFakeApi('/app', api);
    const credit = await screen.findByRole('link', { name: /Tegoed \/ Verlengen/ });
    await waitFor(() => expect(credit).toHaveTextContent('Je bundel loopt tot 1 december 2026'));
    expect(credit).toHaveTextContent('€ 12,50');
    expect(credit).toHaveAttribute('href', '/credit');
    expect(screen.queryByRole('link', { name: /Nummer instellingen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bundels/ })).not.toBeInTheDocument();
    expect(api.count('GET /credit')).toBe(1);
    expect(api.count('GET /dashboard')).toBe(1);
  });

  it('gives a non-admin only the selector, messages, number settings and security, without name or e-mail', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({
      user: { ...api.dashboard.user, isAdmin: false, role: 'gebruiker', fullName: 'Piet Gebruiker' },
    });
    await renderWithFakeApi('/app', api);
    await screen.findByRole('combobox', { name: 'Uitgaand nummer' });
    expect(rowNames()).toEqual([
      'Berichten›',
      expect.stringContaining('Uitgaand nummer'),
      'Nummer instellingen›',
      'Beveiliging›',
    ]);
    expect(screen.queryByText('Piet Gebruiker')).not.toBeInTheDocument();
    expect(screen.queryByText(/Klantnummer/)).not.toBeInTheDocument();
  });

  it('hides messages without hasSms', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({ hasSms: false });
    await renderWithFakeApi('/app', api);
    await screen.findByRole('combobox', { name: 'Uitgaand nummer' });
    expect(screen.queryByRole('link', { name: /Berichten/ })).not.toBeInTheDocument();
  });

  it('tells an inactive account to contact the helpdesk through Ondersteuning, and hides messages', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({ user: { ...api.dashboard.user, active: false } });
    await renderWithFakeApi('/app', api);
    const notice = await screen.findByText(/Je account is niet actief/);
    expect(within(notice).getByRole('link', { name: 'Ondersteuning' })).toHaveAttribute('href', '/feedback');
    expect(screen.queryByRole('link', { name: /Berichten/ })).not.toBeInTheDocument();
  });

  it('gives the cancellation and expiry dates of a cancelled subscription', async () => {
    const api = new FakeApi();
    const subscription = {
      ...dashboardData().subscription!,
      status: 'cancelled' as const,
      cancelTime: '2026-03-10T09:30:00Z',
      expireTime: '2026-03-31',
    };
    api.dashboard = dashboardData({ subscription });
    await renderWithFakeApi('/app', api);
    expect(
      await screen.findByText('Je abonnement is opgezegd op 10 maart 2026 en verloopt op 31 maart 2026.'),
    ).toBeInTheDocument();
  });

  it('gives the expiry date and a helpdesk hint for a lapsed subscription', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({
      subscription: { ...dashboardData().subscription!, status: 'lapsed', expireTime: '2026-02-28' },
    });
    await renderWithFakeApi('/app', api);
    const notice = await screen.findByText(/Je abonnement is verlopen op 28 februari 2026\./);
    expect(notice).toHaveTextContent('Neem contact op met de helpdesk');
  });

  it('shows no subscription notice while the subscription is active', async () => {
    await renderWithFakeApi('/app', new FakeApi());
    await screen.findByText('Anna de Vries');
    expect(screen.queryByText(/Je abonnement is/)).not.toBeInTheDocument();
  });

  it('reserves the rows while loading and shows a calm retry hint when the dashboard cannot be read', async () => {
    const api = new FakeApi();
    const reply = deferred<FakeReply>();
    api.overrides.set('GET /dashboard', () => reply.promise);
    const { user } = await renderWithFakeApi('/app', api);
    expect(await screen.findByRole('list', { name: 'Menu', busy: true })).toBeInTheDocument();
    reply.resolve({ status: 500, body: { message: 'Interne fout' } });
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(screen.getByText('Gegevens konden niet worden opgehaald.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    api.overrides.delete('GET /dashboard');
    await user.click(retry);
    expect(await screen.findByText('Anna de Vries')).toBeInTheDocument();
  });

  it('offers logout to a web login, which ends the session and returns to the login page', async () => {
    const api = new FakeApi();
    const { user, router, store } = await renderWithFakeApi('/app', api);
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('offers no logout button to an app login', async () => {
    const api = new FakeApi();
    api.dashboard = dashboardData({ user: { ...api.dashboard.user, loginType: 'app' } });
    await renderWithFakeApi('/app', api);
    await screen.findByText('Anna de Vries');
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('never shows data of an emptied cache: after a reset it waits for the new answer', async () => {
    const api = new FakeApi();
    const { store } = await renderWithFakeApi('/app', api);
    expect(await screen.findByText('Anna de Vries')).toBeInTheDocument();
    // The next answer (another user) is held, so the page shows what it has while the cache is empty.
    const reply = deferred<FakeReply>();
    api.overrides.set('GET /dashboard', () => reply.promise);
    act(() => {
      store.dispatch(baseApi.util.resetApiState());
    });
    await waitFor(() => expect(api.count('GET /dashboard')).toBe(2));
    expect(screen.queryByText('Anna de Vries')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Menu' })).toHaveAttribute('aria-busy', 'true');
    // 'Uitloggen' waits for the rows: under the placeholder it would jump when they arrive.
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
    const other = dashboardData({ user: { ...api.dashboard.user, fullName: 'Bram de Boer' } });
    await act(async () => reply.resolve({ status: 200, body: other }));
    expect(await screen.findByText('Bram de Boer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });
});
