import { screen, waitFor, within } from '@testing-library/react';
import { advance, sendPortingOverHttp } from '../../support/porting';
import { renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer();

/** The form's fields by their Dutch labels. */
const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function openFormFromNumbers() {
  const app = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
  const section = within(await screen.findByRole('region', { name: 'Overstappen met je nummer' }));
  expect(section.getByText('Er loopt geen aanvraag om een nummer over te zetten.')).toBeInTheDocument();
  await app.user.click(section.getByRole('link', { name: 'Nummer overzetten' }));
  expect(await screen.findByLabelText('Telefoonnummer', { exact: true })).toBeInTheDocument();
  return app;
}

describe("'Nummer overzetten' against the reference server", () => {
  it('is filled from the account, shows the fee, checks every field on the page and sends nothing invalid', async () => {
    const log = logRequests();
    const { user } = await openFormFromNumbers();
    expect(field('Bedrijfsnaam')).toHaveValue('De Vries Installatietechniek B.V.');
    expect(field('Straat')).toHaveValue('Keizersgracht');
    expect(field('Postcode')).toHaveValue('1015 CJ');
    expect((field('Gewenste overstapdatum') as HTMLInputElement).value).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(
      screen.getByText('Eenmalige kosten: € 5,00 excl. btw. Die staan op je volgende factuur.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Telefoonnummer')).toHaveAccessibleDescription(/Veld is verplicht/);
    expect(screen.getByText('Kies je huidige aanbieder.')).toBeInTheDocument();
    expect(screen.getByText('Bevestig dat je bevoegd bent om dit nummer over te zetten.')).toBeInTheDocument();
    await user.type(field('Gewenste overstapdatum'), '{Control>}a{/Control}01-01-2020');
    await user.tab();
    expect(await screen.findByText(/Kies een datum vanaf/)).toBeInTheDocument();

    // A block: its last number appears with the box, and more than 100 numbers is said at once.
    await user.type(field('Telefoonnummer'), '020 765 4300');
    await user.click(screen.getByRole('checkbox', { name: /nummerblok/ }));
    await user.type(field('Laatste nummer van het blok'), '020 765 4400');
    await user.tab();
    await waitFor(() =>
      expect(field('Laatste nummer van het blok')).toHaveAccessibleDescription(
        /Een blok heeft hoogstens 100 nummers\. Vraag een groter blok in delen aan\./,
      ),
    );
    expect(log.count('POST /porting')).toBe(0);
  });

  it('sends a request in E.164 form and lands on its status: Aangevraagd, answer expected, a notice', async () => {
    const log = logRequests();
    const { user, router } = await openFormFromNumbers();
    await user.type(field('Telefoonnummer'), '+31 20 765 4321');
    await user.selectOptions(field('Huidige aanbieder'), 'KPN');
    await user.type(field('Klantnummer bij huidige aanbieder'), 'KPN-123456');
    await user.click(screen.getByRole('checkbox', { name: 'Ik ben bevoegd om dit nummer over te zetten' }));
    await user.type(field('Handtekening (typ je volledige naam)'), 'Jan de Vries');
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

    expect(await screen.findByRole('heading', { name: '0207654321' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/numbers\/porting\/\d+$/);
    expect(screen.getByRole('status')).toHaveTextContent('Je aanvraag is verstuurd.');
    const timeline = within(screen.getByRole('list', { name: 'Verloop' }));
    expect(timeline.getByText('Aangevraagd')).toBeInTheDocument();
    // In words with its time, as the mail says it.
    expect(
      timeline.getByText(/^Antwoord van KPN verwacht uiterlijk \d{1,2}\s[a-z]+\s\d{4} om \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
    expect(log.count('POST /porting')).toBe(1);
    // The page takes the answer of the send: no second read of the request.
    expect(log.count('GET /porting/')).toBe(0);
  });

  it('a number that is ours is refused by the server: its message, and what was typed stays', async () => {
    const { user } = await openFormFromNumbers();
    await user.type(field('Telefoonnummer'), '020 123 4567');
    await user.selectOptions(field('Huidige aanbieder'), 'Anders');
    await user.type(field('Naam van de aanbieder (als je die weet)'), 'Belcentrale Zuid');
    await user.type(field('Klantnummer bij huidige aanbieder'), 'BZ-1');
    await user.click(screen.getByRole('checkbox', { name: 'Ik ben bevoegd om dit nummer over te zetten' }));
    await user.type(field('Handtekening (typ je volledige naam)'), 'Jan de Vries');
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('0201234567 is al een nummer bij ons en hoeft niet overgezet te worden.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Telefoonnummer')).toHaveValue('020 123 4567');
    expect(field('Naam van de aanbieder (als je die weet)')).toHaveValue('Belcentrale Zuid');
    expect(field('Handtekening (typ je volledige naam)')).toHaveValue('Jan de Vries');
  });

  it("a refused request: its reason in words, and 'Opnieuw aanvragen' with the form filled in", async () => {
    await sendPortingOverHttp({ donorCustomerNumber: 'KPN-999' });
    await advance('0207654321', { block: 'KLANTNUMMER' });
    const { user } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    const section = within(await screen.findByRole('region', { name: 'Overstappen met je nummer' }));
    await user.click(section.getByRole('link', { name: /0207654321\s*Afgewezen/ }));
    expect(
      await screen.findByText(/Het klantnummer bij je huidige aanbieder klopt niet met wat die aanbieder kent/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Opnieuw aanvragen' }));
    expect(await screen.findByText(/Het formulier is ingevuld met je vorige aanvraag/)).toBeInTheDocument();
    await waitFor(() => expect(field('Telefoonnummer')).toHaveValue('0207654321'));
    expect(field('Klantnummer bij huidige aanbieder')).toHaveValue('KPN-999');
    expect(field('Huidige aanbieder')).toHaveValue('kpn');
  });

  it('Alleen lezen sees the requests without a way to ask or change; Gebruiker sees no porting', async () => {
    const { id } = await sendPortingOverHttp();
    const numbers = await renderApp({ route: '/numbers', account: 'meekijker@demo.test' });
    const section = within(await screen.findByRole('region', { name: 'Overstappen met je nummer' }));
    expect(section.getByRole('link', { name: /0207654321\s*Aangevraagd/ })).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Nummer overzetten' })).not.toBeInTheDocument();
    numbers.unmount();
    const status = await renderApp({ route: `/numbers/porting/${id}`, account: 'meekijker@demo.test' });
    expect(await screen.findByRole('heading', { name: '0207654321' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overstap annuleren' })).not.toBeInTheDocument();
    status.unmount();

    await renderApp({ route: '/numbers', account: 'gebruiker@demo.test' });
    expect(await screen.findByRole('region', { name: 'Huidig nummer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overstappen met je nummer' })).not.toBeInTheDocument();
  });
});
