import { act, screen, waitFor, within } from '@testing-library/react';
import type { TicketsResponse } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { holdPolls } from '../../support/holdPolls';
import { leavePage } from '../../support/leavePage';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

// 15 March 2026 is a Sunday morning: customer service is closed.
useServer({ CLOCK_NOW });

const OPEN_TICKET = 'Doorschakelen naar mijn mobiel werkt niet';
const CLOSED_TICKET = 'Vraag over mijn factuur van vorige maand';

async function ticketId(subject: string): Promise<{ id: number; token: string }> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/tickets`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as TicketsResponse;
  const ticket = body.tickets.find((t) => t.subject === subject);
  if (!ticket) throw new Error(`no ticket '${subject}'`);
  return { id: ticket.id, token };
}

const ticketLink = (subject: string) => screen.findByRole('link', { name: new RegExp(subject) });

describe('support overview', () => {
  it('shows system status, the message of the day, opening state and the tickets with status in words', async () => {
    const log = logRequests();
    await renderApp({ route: '/feedback', account: 'admin@demo.test' });
    const open = await ticketLink(OPEN_TICKET);
    expect(open).toHaveTextContent('In behandeling');
    expect(open).toHaveTextContent('1 ongelezen antwoord');
    expect(await ticketLink(CLOSED_TICKET)).toHaveTextContent('Gesloten');
    // The extra-number request (type 4) is not a question.
    expect(screen.queryByRole('link', { name: /Aanvraag extra nummer/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^(?!Nieuwe vraag)/ })).toHaveLength(2);

    const status = screen.getByRole('region', { name: 'Systeemstatus' });
    expect(within(status).getByText('Bellen')).toBeInTheDocument();
    expect(within(status).getByText('Gegevens beheren')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Let op: Op zondagnacht tussen 01:00 en 05:00 uur');
    expect(screen.getByText('De klantenservice is nu gesloten.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe vraag' })).toHaveAttribute('href', '/feedback/create');
    expect(log.count('GET /tickets')).toBe(1);
  });

  it('shows a message of the day as plain text, never as HTML', async () => {
    const log = logRequests();
    const message = '<img src=x onerror="alert(1)"> <b>Storing</b> bij bellen';
    log.fail('GET /tickets', 200, {
      motd: { enabled: true, type: 'alert', message },
      tickets: [],
      supportAvailable: true,
    });
    const { container } = await renderApp({ route: '/feedback', account: 'admin@demo.test' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Storing: ${message}`);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('De klantenservice is nu bereikbaar.')).toBeInTheDocument();
    expect(screen.getByText('Je hebt nog geen vragen gesteld.')).toBeInTheDocument();
  });

  it('clears the new-message count once the ticket is read, in the list and on the server', async () => {
    const log = logRequests();
    const { user, router, unmount } = await renderApp({ route: '/feedback', account: 'admin@demo.test' });
    await user.click(await ticketLink(OPEN_TICKET));
    expect(await screen.findByRole('heading', { name: OPEN_TICKET })).toBeInTheDocument();
    await act(() => router.navigate('/feedback'));
    expect(await ticketLink(OPEN_TICKET)).not.toHaveTextContent('ongelezen antwoord');
    // The list once and the ticket once: the count was cleared in the cache, not by reading again.
    expect(log.count('GET /tickets')).toBe(2);
    leavePage(unmount);

    await renderApp({ route: '/feedback', account: 'admin@demo.test' });
    expect(await ticketLink(OPEN_TICKET)).not.toHaveTextContent('ongelezen antwoord');
  });
});

describe('new ticket', () => {
  const subject = () => screen.findByRole('textbox', { name: 'Onderwerp' });
  const message = () => screen.getByRole('textbox', { name: 'Bericht' });
  const send = () => screen.getByRole('button', { name: 'Versturen' });

  it("checks subject and message (required, at least 10) before sending anything, with 'Fout'", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test' });
    await user.click(await subject());
    await user.click(send());
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2);
    await user.type(await subject(), 'Te kort');
    await user.type(message(), 'Ook kort');
    // Each field names itself.
    expect(screen.getByText('Onderwerp dient minimaal 10 tekens te bevatten.')).toBeInTheDocument();
    expect(screen.getByText('Bericht dient minimaal 10 tekens te bevatten.')).toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toBeInTheDocument();
    expect(await subject()).toHaveValue('Te kort');
    expect(log.count('POST /tickets')).toBe(0);
  });

  it('offers the categories of the server and, once created, shows the new ticket in the list', async () => {
    const { user, router } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test' });
    await user.type(await subject(), 'Voicemail instellen');
    const category = screen.getByRole('combobox', { name: 'Categorie' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(category, 'Facturen en betalingen');
    await user.type(message(), 'Hoe stel ik de voicemail van ons hoofdnummer in?');
    await user.click(send());
    const sent = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(sent).toHaveTextContent('Je vraag is verstuurd.');
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    const created = await ticketLink('Voicemail instellen');
    expect(router.state.location.pathname).toBe('/feedback');
    expect(created).toHaveTextContent('Open');
  });

  it("reports failing categories with the spec's error and a retry", async () => {
    const log = logRequests();
    log.fail('GET /tickets/options', 500, { error: { message: 'Kapot' } });
    const { user } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Er is een fout opgetreden bij het aanmaken van je vraag.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    log.calls.length = 0;
    jest.restoreAllMocks();
    await user.click(screen.getByRole('button', { name: 'Categorieën opnieuw ophalen' }));
    const category = screen.getByRole('combobox', { name: 'Categorie' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4));
  });

  it("shows the server's nested message in 'Fout' and keeps what was typed", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test' });
    await user.type(await subject(), 'Voicemail instellen');
    await user.type(message(), 'Hoe stel ik de voicemail van ons hoofdnummer in?');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categorie' })).toBeEnabled());
    log.fail('POST /tickets', 500, { error: { message: 'De vraag kon niet worden opgeslagen.' } });
    await user.click(send());
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('De vraag kon niet worden opgeslagen.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await subject()).toHaveValue('Voicemail instellen');
    expect(message()).toHaveValue('Hoe stel ik de voicemail van ons hoofdnummer in?');
  });
});

describe('ticket page', () => {
  it('shows the question, the conversation with customer and employee told apart, and status notes', async () => {
    const { id } = await ticketId(OPEN_TICKET);
    await renderApp({ route: `/feedback/ticket/${id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: OPEN_TICKET })).toBeInTheDocument();
    expect(screen.getByText(/Sinds gisteren worden gesprekken naar ons hoofdnummer/)).toBeInTheDocument();
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Medewerker',
      'Jij',
      'Medewerker',
    ]);
    expect(entries[0]).toHaveTextContent('Status gewijzigd naar: In behandeling');
    expect(entries[1]).not.toHaveTextContent('Status gewijzigd');
    expect(screen.getByRole('textbox', { name: 'Jouw reactie' })).toBeInTheDocument();
  });

  it('shows a reply at once, from the answer of the reply call', async () => {
    const { id } = await ticketId(OPEN_TICKET);
    const log = logRequests();
    const { user } = await renderApp({ route: `/feedback/ticket/${id}`, account: 'admin@demo.test' });
    const box = await screen.findByRole('textbox', { name: 'Jouw reactie' });
    await user.type(box, 'Kort');
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Bericht dient minimaal 10 tekens te bevatten.')).toBeInTheDocument();
    await user.type(box, ' maar nu werkt het weer, dank je wel.');
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByText('Kort maar nu werkt het weer, dank je wel.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jouw reactie' })).toHaveValue(''));
    expect(log.count('POST /tickets/message')).toBe(1);
    expect(log.count('GET /tickets')).toBe(1);
  });

  it('has no reply box on a locked ticket', async () => {
    const { id } = await ticketId(CLOSED_TICKET);
    await renderApp({ route: `/feedback/ticket/${id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: CLOSED_TICKET })).toBeInTheDocument();
    expect(screen.getByText('Deze vraag is gesloten. Je kunt niet meer reageren.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Jouw reactie' })).not.toBeInTheDocument();
    expect(screen.getByText('Status gewijzigd naar: Gesloten')).toBeInTheDocument();
  });

  it("returns to '/feedback' when the ticket does not load", async () => {
    const { router } = await renderApp({ route: '/feedback/ticket/999999', account: 'admin@demo.test' });
    expect(await ticketLink(OPEN_TICKET)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feedback');
  });
});

let restoreTimers = () => undefined as void;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('ticket page polling (every 30 s while shown)', () => {
  afterEach(() => {
    restoreTimers();
    // Back to jsdom's own getter.
    delete (document as { visibilityState?: string }).visibilityState;
  });

  it('re-reads every 30 s and shows what changed on the server; paused while hidden, resumed when shown', async () => {
    const { id, token } = await ticketId(OPEN_TICKET);
    const polls = holdPolls(30_000);
    restoreTimers = polls.restore;
    const log = logRequests();
    await renderApp({ route: `/feedback/ticket/${id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: OPEN_TICKET })).toBeInTheDocument();
    await waitFor(() => expect(polls.pending()).toBe(1));
    expect(log.count('GET /tickets')).toBe(1);

    // The server's data changes (a reply from another device); nothing is shown before the poll.
    const first = 'Vanaf mijn telefoon: het werkt nog steeds niet.';
    expect((await postJson('/tickets/message', { ticketID: id, message: first }, token)).status).toBe(201);
    expect(screen.queryByText(first)).not.toBeInTheDocument();
    await polls.elapse();
    expect(await screen.findByText(first)).toBeInTheDocument();
    expect(log.count('GET /tickets')).toBe(2);
    await waitFor(() => expect(polls.pending()).toBe(1));

    // Hidden: the poll is cancelled and nothing is read.
    setVisibility('hidden');
    await waitFor(() => expect(polls.pending()).toBe(0));
    const second = 'Nog een aanvulling vanaf de laptop van kantoor.';
    expect((await postJson('/tickets/message', { ticketID: id, message: second }, token)).status).toBe(201);
    await polls.elapse();
    expect(log.count('GET /tickets')).toBe(2);
    expect(screen.queryByText(second)).not.toBeInTheDocument();

    // Shown again: polling resumes.
    setVisibility('visible');
    await waitFor(() => expect(polls.pending()).toBe(1));
    await polls.elapse();
    expect(await screen.findByText(second)).toBeInTheDocument();
    expect(log.count('GET /tickets')).toBe(3);
  });
});
