/**
 * Required two-step verification in the app against the reference server
 * (docs/decisions/0110-required-two-step-holds.md): a login
 * without it is led to 'Beveiliging' (also one that was open when the requirement came), meets it there
 * at the top with a code per e-mail, and goes on; a Beheerder can switch the requirement off from there.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { mailedSetupCode } from '../../support/mailedCode';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

const server = useServer();

async function requireTwoStep(): Promise<void> {
  const admin = await logInOverHttp('admin@demo.test');
  expect((await postJson('/team/two-step-required', { required: true }, admin.token)).status).toBe(200);
}

describe('required two-step verification', () => {
  it('leads an open session to Beveiliging at its next call, where e-mail codes meet it', async () => {
    const { user, router } = await renderApp({ route: '/invoices', account: 'boekhouder@demo.test' });
    const [invoice] = await screen.findAllByRole('link', { name: /^F20/ });
    await requireTwoStep();
    const log = logRequests();
    await user.click(invoice!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(screen.queryByText('Gegevens konden niet worden opgehaald.')).not.toBeInTheDocument();
    const setUp = await screen.findByRole('region', { name: 'Tweestapsverificatie instellen' });
    // At the top: the set-up is the first section of the page.
    expect(screen.getAllByRole('region')[0]).toBe(setUp);
    expect(screen.getByText(/Je account vraagt tweestapsverificatie van iedereen/)).toBeVisible();
    await user.click(within(setUp).getByRole('button', { name: 'Code sturen naar boekhouder@demo.test' }));
    const form = await within(setUp).findByRole('form', { name: 'Code per e-mail aanzetten' });
    const code = await mailedSetupCode(server.url, 'boekhouder@demo.test');
    await user.type(within(form).getByRole('textbox', { name: 'Code uit de e-mail' }), code);
    await user.click(within(form).getByRole('button', { name: 'Aanzetten' }));
    expect(await within(setUp).findByText(/Tweestapsverificatie per e-mail staat aan/)).toBeVisible();
    expect(screen.queryByText(/Je account vraagt tweestapsverificatie van iedereen/)).not.toBeInTheDocument();
    await user.click(within(setUp).getByRole('link', { name: 'Naar het overzicht' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByText(/Je bent Financieel bij/)).toBeVisible();
    expect(log.calls.filter((call) => call === 'GET /dashboard').length).toBeGreaterThan(0);
  });

  it('lets a Beheerder without two-step switch the requirement off from Beveiliging', async () => {
    await requireTwoStep();
    const { user, router } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    await user.click(await screen.findByRole('button', { name: 'Verplichting uitzetten' }));
    const ask = await screen.findByRole('dialog', { name: 'Verplichting uitzetten' });
    await user.click(within(ask).getByRole('button', { name: 'Uitzetten' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Tweestapsverificatie is niet meer verplicht.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await act(() => router.navigate('/team'));
    expect(
      await screen.findByRole('checkbox', { name: 'Tweestapsverificatie verplicht voor iedereen' }),
    ).not.toBeChecked();
  });
});
