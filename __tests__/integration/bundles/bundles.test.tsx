import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';
import { recordBodies } from '../subscriptions/bodies';

useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

const OVERVIEW = '/account/100001/bundles-overview';
const region = (name: string) => screen.findByRole('region', { name });
const message = (name: string) => screen.findByRole('alertdialog', { name });
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('bundles against the reference server', () => {
  it("lists extra users ('VOIP toestel' without '@') and numbers by extension, hides slot 0, offers each at € 1,00", async () => {
    const { user, router } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /^Bundels/ }));
    expect(router.state.location.pathname).toBe(OVERVIEW);
    expect(rowNames(await region('Extra gebruikers'))).toEqual(['gebruiker@demo.test›', 'VOIP toestel›']);
    const numbers = await region('Extra nummers');
    expect(rowNames(numbers)).toEqual(['Extra mobiel nummer06 1234 5670', 'Extra 085 nummer085 123 4567']);
    expect(screen.queryByText('06 9876 5432')).not.toBeInTheDocument();
    expect(within(numbers).getByText('Er staat 1 aanvraag voor een extra nummer open.')).toBeInTheDocument();
    const offers = within(await region('Nieuwe bundels'));
    for (const name of ['Extra gebruiker', 'Extra lokaal nummer', 'Extra 085 nummer'])
      expect(
        offers.getByRole('link', { name: `${name} €\u00a01,00\u00a0per\u00a0maand excl.\u00a0btw` }),
      ).toBeInTheDocument();
  });

  it('a cancelled subscription is offered no bundles, and the page says why', async () => {
    await renderApp({ route: '/account/100003/bundles-overview', account: 'opgezegd@demo.test' });
    const offers = await region('Nieuwe bundels');
    expect(offers).toHaveTextContent(
      'Je abonnement is opgezegd. Extra gebruikers en nummers kun je niet meer aanvragen.',
    );
    expect(within(offers).queryByRole('link')).not.toBeInTheDocument();
  });

  it('the 4-user limit: after two requests the extra user offer is gone, and the server agrees', async () => {
    const { user, router } = await renderApp({ route: OVERVIEW, account: 'admin@demo.test' });
    for (const email of ['derde@demo.test', 'vierde@demo.test']) {
      await user.click(await screen.findByRole('link', { name: /^Extra gebruiker/ }));
      expect(await screen.findByText(/ontvangt een e-mail met een link om het account te activeren/)).toBeVisible();
      expect(
        screen.getByText('Een extra gebruiker kost € 1,00 per maand excl. btw, maandelijks opzegbaar.'),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('E-mailadres'), email);
      await user.type(screen.getByLabelText('Wachtwoord'), 'Welkom123');
      await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
      const done = await message('Voltooid');
      expect(done).toHaveTextContent('De extra gebruiker is aangevraagd.');
      await user.click(within(done).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(OVERVIEW));
    }
    const users = await region('Extra gebruikers');
    await waitFor(() => expect(within(users).getAllByRole('link')).toHaveLength(4));
    const offers = within(await region('Nieuwe bundels'));
    expect(offers.queryByRole('link', { name: /^Extra gebruiker/ })).not.toBeInTheDocument();
    expect(offers.getByRole('link', { name: /^Extra lokaal nummer/ })).toBeInTheDocument();
    const { token } = await logInOverHttp('admin@demo.test');
    const fifth = await postJson('/users/add-extra', { email: 'vijfde@demo.test', password: 'Welkom123' }, token);
    expect(fifth).toEqual({ status: 400, body: { message: 'Je kunt maximaal 4 extra gebruikers hebben.' } });
  });

  it('the new extra user activates the login through the mailed link, and then logs in', async () => {
    const { token } = await logInOverHttp('admin@demo.test');
    const added = await postJson('/users/add-extra', { email: 'nieuwkomer@demo.test', password: 'Welkom123' }, token);
    expect(added.status).toBe(201);
    expect((await postJson('/auth/token', { email: 'nieuwkomer@demo.test', password: 'Welkom123' })).status).toBe(401);
    const outbox = (await (await fetch(`${getConfig().apiBaseUrl}/dev/outbox`)).json()) as {
      messages: Array<{ to: string; subject: string; body: string }>;
    };
    const mail = outbox.messages.find((m) => m.to === 'nieuwkomer@demo.test');
    expect(mail?.subject).toBe('Activeer je account voor het klantportaal');
    const link = new URL(/https?:\/\/\S+\/activate#token=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? 'http://x/');

    const { user, router } = await renderApp({ route: `${link.pathname}${link.hash}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account activeren' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    expect(
      await screen.findByText(
        'Je account is geactiveerd. Log in met nieuwkomer@demo.test en het wachtwoord dat je van de hoofdgebruiker ' +
          'hebt gekregen.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Account geactiveerd' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Naar inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await postJson('/auth/token', { email: 'nieuwkomer@demo.test', password: 'Welkom123' })).status).toBe(200);
  });

  it('a used or broken activation link says so in Dutch, and makes no login', async () => {
    const { user } = await renderApp({ route: '/activate#token=geen-geldige-link' });
    await user.click(await screen.findByRole('button', { name: 'Account activeren' }));
    expect(
      await screen.findByText(
        'Deze link is ongeldig, verlopen of al gebruikt. Vraag de hoofdgebruiker van het account om je opnieuw ' +
          'toe te voegen.',
      ),
    ).toBeInTheDocument();
  });

  it("invalid extra user input: 'Fout' with the spec text, nothing sent, input kept", async () => {
    const log = logRequests();
    const { user } = await renderApp({
      route: '/account/100001/bundles-request/extra-user/1',
      account: 'admin@demo.test',
    });
    await user.type(await screen.findByLabelText('E-mailadres'), 'geen-adres');
    // The rule is there before the first try.
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription('Minimaal 8 karakters.');
    await user.type(screen.getByLabelText('Wachtwoord'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    const invalid = await message('Fout');
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(log.count('POST /users/add-extra')).toBe(0);
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('geen-adres');
    // The fields that are wrong are marked, with what is wrong.
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Een nieuw wachtwoord moet minimaal 8 karakters bevatten.')).toBeInTheDocument();
  });

  it("a refused request shows the server's message and keeps what was typed", async () => {
    const { user } = await renderApp({
      route: '/account/100001/bundles-request/extra-user/1',
      account: 'admin@demo.test',
    });
    await user.type(await screen.findByLabelText('E-mailadres'), 'nieuwkomer@demo.test');
    await user.type(screen.getByLabelText('Wachtwoord'), 'qwerty123');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    expect(await message('Fout')).toHaveTextContent(
      'Wachtwoord: Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('nieuwkomer@demo.test');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('qwerty123');
  });

  it("extra user overview: the e-mail, 'Opzeggen' with a confirmation, 'Voltooid', gone from the overview", async () => {
    const { user, router } = await renderApp({ route: OVERVIEW, account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /^gebruiker@demo\.test/ }));
    expect(await screen.findByRole('heading', { name: 'gebruiker@demo.test' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opzeggen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Extra gebruiker opzeggen' });
    expect(confirm).toHaveTextContent('gebruiker@demo.test');
    await user.click(within(confirm).getByRole('button', { name: 'Opzeggen' }));
    const done = await message('Voltooid');
    expect(done).toHaveTextContent('De extra gebruiker is opgezegd.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(OVERVIEW));
    expect(rowNames(await region('Extra gebruikers'))).toEqual(['VOIP toestel›']);
  });

  it("extra number: '1234ab' is accepted and sent as '1234 AB' in a type-4 ticket; then the 5-number limit is reached", async () => {
    const bodies = recordBodies('POST /tickets');
    const { user, router } = await renderApp({ route: OVERVIEW, account: 'admin@demo.test' });
    await user.click(within(await region('Nieuwe bundels')).getByRole('link', { name: /^Extra 085 nummer/ }));
    expect(
      await screen.findByText('Het aanvragen van een extra nummer duurt maximaal 2 werkdagen.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/landelijk 085-nummer/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postcode'), '1234ab');
    await user.type(screen.getByLabelText('Huisnummer'), '12');
    await user.type(screen.getByLabelText('Naam'), 'Bakkerij Jansen');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    const done = await message('Voltooid');
    expect(done).toHaveTextContent('Je aanvraag voor een extra nummer is verstuurd.');
    expect(bodies).toEqual([
      {
        type: 4,
        category: 2,
        subject: 'Aanvraag extra nummer',
        message: 'Postcode: 1234 AB\nHuisnummer: 12\nNaam: Bakkerij Jansen\nType: business',
      },
    ]);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(OVERVIEW));
    // 2 listed (the slot-0 one is hidden and not counted) + 2 open requests = 4: one more fits.
    expect(await screen.findByText('Er staan 2 aanvragen voor een extra nummer open.')).toBeInTheDocument();
    await user.click(within(await region('Nieuwe bundels')).getByRole('link', { name: /^Extra lokaal nummer/ }));
    await user.type(await screen.findByLabelText('Postcode'), '1234 AB');
    await user.type(screen.getByLabelText('Huisnummer'), '14');
    await user.type(screen.getByLabelText('Naam'), 'Bakkerij Jansen');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    await user.click(within(await message('Voltooid')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(OVERVIEW));
    // Now the open requests fill the room: no number offers, as the server would refuse, and the page says why.
    expect(await screen.findByText('Er staan 3 aanvragen voor een extra nummer open.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Je open aanvragen vullen de ruimte voor extra nummers (maximaal 5). Zodra een aanvraag is afgehandeld, kun je een nieuw nummer aanvragen.',
      ),
    ).toBeInTheDocument();
    const offers = within(await region('Nieuwe bundels'));
    expect(offers.queryByRole('link', { name: /nummer/ })).not.toBeInTheDocument();
    expect(offers.getByRole('link', { name: /^Extra gebruiker/ })).toBeInTheDocument();
  });

  it("extra number: a wrong postcode gives 'Fout' and sends nothing; a refusal shows the server's message", async () => {
    const log = logRequests();
    const { user } = await renderApp({
      route: '/account/100001/bundles-request/extra-number?numberType=local',
      account: 'admin@demo.test',
    });
    expect(await screen.findByText(/netnummer van de plaats/)).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Bijvoorbeeld 1234 AB.');
    await user.type(screen.getByLabelText('Postcode'), '0123 AB');
    await user.type(screen.getByLabelText('Huisnummer'), '12');
    await user.type(screen.getByLabelText('Naam'), 'Bakkerij Jansen');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    const invalid = await message('Fout');
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    expect(log.count('POST /tickets')).toBe(0);
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Huisnummer')).not.toHaveAttribute('aria-invalid');

    log.fail('POST /tickets', 400, { error: { message: 'Je kunt maximaal 5 extra nummers hebben.' } });
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '1234 AB');
    await user.click(screen.getByRole('button', { name: 'Aanvragen' }));
    expect(await message('Fout')).toHaveTextContent('Je kunt maximaal 5 extra nummers hebben.');
    expect(screen.getByLabelText('Naam')).toHaveValue('Bakkerij Jansen');
  });
});
