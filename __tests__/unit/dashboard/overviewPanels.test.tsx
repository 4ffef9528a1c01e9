import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { panelRights } from '../../../src/api/overviewPanels';
import { InvoicePanel } from '../../../src/features/dashboard/overview/InvoicePanel';
import { SubscriptionPanel, subscriptionStatusText } from '../../../src/features/dashboard/overview/SubscriptionPanel';
import { adminSubscription } from '../../support/demoAdmin';

const inRouter = (element: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

const ok = { status: 'ok' as const, onRetry: () => undefined };

describe('the overview panels', () => {
  it("an account without invoices reads 'Nog geen facturen', with the link to the list", () => {
    inRouter(<InvoicePanel part={{ invoice: null }} state={ok} />);
    const panel = screen.getByRole('region', { name: 'Laatste factuur' });
    expect(panel).toHaveTextContent('Nog geen facturen');
    expect(screen.getByRole('link', { name: 'Alle facturen' })).toHaveAttribute('href', '/invoices');
    expect(screen.queryByRole('button', { name: /PDF/ })).not.toBeInTheDocument();
  });

  it('a failed part says so in words and retries; a loading one is busy', async () => {
    const onRetry = jest.fn();
    const { unmount } = inRouter(<InvoicePanel part={null} state={{ status: 'failed', onRetry }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Dit deel kon niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    inRouter(<SubscriptionPanel subscription={null} poc="100001" state={{ status: undefined, onRetry }} />);
    expect(screen.getByRole('region', { name: 'Abonnement' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says the status in words: active, cancelled per its end, a switch planned per its start, lapsed', () => {
    expect(subscriptionStatusText([adminSubscription])).toBe('Actief');
    expect(subscriptionStatusText([{ ...adminSubscription, status: 'cancelled', expireTime: '2026-03-31' }])).toBe(
      'Opgezegd per 31\u00a0maart\u00a02026',
    );
    expect(
      subscriptionStatusText([
        adminSubscription,
        { ...adminSubscription, name: 'Zakelijk Basis', startTime: '2026-04-01' },
      ]),
    ).toBe('Overstap naar Zakelijk Basis gepland per 1\u00a0april\u00a02026');
    expect(subscriptionStatusText([{ ...adminSubscription, status: 'lapsed' }])).toBe('Niet meer actief');
    expect(subscriptionStatusText([])).toBe('Nog geen abonnement');
  });

  it('one rule of rights by role: a Beheerder the account, a Financieel the money, a Gebruiker the numbers', () => {
    const shown = (facts: Parameters<typeof panelRights>[0]) =>
      Object.entries(panelRights(facts))
        .filter(([, allowed]) => allowed)
        .map(([name]) => name);
    expect(shown({ role: 'beheerder', active: true, accessType: 1 })).toEqual([
      'month',
      'subscription',
      'lastInvoice',
      'support',
      'numbers',
      'blockedNumbers',
      'numberSettings',
    ]);
    expect(shown({ role: 'beheerder', active: true, accessType: 3 })).toEqual([
      'month',
      'lastInvoice',
      'support',
      'numbers',
      'blockedNumbers',
    ]);
    expect(shown({ role: 'gebruiker', active: true, accessType: 1 })).toEqual(['numbers', 'numberSettings']);
    expect(shown({ role: 'beheerder', active: false, accessType: 1 })).toEqual(['support']);
    expect(shown({ role: 'gebruiker', active: false, accessType: 1 })).toEqual([]);
    // A Financieel's support panel holds the questions about invoices only (the server's filter).
    expect(shown({ role: 'financieel', active: true, accessType: 1 })).toEqual([
      'month',
      'subscription',
      'lastInvoice',
      'support',
    ]);
    expect(shown({ role: 'alleen_lezen', active: true, accessType: 3 })).toEqual([
      'month',
      'lastInvoice',
      'support',
      'numbers',
      'blockedNumbers',
    ]);
    expect(shown({ role: null, active: true, accessType: 1 })).toEqual([]);
  });
});
