import { screen, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

/** Pages of one kind of account (requirements §6, accessType) opened by address by the other kind; 18 March 2026. */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

describe('pages of the other kind of account, opened by address', () => {
  it("'/subscriptions' for a prepaid account: a Dutch notice with the way to 'Tegoed', no plans or prices", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/subscriptions', account: 'prepaid@demo.test' });
    const notice = await screen.findByText(/^Deze pagina hoort bij een abonnement\. Je account werkt met tegoed/);
    expect(screen.queryByRole('button', { name: 'Abonnement opzeggen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/p\/m/)).not.toBeInTheDocument();
    expect(log.count('GET /subscriptions')).toBe(0);
    await user.click(within(notice.closest('.notice') as HTMLElement).getByRole('link', { name: 'Naar Tegoed' }));
    expect(await screen.findByRole('region', { name: 'Huidig tegoed' })).toBeInTheDocument();
  });

  it("'/credit' for a subscription: that notice instead of a load error", async () => {
    const log = logRequests();
    await renderApp({ route: '/credit', account: 'admin@demo.test' });
    expect(await screen.findByText(/^Deze pagina hoort bij een prepaid-account met tegoed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar Abonnement' })).toBeInTheDocument();
    expect(screen.queryByText('Gegevens konden niet worden opgehaald.')).not.toBeInTheDocument();
    expect(log.count('GET /credit')).toBe(0);
  });

  it('each kind still opens its own pages', async () => {
    await renderApp({ route: '/credit', account: 'prepaid@demo.test' });
    expect(await screen.findByRole('region', { name: 'Huidig tegoed' })).toBeInTheDocument();
  });

  it("a prepaid call list says what was taken from the credit, not an invoice's date", async () => {
    await postJson('/dev/calls', {
      email: 'prepaid@demo.test',
      calls: [{ calledNumber: '0201234999', duration: 600, type: 'O' }],
    });
    await renderApp({ route: '/usage', account: 'prepaid@demo.test' });
    expect(
      await screen.findByText(/^Van je tegoed afgeschreven voor gesprekken: € \d+,\d\d incl\. btw\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/op de factuur van/)).not.toBeInTheDocument();
    // Each call's cost was taken from the credit: incl. btw, as the month's total says (10 min × € 0,05).
    const calls = await screen.findByRole('list', { name: /^Gesprekken van / });
    expect(within(calls).getAllByText('€ 0,50 incl. btw').length).toBeGreaterThan(0);
    expect(within(calls).queryByText(/excl\. btw/)).not.toBeInTheDocument();
  });
});
