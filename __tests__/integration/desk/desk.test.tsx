import { screen, waitFor, within } from '@testing-library/react';
import type { Ticket, TicketsResponse } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { holdPolls } from '../../support/holdPolls';
import { logInOverHttp } from '../../support/renderApp';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { MEDEWERKER, TEAMLEIDER, DEMO_STAFF_PASSWORD, DEMO_STAFF_SECRET } from '../../support/staffLogin';
import { totpCode } from '../../support/totp';

useServer();

const OPEN_TICKET = 'Doorschakelen naar mijn mobiel werkt niet';
const CLOSED_TICKET = 'Vraag over mijn factuur van vorige maand';

/** The queue's rows by their subject link, in the order shown. */
// The queue is the page's first table (a customer's page lists the account's people below it).
const queueSubjects = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

/** The customer's own view of one of their tickets, over HTTP (as the portal reads it). */
async function customerTicket(subject: string): Promise<{ ticket: Ticket; token: string }> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/tickets`, { headers: { authorization: `Bearer ${token}` } });
  const ticket = ((await response.json()) as TicketsResponse).tickets.find((t) => t.subject === subject);
  if (!ticket) throw new Error(`no ticket '${subject}'`);
  return { ticket, token };
}

describe('logging in to the desk', () => {
  it("asks 'E-mailadres', 'Wachtwoord', then 'Code'; a wrong code is refused in Dutch, the right one opens the queue", async () => {
    const { user } = await renderDesk({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Inloggen op de supportdesk' })).toBeInTheDocument();
    const fields = screen.getAllByRole('textbox').concat(screen.getAllByLabelText('Wachtwoord'));
    expect(screen.getByLabelText('E-mailadres')).toBe(fields[0]);
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels).toEqual(['E-mailadres', 'Wachtwoord', 'Code']);

    await user.type(screen.getByLabelText('E-mailadres'), MEDEWERKER);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO_STAFF_PASSWORD);
    const right = totpCode(DEMO_STAFF_SECRET);
    await user.type(screen.getByLabelText('Code'), right === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Het e-mailadres, het wachtwoord of de code is onjuist.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // What was typed stays.
    expect(screen.getByLabelText('E-mailadres')).toHaveValue(MEDEWERKER);

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), right);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Wachtrij' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: OPEN_TICKET })).toBeInTheDocument();
    expect(screen.getByText('Ingelogd als Sanne Supportdesk (medewerker)')).toBeInTheDocument();
    // A medewerker has no audit or staff pages.
    expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('goes back to the login page, saying why, when the server has ended the login', async () => {
    const { user, store } = await renderDesk({ route: '/', staff: MEDEWERKER });
    expect(await screen.findByRole('link', { name: OPEN_TICKET })).toBeInTheDocument();
    const token = store.getState().deskSession.token ?? '';
    // Ended elsewhere (another tab logged out): the next call is refused.
    const ended = await fetch(`${getConfig().apiBaseUrl}/desk/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    await user.click(screen.getByRole('link', { name: OPEN_TICKET }));
    expect(await screen.findByText('Je sessie is verlopen. Log opnieuw in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('the queue', () => {
  it("lists every customer's tickets newest activity first: number, company and customer number, status, lock, unanswered; type 4 marked", async () => {
    const { ticket: closed } = await customerTicket(CLOSED_TICKET);
    await renderDesk({ route: '/', staff: MEDEWERKER });
    await screen.findByRole('link', { name: OPEN_TICKET });
    const headers = within(screen.getAllByRole('table')[0] as HTMLElement).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Nr.',
      'Onderwerp',
      'Klant',
      'Status',
      'Toegewezen aan',
      'Reactietijd',
      'Laatste activiteit',
    ]);
    expect(queueSubjects()).toEqual([
      OPEN_TICKET,
      'Aanvraag extra nummer',
      'Nummerweergave bij uitgaande gesprekken',
      CLOSED_TICKET,
    ]);
    const row = (subject: string) => screen.getByRole('link', { name: subject }).closest('tr') as HTMLElement;
    const cells = (subject: string) => within(row(subject)).getAllByRole('cell');
    expect(cells(CLOSED_TICKET)[0]).toHaveTextContent(new RegExp(`^${closed.id}$`));
    expect(within(cells(CLOSED_TICKET)[1] as HTMLElement).getByText('De Vries Installatietechniek B.V.')).toBeVisible();
    expect(within(cells(CLOSED_TICKET)[1] as HTMLElement).getByRole('link', { name: '100001' })).toBeVisible();
    expect(cells(CLOSED_TICKET)[2]).toHaveTextContent(/^Geslotenvergrendeld$/);
    expect(within(row(CLOSED_TICKET)).queryByText(/onbeantwoord/)).not.toBeInTheDocument();
    expect(within(row('Nummerweergave bij uitgaande gesprekken')).getByText('1 onbeantwoord')).toBeInTheDocument();
    expect(within(row('Aanvraag extra nummer')).getByText('Aanvraag', { selector: '.desk-tag' })).toBeInTheDocument();
    expect(
      within(row('Nummerweergave bij uitgaande gesprekken')).getByRole('link', { name: '200001' }),
    ).toBeInTheDocument();
  });

  it('filters by status and searches a customer number or subject; the filters stay in the address', async () => {
    const { user, router } = await renderDesk({ route: '/', staff: MEDEWERKER });
    await screen.findByRole('link', { name: OPEN_TICKET });
    await user.selectOptions(screen.getByLabelText('Status'), 'Gesloten');
    await waitFor(() => expect(queueSubjects()).toEqual([CLOSED_TICKET]));
    expect(router.state.location.search).toBe('?status=4');
    await user.selectOptions(screen.getByLabelText('Status'), 'Alle statussen');
    await user.type(screen.getByLabelText('Zoeken op klantnummer of onderwerp'), '200001');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(queueSubjects()).toEqual(['Nummerweergave bij uitgaande gesprekken']));
  });

  it('refreshes itself every 30 seconds: a new question appears without a reload', async () => {
    const polls = holdPolls(30_000);
    try {
      await renderDesk({ route: '/', staff: MEDEWERKER });
      await screen.findByRole('link', { name: OPEN_TICKET });
      await waitFor(() => expect(polls.pending()).toBe(1));
      const { token } = await logInOverHttp('ander@demo.test');
      const subject = 'Nieuwe vraag tijdens het kijken';
      const created = await postJson(
        '/tickets',
        { subject, message: 'Kunnen jullie mij terugbellen?', category: 1 },
        token,
      );
      expect(created.status).toBe(201);
      expect(screen.queryByRole('link', { name: subject })).not.toBeInTheDocument();
      await polls.elapse();
      expect(await screen.findByRole('link', { name: subject })).toBeInTheDocument();
      expect(queueSubjects()[0]).toBe(subject);
    } finally {
      polls.restore();
    }
  });
});

describe('a ticket', () => {
  it('shows the customer without full IBAN, takes an answer the customer then sees, changes the status and locks it', async () => {
    const { ticket, token } = await customerTicket(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${ticket.id}`, staff: MEDEWERKER });
    expect(await screen.findByRole('heading', { level: 1, name: OPEN_TICKET })).toBeInTheDocument();
    expect(screen.getByText(`Vraag ${ticket.id}`)).toBeInTheDocument();
    expect(document.title).toContain(`Vraag ${ticket.id}: ${OPEN_TICKET}`);
    const customer = screen.getByRole('region', { name: 'Klant' });
    expect(within(customer).getByText('Jan de Vries')).toBeInTheDocument();
    expect(within(customer).getByText('100001')).toBeInTheDocument();
    expect(within(customer).getByText('**************4300')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('NL91ABNA0417164300');
    // What questions are mostly about: numbers, blocked numbers, the limit, open questions.
    const value = (term: string) => within(customer).getByText(term).nextElementSibling;
    const fact = (term: string) => value(term)?.textContent;
    // International numbers with their '+', as the portal shows them.
    expect([...(value('Geblokkeerde nummers')?.children ?? [])].map((line) => line.textContent)).toEqual([
      '0851234567',
      '+31612345670',
      '+3225123456',
    ]);
    expect(fact('Gesprekskosten deze maand')).toMatch(/^€\u00a0\d+,\d\d van €\u00a050,00 excl\.\u00a0btw \(\d+%\)$/);
    expect(Number(fact('Open vragen'))).toBeGreaterThanOrEqual(1);
    const requests = within(customer).getByRole('region', { name: 'Openstaande aanvragen' });
    expect(within(requests).getByText('Extra lokaal nummer')).toBeInTheDocument();
    expect(within(customer).getByRole('region', { name: 'Laatste facturen' })).toHaveTextContent(
      /€\s\d+,\d\d incl\. btw/,
    );
    expect(within(customer).getByRole('region', { name: 'Laatste inlogpogingen' })).toHaveTextContent(
      'Jan de Vries: Gelukt',
    );

    // The answer and the status in one step: 'Wacht op klant' (status 'Wacht op reactie') unless another is chosen.
    const answerStatus = screen.getByLabelText('Status na het antwoord');
    expect(answerStatus).toHaveDisplayValue('Wacht op klant');
    expect(
      within(answerStatus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wacht op klant', 'Nog in behandeling', 'Opgelost']);
    const answer = 'We hebben je doorschakeling opnieuw ingesteld.';
    await user.type(screen.getByLabelText('Antwoord'), answer);
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    const conversation = screen.getByRole('region', { name: 'Gesprek' });
    expect(await within(conversation).findByText(answer)).toBeInTheDocument();
    expect(within(conversation).getByText('Status gewijzigd naar: Wacht op reactie')).toBeInTheDocument();
    expect(within(conversation).getAllByText('Medewerker Sanne Supportdesk').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^Je antwoord is verstuurd; de status is 'Wacht op reactie'\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Antwoord')).toHaveValue(''));

    await user.selectOptions(screen.getByLabelText('Status'), 'Gesloten');
    await user.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    expect(await within(conversation).findByText('Status gewijzigd naar: Gesloten')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vergrendelen' }));
    expect(await screen.findByRole('button', { name: 'Ontgrendelen' })).toBeInTheDocument();
    expect(screen.getByText('Deze vraag is vergrendeld: de klant kan niet meer reageren.')).toBeInTheDocument();

    // The customer's side, as the portal reads it.
    const seen = await fetch(`${getConfig().apiBaseUrl}/tickets?id=${ticket.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const mine = (await seen.json()) as Ticket;
    expect(mine.locked).toBe(true);
    expect(mine.statusId).toBe(4);
    expect(mine.conversation.slice(-3).map((entry) => [entry.message, entry.statusChange])).toEqual([
      [answer, null],
      ['', 'Wacht op reactie'],
      ['', 'Gesloten'],
    ]);
    const reply = await postJson(
      '/tickets/message',
      { ticketID: ticket.id, message: 'Nog een vraag hierover.' },
      token,
    );
    expect(reply.status).toBe(409);
  });

  it('keeps the answer and says why when it cannot be sent', async () => {
    const { ticket } = await customerTicket(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${ticket.id}`, staff: MEDEWERKER });
    await screen.findByRole('heading', { level: 1, name: OPEN_TICKET });
    await user.click(screen.getByLabelText('Antwoord'));
    await user.paste('x'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Beantwoorden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Veld "message" mag maximaal 5000 karakters bevatten.');
    expect(screen.getByLabelText('Antwoord')).toHaveValue('x'.repeat(5001));
  });

  it('opens the customer with all their tickets', async () => {
    const { ticket } = await customerTicket(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${ticket.id}`, staff: MEDEWERKER });
    await user.click(await screen.findByRole('link', { name: 'Klant openen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Klant 100001' })).toBeInTheDocument();
    await waitFor(() => expect(queueSubjects()).toEqual([OPEN_TICKET, 'Aanvraag extra nummer', CLOSED_TICKET]));
    const people = within(screen.getByRole('table', { name: '4 personen met toegang' }));
    expect(people.getByRole('row', { name: /Jan de Vries \(hoofdgebruiker\).*Beheerder/ })).toBeInTheDocument();
    expect(people.getByRole('row', { name: /Bea Hendriks.*boekhouder@demo\.test.*Financieel/ })).toBeInTheDocument();
    expect(people.getByRole('row', { name: /Mark Peters.*Alleen lezen/ })).toBeInTheDocument();
  });
});

describe('for a teamleider', () => {
  it('the audit shows who opened which ticket and customer, newest first', async () => {
    const { ticket } = await customerTicket(OPEN_TICKET);
    const { user } = await renderDesk({ route: `/vraag/${ticket.id}`, staff: TEAMLEIDER });
    await screen.findByRole('heading', { level: 1, name: OPEN_TICKET });
    await user.click(screen.getByRole('link', { name: 'Klant openen' }));
    await screen.findByRole('heading', { level: 1, name: 'Klant 100001' });
    await user.click(screen.getByRole('link', { name: 'Audit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells.map((row) => row.slice(1))).toEqual([
      ['Tom Teamleider (teamleider@demo.test)', 'Klant geopend', 'klant 100001'],
      ['Tom Teamleider (teamleider@demo.test)', 'Vraag geopend', `vraag ${ticket.id}, klant 100001`],
    ]);
  });

  it('adds a staff member and gets the one-time set-up link', async () => {
    const { user } = await renderDesk({ route: '/medewerkers', staff: TEAMLEIDER });
    expect(await screen.findByRole('rowheader', { name: 'Sanne Supportdesk' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Naam'), 'Nina Nieuw');
    await user.type(screen.getByLabelText('E-mailadres'), 'nina@demo.test');
    await user.selectOptions(screen.getByLabelText('Rol'), 'teamleider');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    const link = await screen.findByText(/\/desk\/instellen#token=/);
    expect(link.textContent).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/desk\/instellen#token=[\w-]{40,}$/);
    expect(await screen.findByRole('rowheader', { name: 'Nina Nieuw' })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'Nina Nieuw' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Wacht op instellen')).toBeInTheDocument();
  });
});
