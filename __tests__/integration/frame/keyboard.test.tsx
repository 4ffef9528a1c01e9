import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { useServer } from '../../support/server';

/** Keyboard and screen-reader behaviour of the frame and its dialogs; Wednesday 18 March 2026. */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

describe('keyboard and screen readers', () => {
  it("'Abonnement opzeggen' opens its reasons with the focus on the dialog: Enter three times cancels nothing", async () => {
    const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    const reasons = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
    await waitFor(() => expect(reasons).toHaveFocus());
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Abonnement opzeggen' })).toBe(reasons);
    expect(screen.queryByRole('alertdialog', { name: 'Voltooid' })).not.toBeInTheDocument();
    // Tab reaches the first choice; every reason has the same (column) layout.
    await user.tab();
    expect(within(reasons).getAllByRole('button')[0]).toHaveFocus();
    expect(reasons.querySelector('.dialog-choices')).not.toBeNull();
  });

  it('a confirmation opens on the dialog too; a plain message on its OK', async () => {
    const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    const reasons = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
    await user.click(within(reasons).getAllByRole('button')[0] as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('every route names the browser tab after itself and the provider', async () => {
    const { router } = await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'desktop' });
    await waitFor(() => expect(document.title).toBe('Overzicht – Telvaro'));
    await act(() => router.navigate('/usage'));
    await waitFor(() => expect(document.title).toBe('Verbruik – Telvaro'));
    await act(() => router.navigate('/invoices'));
    await waitFor(() => expect(document.title).toBe('Facturen – Telvaro'));
  });

  it("a choice in the desktop menu moves the focus to the new page's heading", async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test', platform: 'desktop' });
    const menu = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const usage = await within(menu).findByRole('link', { name: /^Verbruik/ });
    usage.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Verbruik' })).toHaveFocus());
  });
});
