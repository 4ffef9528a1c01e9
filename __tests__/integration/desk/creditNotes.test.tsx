import { screen, within } from '@testing-library/react';
import type { Invoice } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { renderDesk } from '../../support/renderDesk';
import { useServer } from '../../support/server';
import { MEDEWERKER, staffLoginOverHttp, TEAMLEIDER } from '../../support/staffLogin';

useServer();

async function customerInvoices(): Promise<Invoice[]> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/invoices`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Invoice[];
}

describe("a customer's invoices in the desk", () => {
  it('a teamleider credits chosen lines with a reason, after a confirmation naming the amount', async () => {
    const { user } = await renderDesk({ route: '/klant/100001', staff: TEAMLEIDER });
    await user.click(await screen.findByRole('link', { name: 'Facturen en creditnota’s' }));
    expect(await screen.findByRole('heading', { name: 'Facturen van klant 100001' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /facturen en creditnota’s/ });
    const february = (await customerInvoices()).find((invoice) => invoice.kind === 'invoice' && invoice.prepaid === 0);
    await user.click(within(table).getByRole('button', { name: `Factuur ${february?.number} crediteren` }));
    const form = screen.getByRole('form', { name: `Factuur ${february?.number} crediteren` });
    await user.click(within(form).getByRole('radio', { name: 'Gekozen regels' }));
    await user.click(within(form).getByRole('button', { name: 'Creditnota maken' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Kies minstens één regel.');
    await user.click(within(form).getByRole('checkbox', { name: /^2 x Extra gebruiker|^Extra gebruiker/ }));
    await user.type(
      within(form).getByLabelText('Reden (staat op de creditnota)'),
      'Twee extra gebruikers niet gebruikt',
    );
    await user.click(within(form).getByRole('button', { name: 'Creditnota maken' }));
    // € 2,00 excl. btw: € 2,42 incl. 21 % btw.
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `Creditnota van € 2,42 incl. btw bij factuur ${february?.number} maken en naar de klant mailen?`,
    );
    await user.click(within(form).getByRole('button', { name: 'Ja, maak de creditnota' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent(`bij factuur ${february?.number} is gemaakt en naar de klant gemaild.`);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('row', {
        name: new RegExp(`Creditnota bij ${february?.number}\\s*: Twee extra gebruikers`),
      }),
    ).toBeInTheDocument();
    // The customer's list shows the credit note and what is left to pay of the invoice.
    const invoices = await customerInvoices();
    expect(invoices[0]).toMatchObject({ kind: 'credit', creditsNumber: february?.number, priceVat: -2.42 });
    expect(invoices.find((invoice) => invoice.id === february?.id)?.toPay).toBe(
      Math.round(((february?.priceVat ?? 0) - 2.42) * 100) / 100,
    );
  });

  it('a medewerker reads the invoices and is told only a teamleider credits', async () => {
    await renderDesk({ route: '/klant/100001/facturen', staff: MEDEWERKER });
    expect(await screen.findByText('Alleen een teamleider kan crediteren.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /facturen en creditnota’s/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /crediteren$/ })).not.toBeInTheDocument();
  });

  it("a credit note's page is named 'Creditnota' with its number, in the phone's header too", async () => {
    const api = getConfig().apiBaseUrl;
    const credited = (await customerInvoices()).find((invoice) => invoice.kind === 'invoice' && invoice.prepaid === 0);
    const staff = await staffLoginOverHttp(api, TEAMLEIDER);
    const reply = await fetch(`${api}/desk/invoice/${credited?.id}/credit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Abonnement stond een maand te vroeg aan' }),
    });
    const { creditNote } = (await reply.json()) as { creditNote: { id: number; number: string } };
    await renderApp({ route: `/invoice/${creditNote.id}`, account: 'admin@demo.test', platform: 'ios' });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Creditnota ${creditNote.number}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Factuur/ })).not.toBeInTheDocument();
    expect(screen.getByText('Correctie op factuur').nextElementSibling).toHaveTextContent(credited?.number ?? '-');
  });
});
