/**
 * Answering on the desk: placeholders from one list (unknown ones refused in templates and answers,
 * filled once, never from an object's prototype, a customer's own data never read as one), the status
 * set with the answer in one step, and what the customer panel and the queue say about the customer.
 */
import type { Invoice, Ticket, UsageLimit } from '../../src/api/contract';
import type { AuditResponse, DeskQueueResponse, DeskTicket } from '../../src/api/deskContract';
import type { ReplyTemplatesResponse } from '../../src/api/deskWorkflowContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { PASSWORD, useTestServer, type TestServer } from './helpers';

const server = useTestServer();

const KNOWN = 'Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.';

async function customerAsks(s: TestServer, subject: string): Promise<{ token: string; id: number }> {
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>('/api/tickets', { subject, message: 'Het werkt niet.', category: 4 }, token);
  expect(created.status).toBe(201);
  return { token, id: created.body.id };
}

describe('placeholders', () => {
  test('a template with an unknown one is refused with the list, when added and when changed', async () => {
    const s = server();
    const lead = await staffLogin(s, TEAMLEIDER);
    const add = (body: string) =>
      s.post<ReplyTemplatesResponse & { message: string }>('/api/desk/templates', { title: 'Groet', body }, lead.token);
    const unknown = await add('Hallo {{naam}}, {{onbekend}} en {{ naam }} ({{klantnaam}})');
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      `Tekst: Onbekende invulvelden {{naam}}, {{onbekend}}, {{ naam }}. ${KNOWN}`,
    ]);
    const inherited = await add('Hallo {{constructor}}');
    expect([inherited.status, inherited.body.message]).toEqual([
      400,
      `Tekst: Onbekend invulveld {{constructor}}. ${KNOWN}`,
    ]);
    expect((await s.get<ReplyTemplatesResponse>('/api/desk/templates', lead.token)).body.templates).toEqual([]);

    const saved = await add('Beste {{ Klantnaam }}, groet {{medewerker}}');
    expect(saved.status).toBe(201);
    const id = saved.body.templates[0]?.id;
    const changed = await s.post<{ message: string }>(
      `/api/desk/templates/${id}/change`,
      { title: 'Groet', body: 'Beste {{voornaam}}' },
      lead.token,
    );
    expect([changed.status, changed.body.message]).toEqual([400, `Tekst: Onbekend invulveld {{voornaam}}. ${KNOWN}`]);
    const kept = (await s.get<ReplyTemplatesResponse>('/api/desk/templates', lead.token)).body.templates;
    expect(kept.map((t) => t.body)).toEqual(['Beste {{ Klantnaam }}, groet {{medewerker}}']);
  });

  test("are filled once as text: {{constructor}} is refused, a customer's own {{…}} and $& stay as written", async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const { token, id } = await customerAsks(s, 'Rare naam in het antwoord');
    await s.db.query(
      "UPDATE customers SET firstname = '{{medewerker}}', prefix = '', lastname = '$& {{onbekend}}' WHERE poc = '100001'",
    );
    const inherited = await s.post<{ message: string }>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Test {{constructor}} en {{toString}}' },
      anna.token,
    );
    expect([inherited.status, inherited.body.message]).toEqual([
      400,
      `Antwoord: Onbekende invulvelden {{constructor}}, {{toString}}. ${KNOWN}`,
    ]);
    const sent = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Beste {{klantnaam}} ({{klantnummer}}), groet {{medewerker}}' },
      anna.token,
    );
    expect(sent.status).toBe(201);
    const seen = (await s.get<Ticket>(`/api/tickets?id=${id}`, token)).body.conversation.map((e) => e.message);
    expect(seen).toContain('Beste {{medewerker}} $& {{onbekend}} (100001), groet Sanne Supportdesk');
    expect(seen.join('\n')).not.toContain('function');
  });
});

describe('answering and the status in one step', () => {
  test('the status chosen beside the answer follows it; the customer sees both; the audit has both', async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const { token, id } = await customerAsks(s, 'Doorschakeling werkt niet');
    const answered = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Staat weer aan.', statusId: 3 },
      anna.token,
    );
    expect(answered.status).toBe(201);
    expect(answered.body.statusId).toBe(3);
    expect(answered.body.conversation.slice(-2).map((e) => [e.message, e.statusChange])).toEqual([
      ['Staat weer aan.', null],
      ['', 'Wacht op reactie'],
    ]);
    const seen = (await s.get<Ticket>(`/api/tickets?id=${id}`, token)).body;
    expect([seen.statusId, seen.conversation.at(-2)?.message]).toEqual([3, 'Staat weer aan.']);

    // The same status again adds no status entry; 'Gesloten' closes it.
    const again = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Nog iets?', statusId: 3 },
      anna.token,
    );
    expect(again.body.conversation.at(-1)?.message).toBe('Nog iets?');
    const closed = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Opgelost.', statusId: 4 },
      anna.token,
    );
    expect([closed.body.statusId, closed.body.conversation.at(-1)?.statusChange]).toEqual([4, 'Gesloten']);
    expect((await s.post(`/api/desk/ticket/${id}/reply`, { message: 'x', statusId: 1 }, anna.token)).status).toBe(400);

    const lead = await staffLogin(s, TEAMLEIDER);
    const audit = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
    expect(
      audit.filter((e) => e.ticketId === id && e.action !== 'ticket.open').map((e) => [e.action, e.detail]),
    ).toEqual([
      ['ticket.status', 'Gesloten'],
      ['ticket.reply', ''],
      ['ticket.reply', ''],
      ['ticket.status', 'Wacht op reactie'],
      ['ticket.reply', ''],
    ]);
  });
});

describe('the customer in the queue and the panel', () => {
  test("company, this month's costs, the newest invoices and logins, and the requests still open", async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const { token, id } = await customerAsks(s, 'Factuur klopt niet');
    const wrong = await s.post('/api/auth/token', { email: 'admin@demo.test', password: 'VerkeerdWachtwoord1' });
    expect(wrong.status).toBe(401);
    await s.app.backgroundSettled();
    const added = await s.post('/api/users/add-extra', { email: 'nieuw@demo.test', password: PASSWORD }, token);
    expect(added.status).toBe(201);

    const queue = (await s.get<DeskQueueResponse>('/api/desk/tickets?q=Factuur klopt', anna.token)).body;
    expect(queue.tickets.find((t) => t.id === id)).toMatchObject({
      company: 'De Vries Installatietechniek B.V.',
      customerNumber: '100001',
    });

    const { customer } = (await s.get<DeskTicket>(`/api/desk/ticket/${id}`, anna.token)).body;
    const limit = (await s.get<UsageLimit>('/api/usage/limit', token)).body;
    expect(customer.costLimit.spentThisMonth).toBe(limit.spentThisMonth);
    const invoices = (await s.get<Invoice[]>('/api/invoices', token)).body;
    expect(customer.recentInvoices).toEqual(
      invoices.slice(0, 3).map((i) => ({ id: i.id, number: i.number, date: i.updateDate, amount: i.priceVat })),
    );
    expect(customer.recentLogins.slice(0, 2).map((l) => [l.fullName, l.outcome])).toEqual([
      ['Jan de Vries', 'wrong-password'],
      ['Jan de Vries', 'success'],
    ]);
    expect(customer.openRequests).toEqual([
      { kind: 'extraLocalNumber', requestedAt: expect.any(String), detail: '1015 CJ', ticketId: expect.any(Number) },
      { kind: 'extraUser', requestedAt: s.clock.now().toISOString(), detail: 'nieuw@demo.test', ticketId: null },
    ]);
    // The open questions are the customer's own count: the extra-number request is among the requests.
    const own = (await s.get<{ tickets: Ticket[] }>('/api/tickets', token)).body.tickets;
    expect(customer.openTickets).toBe(own.filter((t) => t.statusId !== 4).length);

    // Set up within 15 minutes: no longer open after that.
    s.clock.advanceSeconds(16 * 60);
    const later = (await s.get<DeskTicket>(`/api/desk/ticket/${id}`, anna.token)).body.customer;
    expect(later.openRequests.map((r) => r.kind)).toEqual(['extraLocalNumber']);
  });
});
