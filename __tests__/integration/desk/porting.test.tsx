import { screen, waitFor, within } from '@testing-library/react';
import { advance, sendPortingOverHttp } from '../../support/porting';
import { renderDesk } from '../../support/renderDesk';
import { useServer } from '../../support/server';
import { MEDEWERKER } from '../../support/staffLogin';

useServer();

describe("a customer's porting requests in the desk", () => {
  it('lists a running request on the panel; shows the messages; corrects and resends a refused one', async () => {
    await sendPortingOverHttp({ donorCustomerNumber: '00000000' });
    expect(await advance('0207654321')).toBe('rejected');
    await sendPortingOverHttp({ firstNumber: '0207654330' });

    const { user } = await renderDesk({ route: '/klant/100001', staff: MEDEWERKER });
    // The panel's open requests: the running one, by its kind; the refused one is closed.
    const running = await screen.findByText((_, element) => element?.textContent === 'Nummer overzetten: 0207654330');
    expect(running.closest('li')).toHaveTextContent(/aangevraagd \d\d-\d\d-\d{4}/);
    expect(screen.queryByText((_, element) => element?.textContent === 'Nummer overzetten: 0207654321')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Nummers overzetten' }));
    expect(await screen.findByRole('heading', { name: 'Nummers overzetten van klant 100001' })).toBeInTheDocument();

    const refused = await screen.findByRole('article', { name: 'Aanvraag 0207654321' });
    expect(refused).toHaveTextContent('Afgewezen');
    expect(refused).toHaveTextContent('Het klantnummer bij je huidige aanbieder klopt niet');
    const messages = within(within(refused).getByRole('table'));
    expect(messages.getByRole('rowheader', { name: /^101 .*verstuurd$/ })).toBeInTheDocument();
    expect(
      messages.getByRole('row', { name: /102 .*Antwoord: Geweigerd.*Blokkeringscode: KLANTNUMMER/ }),
    ).toBeInTheDocument();
    // Dates as staff read them, not as the wire carries them.
    expect(messages.getByRole('row', { name: /101 .*Wensdatum: \d{1,2}\s[a-z]+\s\d{4}/ })).toBeInTheDocument();
    // In the form's order, the dossier and the numbers first, and the provider by its name.
    const request = messages.getByRole('row', { name: /^1 101 / });
    expect(request).toHaveTextContent(
      /Dossier: \S+Eerste nummer: 0207654321Laatste nummer: 0207654321Aanbieder: KPNKlantnummer: 00000000Bedrijf: /,
    );
    expect(refused).not.toHaveTextContent(/\d{4}-\d\d-\d\d/);

    await user.click(
      within(refused).getByRole('button', { name: 'Aanvraag 0207654321 verbeteren en opnieuw versturen' }),
    );
    const customerNumber = within(refused).getByLabelText('Klantnummer bij de huidige aanbieder');
    expect(customerNumber).toHaveValue('00000000');
    await user.clear(customerNumber);
    await user.type(customerNumber, 'KPN-654321');
    await user.click(within(refused).getByRole('button', { name: 'Opnieuw versturen' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent(/als nieuwe aanvraag \d+ verstuurd/);
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    // The new request runs with the corrected number; the refused one offers no second resend.
    // The list is read again after the dialog: wait for the new request, not just for the refused one.
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Aanvraag 0207654321' })).toHaveLength(2));
    const requests = screen.getAllByRole('article', { name: 'Aanvraag 0207654321' });
    expect(requests[0]).toHaveTextContent(/Aangevraagd.*KPN-654321/);
    expect(within(requests[1] as HTMLElement).queryByRole('button', { name: /verbeteren/ })).not.toBeInTheDocument();
  });
});
