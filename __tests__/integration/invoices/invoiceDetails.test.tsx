import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { CLOCK_NOW } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

async function stored(path: string, account = 'admin@demo.test'): Promise<unknown> {
  const { token } = await logInOverHttp(account);
  const reply = await fetch(`${getConfig().apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return reply.json();
}

describe("'Factuurgegevens' for the bookkeeper", () => {
  it("a Financieel finds it on Facturen, saves the btw number and 'PDF en UBL'; a wrong number is refused", async () => {
    const { user } = await renderApp({ route: '/invoices', account: 'boekhouder@demo.test' });
    await user.click(await screen.findByRole('link', { name: 'Factuurgegevens' }));
    const vat = await screen.findByRole('textbox', { name: 'Btw-nummer' });
    expect(within(screen.getByRole('region', { name: 'Bedrijfsgegevens' })).getByRole('textbox')).toBe(vat);
    await user.type(vat, 'NL123456789');
    await user.click(screen.getByRole('button', { name: 'Factuurgegevens opslaan' }));
    expect(await screen.findByText(/Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers/)).toBeInTheDocument();
    await user.type(vat, 'B01');
    await user.click(screen.getByRole('button', { name: 'Factuurgegevens opslaan' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Je factuurgegevens zijn opgeslagen. Ze gelden vanaf de volgende factuur.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await stored('/account/invoice-details')).toMatchObject({ vatnumber: 'NL123456789B01' });

    const group = screen.getByRole('group', { name: 'Factuur per e-mail' });
    expect(group).toHaveAccessibleDescription(/digitale factuur die boekhoudpakketten .* zelf inlezen/);
    await user.click(within(group).getByRole('radio', { name: 'PDF en UBL' }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'PDF en UBL' })).toBeChecked());
    expect(await stored('/account/invoice-mail')).toEqual({ format: 'pdf-ubl', missing: [] });
  });

  it('Alleen lezen sees the details without a save button or a choice to make', async () => {
    await renderApp({ route: '/invoice-details', account: 'meekijker@demo.test' });
    expect(await screen.findByRole('textbox', { name: 'E-mailadres voor facturen' })).toHaveValue('facturen@demo.test');
    expect(screen.getByRole('textbox', { name: 'PO-nummer' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Factuurgegevens opslaan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'PDF' })).toBeDisabled();
  });

  it('says what a UBL file lacks once the KvK number is emptied on the account page', async () => {
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    const coc = await screen.findByRole('textbox', { name: 'KvK-nummer' });
    await user.clear(coc);
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Voltooid' })).getByRole('button', { name: 'OK' }),
    );
    await user.click(screen.getByRole('link', { name: 'Factuurgegevens' }));
    const section = await screen.findByRole('region', { name: 'Facturen per e-mail' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Voor een UBL-factuur ontbreekt nog: KvK-nummer. Een beheerder vult dit in bij Persoonlijke gegevens; ' +
        'tot dan krijg je alleen de PDF.',
    );
  });
});
