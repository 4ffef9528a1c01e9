/**
 * The desk's tickets (docs/support.md): the queue over every customer, and what an answer, a status
 * change and a lock do on the customer's side (their ticket page, the list's new-message count, the
 * mail, the reply box); and the audit of every look at a ticket, log or customer, and of every search
 * by customer number.
 */
import type { Diagnostics, Ticket, TicketDiagnosticsResponse, TicketsResponse } from '../../src/api/contract';
import type {
  AuditResponse,
  DeskCustomerDetail,
  DeskLog,
  DeskQueueResponse,
  DeskTicket,
} from '../../src/api/deskContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, useTestServer } from './helpers';

const server = useTestServer();

const log = (types: string[]): Diagnostics => ({
  format: 'portal-action-log/1',
  appVersion: '1.0.0',
  platform: 'ios',
  viewport: { width: 390, height: 844 },
  createdAt: '2026-03-18T10:00:00.000Z',
  recordedActions: types.length,
  truncated: false,
  droppedActions: 0,
  actions: types.map((type, i) => ({ type, time: 1_773_828_000_000 + i * 1000 })),
});

async function customerAsks(subject: string, diagnostics?: Diagnostics) {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>(
    '/api/tickets',
    { subject, message: 'Mijn voicemail werkt niet meer sinds vanochtend.', category: 4, diagnostics },
    token,
  );
  expect(created.status).toBe(201);
  return { token, ticket: created.body };
}

describe('the queue', () => {
  test("every customer's tickets, newest activity first, with the messages not yet answered; type 4 marked", async () => {
    const s = server();
    const { token } = await staffLogin(s, MEDEWERKER);
    const { ticket } = await customerAsks('Voicemail doet het niet');
    const queue = await s.get<DeskQueueResponse>('/api/desk/tickets', token);
    expect(queue.body.tickets.map((t) => [t.subject, t.customerNumber, t.statusId, t.locked, t.unanswered])).toEqual([
      ['Voicemail doet het niet', '100001', 1, false, 1],
      ['Doorschakelen naar mijn mobiel werkt niet', '100001', 2, false, 0],
      ['Aanvraag extra nummer', '100001', 1, false, 1],
      ['Nummerweergave bij uitgaande gesprekken', '200001', 1, false, 1],
      ['Vraag over mijn factuur van vorige maand', '100001', 4, true, 0],
    ]);
    expect(queue.body.tickets.filter((t) => t.extraNumberRequest).map((t) => t.typeId)).toEqual([4]);
    expect(queue.body.tickets[0]).toMatchObject({ id: ticket.id, lastActivity: s.clock.now().toISOString() });

    // A customer reply after an answer counts again; the ticket moves up.
    await s.post(`/api/desk/ticket/${ticket.id}/reply`, { message: 'Wil je de telefoon herstarten?' }, token);
    s.clock.advanceSeconds(60);
    const { token: customer } = await s.login('admin@demo.test');
    await s.post('/api/tickets/message', { ticketID: ticket.id, message: 'Gedaan, nog steeds stuk.' }, customer);
    await s.post('/api/tickets/message', { ticketID: ticket.id, message: 'En ook op mijn tweede toestel.' }, customer);
    const after = await s.get<DeskQueueResponse>('/api/desk/tickets', token);
    expect(after.body.tickets.find((t) => t.id === ticket.id)?.unanswered).toBe(2);
  });

  test('filters by status and searches a customer number or a part of the subject', async () => {
    const s = server();
    const { token } = await staffLogin(s, MEDEWERKER);
    const subjects = async (query: string) =>
      (await s.get<DeskQueueResponse>(`/api/desk/tickets${query}`, token)).body.tickets.map((t) => t.subject);
    expect(await subjects('?status=4')).toEqual(['Vraag over mijn factuur van vorige maand']);
    expect(await subjects('?q=200001')).toEqual(['Nummerweergave bij uitgaande gesprekken']);
    expect(await subjects('?q=FACTUUR')).toEqual(['Vraag over mijn factuur van vorige maand']);
    expect(await subjects('?status=1&q=100001')).toEqual(['Aanvraag extra nummer']);
    expect(await subjects('?q=%25')).toEqual([]);
    expect((await s.get('/api/desk/tickets?status=9', token)).status).toBe(400);
  });
});

describe('what the customer sees of the desk', () => {
  test('an answer: on the ticket with its time, counted as new, and a mail without the ticket text', async () => {
    const s = server();
    const staff = await staffLogin(s, MEDEWERKER);
    const { ticket } = await customerAsks('Geen geluid bij bellen');
    s.clock.advanceSeconds(60);
    const answer = 'Wil je controleren of je microfoon toegang heeft?';
    const replied = await s.post<DeskTicket>(`/api/desk/ticket/${ticket.id}/reply`, { message: answer }, staff.token);
    expect(replied.status).toBe(201);
    expect(replied.body.conversation).toEqual([
      expect.objectContaining({ message: answer, isEmployee: true, staffName: 'Sanne Supportdesk' }),
    ]);

    const { token } = await s.login('admin@demo.test');
    const list = await s.get<TicketsResponse>('/api/tickets', token);
    expect(list.body.tickets.find((t) => t.id === ticket.id)?.newMessages).toBe(1);
    const page = await s.get<Ticket>(`/api/tickets?id=${ticket.id}`, token);
    expect(page.body.conversation).toEqual([
      { message: answer, creationTime: s.clock.now().toISOString(), isEmployee: true, statusChange: null },
    ]);
    expect(
      (await s.get<TicketsResponse>('/api/tickets', token)).body.tickets.find((t) => t.id === ticket.id)?.newMessages,
    ).toBe(0);

    await s.app.backgroundSettled();
    const mails = (await outbox(s)).filter((mail) => mail.subject === 'Er is een antwoord op je vraag');
    expect(mails.map((mail) => mail.to)).toEqual(['admin@demo.test']);
    expect(mails[0]?.body).toContain(`/feedback/ticket/${ticket.id}`);
    expect(mails[0]?.body).not.toContain(answer);
    expect(mails[0]?.body).not.toContain('Geen geluid bij bellen');
  });

  test('a status change adds an entry the customer sees, which is no new message; the same status is refused', async () => {
    const s = server();
    const staff = await staffLogin(s, MEDEWERKER);
    const { ticket } = await customerAsks('Nummer blokkeren lukt niet');
    const changed = await s.post<DeskTicket>(`/api/desk/ticket/${ticket.id}/status`, { statusId: 3 }, staff.token);
    expect(changed.status).toBe(200);
    expect(changed.body.statusId).toBe(3);
    const same = await s.post(`/api/desk/ticket/${ticket.id}/status`, { statusId: 3 }, staff.token);
    expect(same.status).toBe(400);
    const { token } = await s.login('admin@demo.test');
    const list = await s.get<TicketsResponse>('/api/tickets', token);
    const listed = list.body.tickets.find((t) => t.id === ticket.id);
    expect([listed?.statusId, listed?.newMessages]).toEqual([3, 0]);
    expect(listed?.conversation).toEqual([
      { message: '', creationTime: expect.any(String), isEmployee: true, statusChange: 'Wacht op reactie' },
    ]);
  });

  test('a locked ticket takes no reply from the customer until it is unlocked', async () => {
    const s = server();
    const staff = await staffLogin(s, MEDEWERKER);
    const { ticket, token } = await customerAsks('Factuur klopt niet');
    const locked = await s.post<DeskTicket>(`/api/desk/ticket/${ticket.id}/lock`, { locked: true }, staff.token);
    expect(locked.body.locked).toBe(true);
    expect((await s.get<Ticket>(`/api/tickets?id=${ticket.id}`, token)).body.locked).toBe(true);
    const refused = await s.post(
      '/api/tickets/message',
      { ticketID: ticket.id, message: 'Nog een vraag hierover.' },
      token,
    );
    expect([refused.status, refused.body]).toEqual([
      409,
      { error: { message: 'Deze vraag is gesloten. Je kunt niet meer reageren.' } },
    ]);
    await s.post(`/api/desk/ticket/${ticket.id}/lock`, { locked: false }, staff.token);
    const allowed = await s.post(
      '/api/tickets/message',
      { ticketID: ticket.id, message: 'Nog een vraag hierover.' },
      token,
    );
    expect(allowed.status).toBe(201);
  });
});

describe('the logs of a ticket and the audit', () => {
  test('opening a ticket, a log and a customer, and downloading the logs, are each recorded', async () => {
    const s = server();
    const staff = await staffLogin(s, MEDEWERKER);
    const { ticket } = await customerAsks('App loopt vast', log(['session/loggedIn', 'ui/overlayShown']));

    const opened = await s.get<DeskTicket>(`/api/desk/ticket/${ticket.id}`, staff.token);
    expect(opened.body.customer).toEqual({
      id: expect.any(Number),
      customerNumber: '100001',
      name: 'Jan de Vries',
      company: 'De Vries Installatietechniek B.V.',
      email: 'admin@demo.test',
      active: true,
      ibanMasked: '**************4300',
      subscription: { name: expect.any(String), status: 'active' },
      phoneNumbers: expect.arrayContaining([{ number: expect.stringMatching(/^\d+$/), name: expect.any(String) }]),
      blockedNumbers: expect.any(Array),
      costLimit: { monthlyLimit: 50, blockedUntil: null, level: null, spentThisMonth: expect.any(Number) },
      openTickets: expect.any(Number),
      recentInvoices: expect.any(Array),
      recentLogins: expect.any(Array),
      openRequests: expect.any(Array),
    });
    // The question just asked is one of the open ones.
    expect(opened.body.customer.openTickets).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(opened.body)).not.toMatch(/NL91ABNA|password|\$argon2/);
    const [summary] = opened.body.logs;
    expect(summary).toMatchObject({ source: 'ticket', appVersion: '1.0.0', platform: 'ios', actions: 2 });
    s.clock.advanceSeconds(60);
    const one = await s.get<DeskLog>(`/api/desk/ticket/${ticket.id}/log/${summary?.id}`, staff.token);
    expect(one.body.diagnostics.actions.map((a) => a.type)).toEqual(['session/loggedIn', 'ui/overlayShown']);
    expect((await s.get(`/api/desk/ticket/1/log/${summary?.id}`, staff.token)).status).toBe(404);
    s.clock.advanceSeconds(60);
    const download = await s.get<TicketDiagnosticsResponse>(`/api/desk/ticket/${ticket.id}/logs`, staff.token);
    expect(download.headers.get('content-disposition')).toContain(`ticket-${ticket.id}-diagnostics.json`);
    expect(download.body.logs.map((l) => l.diagnostics)).toEqual([log(['session/loggedIn', 'ui/overlayShown'])]);
    s.clock.advanceSeconds(60);
    const customer = await s.get<DeskCustomerDetail>('/api/desk/customer/100001', staff.token);
    expect(customer.body.tickets.map((t) => t.customerNumber)).toEqual(['100001', '100001', '100001', '100001']);
    expect((await s.get('/api/desk/customer/999999', staff.token)).status).toBe(404);

    const leader = await staffLogin(s, TEAMLEIDER);
    const entries = (await s.get<AuditResponse>('/api/desk/audit', leader.token)).body.entries;
    expect(entries.map((e) => [e.staffEmail, e.action, e.ticketId, e.logId, e.customerNumber])).toEqual([
      [MEDEWERKER, 'customer.open', null, null, '100001'],
      [MEDEWERKER, 'log.download', ticket.id, null, '100001'],
      [MEDEWERKER, 'log.open', ticket.id, summary?.id, '100001'],
      [MEDEWERKER, 'ticket.open', ticket.id, null, '100001'],
    ]);
    expect(entries[0]).toMatchObject({ staffName: 'Sanne Supportdesk', at: expect.any(String) });
    expect(Date.parse(entries[0]?.at ?? '') - Date.parse(entries[3]?.at ?? '')).toBe(180_000);
  });

  test('a search of the queue by customer number is recorded, once a quarter hour; a subject search is not', async () => {
    const s = server();
    const staff = await staffLogin(s, MEDEWERKER);
    const search = (q: string) => s.get<DeskQueueResponse>(`/api/desk/tickets?q=${q}`, staff.token);
    expect((await search('200001')).body.tickets).toHaveLength(1);
    // The queue polls with its search every 30 s: no entry per poll.
    s.clock.advanceSeconds(30);
    await search('200001');
    await search('FACTUUR');
    await search('');
    s.clock.advanceSeconds(60);
    await search('1000');
    s.clock.advanceSeconds(15 * 60);
    await search('%20200001%20');

    const leader = await staffLogin(s, TEAMLEIDER);
    const entries = (await s.get<AuditResponse>('/api/desk/audit', leader.token)).body.entries;
    expect(entries.map((e) => [e.staffEmail, e.action, e.customerNumber, e.detail])).toEqual([
      [MEDEWERKER, 'queue.search', '200001', ''],
      [MEDEWERKER, 'queue.search', null, '1000'],
      [MEDEWERKER, 'queue.search', '200001', ''],
    ]);
  });
});
