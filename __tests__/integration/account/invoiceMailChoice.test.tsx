import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { CLOCK_NOW } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

async function storedChoice(): Promise<unknown> {
  const { token } = await logInOverHttp('admin@demo.test');
  const reply = await fetch(`${getConfig().apiBaseUrl}/account/invoice-mail`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.json();
}

describe("'Factuur per e-mail' under Factuurgegevens", () => {
  it("explains UBL and saves 'PDF en UBL' at once", async () => {
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    const section = await screen.findByRole('region', { name: 'Factuurgegevens' });
    const group = await within(section).findByRole('group', { name: 'Factuur per e-mail' });
    expect(group).toHaveAccessibleDescription(/digitale factuur die boekhoudpakketten .* zelf inlezen/);
    expect(within(group).getByRole('radio', { name: 'PDF' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'PDF en UBL' }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'PDF en UBL' })).toBeChecked());
    expect(await storedChoice()).toEqual({ format: 'pdf-ubl', missing: [] });
  });

  it('says what a UBL file lacks once the KvK number is emptied', async () => {
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    const coc = await screen.findByRole('textbox', { name: 'KvK-nummer' });
    await user.clear(coc);
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Voltooid' })).getByRole('button', { name: 'OK' }),
    );
    const section = screen.getByRole('region', { name: 'Factuurgegevens' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Voor een UBL-factuur ontbreekt nog: KvK-nummer. Vul dit hierboven in en sla op; tot dan krijg je alleen de PDF.',
    );
  });
});
