import { screen, waitFor, within } from '@testing-library/react';
import type { Ticket, TicketsResponse } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { logInOverHttp } from '../../support/renderApp';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { MEDEWERKER, staffLoginOverHttp, TEAMLEIDER } from '../../support/staffLogin';

useServer();

const OPEN_TICKET = 'Doorschakelen naar mijn mobiel werkt niet';

async function ticketId(subject: string): Promise<number> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/tickets`, { headers: { authorization: `Bearer ${token}` } });
  const ticket = ((await response.json()) as TicketsResponse).tickets.find((t) => t.subject === subject);
  if (!ticket) throw new Error(`no ticket '${subject}'`);
  return ticket.id;
}

describe('working on a ticket', () => {
  it("'Oppakken' puts it under 'Mijn vragen'; a note shows as one and never as an answer", async () => {
    const id = await ticketId(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${id}`, staff: MEDEWERKER });
    const assignment = await screen.findByRole('region', { name: 'Toegewezen aan' });
    expect(within(assignment).getByText('Nog niemand.')).toBeInTheDocument();
    await user.click(within(assignment).getByRole('button', { name: 'Oppakken' }));
    expect(await within(assignment).findByText('Sanne Supportdesk')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Interne notitie'), 'Klant heeft ook een storing gemeld per telefoon.');
    await user.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    const conversation = screen.getByRole('region', { name: 'Gesprek' });
    const note = await within(conversation).findByText('Klant heeft ook een storing gemeld per telefoon.');
    expect(note.closest('li')).toHaveTextContent('Interne notitie van Sanne Supportdesk');
    expect(note.closest('li')).toHaveClass('desk-entry-note');

    await user.click(screen.getByRole('link', { name: 'Terug naar de wachtrij' }));
    await user.click(await screen.findByRole('button', { name: 'Mijn vragen' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual([OPEN_TICKET]),
    );
    expect(screen.getByRole('button', { name: 'Mijn vragen' })).toHaveAttribute('aria-current', 'true');
    const row = screen.getByRole('link', { name: OPEN_TICKET }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Sanne Supportdesk');
  });

  it('a colleague open on the same ticket is named; their answer shows first and the typed answer stays', async () => {
    const id = await ticketId(OPEN_TICKET);
    const lead = await staffLoginOverHttp(getConfig().apiBaseUrl, TEAMLEIDER);
    expect((await postJson(`/desk/ticket/${id}/presence`, {}, lead.token)).status).toBe(200);
    const { user } = await renderDesk({ route: `/vraag/${id}`, staff: MEDEWERKER });
    expect(await screen.findByText('Ook geopend door Tom Teamleider')).toBeInTheDocument();

    const mine = 'Ik zet de doorschakeling opnieuw aan.';
    await user.type(screen.getByLabelText('Antwoord'), mine);
    const theirs = 'Ik heb dit net al opgelost.';
    expect((await postJson(`/desk/ticket/${id}/reply`, { message: theirs }, lead.token)).status).toBe(201);
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Er is intussen een nieuw bericht in dit gesprek.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const conversation = screen.getByRole('region', { name: 'Gesprek' });
    expect(await within(conversation).findByText(theirs)).toBeInTheDocument();
    expect(screen.getByLabelText('Antwoord')).toHaveValue(mine);
    // Having seen it, a second press sends.
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    expect(await within(conversation).findByText(mine)).toBeInTheDocument();
  });

  it('a reply template goes into the answer box to edit; a preview shows it filled, as the customer gets it', async () => {
    const lead = await staffLoginOverHttp(getConfig().apiBaseUrl, TEAMLEIDER);
    const body = 'Beste {{klantnaam}}, wilt u het toestel herstarten? Groet, {{medewerker}}';
    expect((await postJson('/desk/templates', { title: 'Herstarten', body }, lead.token)).status).toBe(201);
    const id = await ticketId(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${id}`, staff: MEDEWERKER });
    await user.selectOptions(await screen.findByLabelText('Standaardantwoord'), 'Herstarten');
    await user.click(screen.getByRole('button', { name: 'Invoegen' }));
    expect(screen.getByLabelText('Antwoord')).toHaveValue(body);
    const filled = 'Beste Jan de Vries, wilt u het toestel herstarten? Groet, Sanne Supportdesk';
    expect(screen.getByRole('region', { name: 'Zo leest de klant het' })).toHaveTextContent(filled);

    // An unknown placeholder is refused before sending, naming the known ones; nothing is sent.
    await user.type(screen.getByLabelText('Antwoord'), ' {{{{voornaam}}');
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    expect(await screen.findByText(/^Onbekend invulveld \{\{voornaam\}\}\. Gebruik alleen/)).toBeInTheDocument();
    expect(screen.getByLabelText('Antwoord')).toHaveAccessibleDescription(
      expect.stringContaining('Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.'),
    );
    await user.clear(screen.getByLabelText('Antwoord'));
    await user.type(screen.getByLabelText('Antwoord'), body.replace(/[{]/g, '{{'));
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    const conversation = screen.getByRole('region', { name: 'Gesprek' });
    expect(await within(conversation).findByText(filled)).toBeInTheDocument();
  });

  it('merges another ticket of the customer after a confirmation; the customer is led to the merged one', async () => {
    const { token } = await logInOverHttp('admin@demo.test');
    const created = await postJson(
      '/tickets',
      { subject: 'Doorschakelen weer stuk', message: 'Sinds vanmorgen werkt het weer niet.', category: 4 },
      token,
    );
    expect(created.status).toBe(201);
    const other = (created.body as Ticket).id;
    const id = await ticketId(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${id}`, staff: MEDEWERKER });
    const merge = await screen.findByRole('region', { name: 'Samenvoegen' });
    // Picked from the customer's other open questions, each with its number, subject and date.
    const choices = within(merge).getByRole('group', { name: 'Andere open vraag van deze klant' });
    expect(within(choices).getAllByRole('radio').length).toBeGreaterThanOrEqual(1);
    await user.click(within(merge).getByRole('button', { name: 'Samenvoegen' }));
    expect(within(merge).getByRole('alert')).toHaveTextContent('Kies de vraag die je bij deze vraag wilt voegen.');
    await user.click(
      within(choices).getByRole('radio', { name: new RegExp(`^Vraag ${other}: Doorschakelen weer stuk`) }),
    );
    await user.click(within(merge).getByRole('button', { name: 'Samenvoegen' }));
    expect(within(merge).getByRole('alert')).toHaveTextContent(
      new RegExp(
        `^Vraag ${other} 'Doorschakelen weer stuk' van \\d\\d-\\d\\d-\\d{4}\\s\\d\\d:\\d\\d bij deze vraag voegen\\?`,
      ),
    );
    await user.click(within(merge).getByRole('button', { name: 'Ja, samenvoegen' }));
    const conversation = screen.getByRole('region', { name: 'Gesprek' });
    expect(await within(conversation).findByText(/Doorschakelen weer stuk/)).toBeInTheDocument();
    expect(within(merge).queryByRole('radio', { name: new RegExp(`^Vraag ${other}:`) })).not.toBeInTheDocument();
    const seen = await fetch(`${getConfig().apiBaseUrl}/tickets?id=${other}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await seen.json()) as Ticket).id).toBe(id);
  });
});

describe('for a teamleider', () => {
  it("keeps the reply templates, sets the response target and reads the week's figures", async () => {
    const { user } = await renderDesk({ route: '/standaardantwoorden', staff: TEAMLEIDER });
    expect(await screen.findByText('Er zijn nog geen standaardantwoorden.')).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Standaardantwoord toevoegen' });
    // The placeholders beside the editor; another one is refused with that list, and the text stays.
    const known = screen.getByRole('complementary', { name: 'Invulvelden' });
    expect(
      within(known)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['{{klantnaam}}', '{{klantnummer}}', '{{medewerker}}']);
    await user.type(within(add).getByLabelText('Titel'), 'Welkom');
    await user.type(within(add).getByLabelText('Tekst'), 'Beste {{{{naam}}, welkom.');
    await user.click(within(add).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent(
      'Onbekend invulveld {{naam}}. Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.',
    );
    expect(screen.getByText('Er zijn nog geen standaardantwoorden.')).toBeInTheDocument();
    await user.clear(within(add).getByLabelText('Tekst'));
    await user.type(within(add).getByLabelText('Tekst'), 'Beste {{{{klantnaam}}, welkom.');
    await user.click(within(add).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welkom' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Welkom verwijderen' }));
    expect(await screen.findByText('Er zijn nog geen standaardantwoorden.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    const weeks = await screen.findByRole('table', { name: 'Per week, nieuwste eerst' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(9);
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Week van',
      'Nieuwe vragen',
      'Op tijd beantwoord',
      'Te laat',
      'Nog niet verlopen',
      'Mediaan eerste antwoord',
    ]);
    const field = screen.getByLabelText('Eerste antwoord binnen (werkuren)');
    expect(field).toHaveValue('8');
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De reactietijd is opgeslagen.')).toBeInTheDocument();
  });
});
