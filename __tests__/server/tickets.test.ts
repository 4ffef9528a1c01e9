import type { Ticket, TicketOptionsResponse, TicketsResponse } from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();

async function adminToken(): Promise<string> {
  return (await server().login('admin@demo.test')).token;
}

describe('GET /api/tickets', () => {
  test('motd, tickets without type 4, new-message counts and support availability', async () => {
    const s = server();
    const reply = await s.get<TicketsResponse>('/api/tickets', await adminToken());
    expect(reply.status).toBe(200);
    expect(reply.body.motd).toEqual({ enabled: true, type: 'warning', message: expect.any(String) });
    expect(reply.body.supportAvailable).toBe(true);
    const tickets = reply.body.tickets;
    expect(tickets.map((x) => [x.typeId, x.statusId, x.locked, x.newMessages])).toEqual([
      [1, 2, false, 1],
      [1, 4, true, 0],
    ]);
    expect(tickets[0]?.conversation.map((m) => [m.isEmployee, m.statusChange])).toEqual([
      [true, 'In behandeling'],
      [false, null],
      [true, null],
    ]);
  });

  test('support is closed in the evening and at weekends (Amsterdam time)', async () => {
    const s = server();
    try {
      s.clock.set('2026-03-18T16:31:00Z'); // 17:31 in Amsterdam
      expect((await s.get<TicketsResponse>('/api/tickets', await adminToken())).body.supportAvailable).toBe(false);
      s.clock.set('2026-03-21T10:00:00Z'); // Saturday
      expect((await s.get<TicketsResponse>('/api/tickets', await adminToken())).body.supportAvailable).toBe(false);
    } finally {
      s.clock.set('2026-03-18T10:00:00Z');
    }
  });

  test('?id= returns one ticket (type 4 too) and marks it read', async () => {
    const s = server();
    const token = await adminToken();
    const [open] = (await s.get<TicketsResponse>('/api/tickets', token)).body.tickets;
    const one = await s.get<Ticket>(`/api/tickets?id=${open?.id}`, token);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(open?.id);
    expect((await s.get<TicketsResponse>('/api/tickets', token)).body.tickets[0]?.newMessages).toBe(0);
    expect((await s.get('/api/tickets?id=999999', token)).body).toEqual({ error: { message: expect.any(String) } });
    expect((await s.get('/api/tickets?id=abc', token)).status).toBe(400);
  });

  test('options list the categories', async () => {
    const reply = await server().get<TicketOptionsResponse>('/api/tickets/options', await adminToken());
    expect(reply.body.categories.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('POST /api/tickets and /api/tickets/message', () => {
  test('creates a ticket and replies to it; errors are nested', async () => {
    const s = server();
    const token = await adminToken();
    const created = await s.post<Ticket>(
      '/api/tickets',
      { subject: 'Vraag over voicemail', message: 'Hoe stel ik mijn voicemail in?', category: 1 },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      typeId: 1,
      statusId: 1,
      locked: false,
      newMessages: 0,
      conversation: [],
      creationTime: '2026-03-18T10:00:00.000Z',
    });
    const replied = await s.post<Ticket>(
      '/api/tickets/message',
      { ticketID: created.body.id, message: 'Het gaat om de zakelijke lijn.' },
      token,
    );
    expect(replied.status).toBe(201);
    expect(replied.body.conversation).toEqual([
      {
        message: 'Het gaat om de zakelijke lijn.',
        creationTime: '2026-03-18T10:00:00.000Z',
        isEmployee: false,
        statusChange: null,
      },
    ]);
    expect((await s.get<TicketsResponse>('/api/tickets', token)).body.tickets[0]?.id).toBe(created.body.id);
  });

  test('subject and message need at least 10 characters; the category must exist', async () => {
    const s = server();
    const token = await adminToken();
    expect(
      (await s.post('/api/tickets', { subject: 'Kort', message: 'Een lang genoeg bericht', category: 1 }, token)).body,
    ).toEqual({
      error: { message: 'Onderwerp: Onderwerp dient minimaal 10 tekens te bevatten.' },
    });
    expect(
      (await s.post('/api/tickets', { subject: 'Lang genoeg onderwerp', message: '', category: 1 }, token)).body,
    ).toEqual({
      error: { message: 'Bericht: Veld is verplicht' },
    });
    expect(
      (
        await s.post(
          '/api/tickets',
          { subject: 'Lang genoeg onderwerp', message: 'Een lang genoeg bericht', category: 9 },
          token,
        )
      ).status,
    ).toBe(400);
    expect((await s.post('/api/tickets', '["geen object"]', token)).body).toEqual({
      error: { message: expect.any(String) },
    });
  });

  test('replies to a locked ticket are refused; short replies too', async () => {
    const s = server();
    const token = await adminToken();
    const tickets = (await s.get<TicketsResponse>('/api/tickets', token)).body.tickets;
    const open = tickets.find((x) => !x.locked);
    const locked = tickets.find((x) => x.locked);
    const refused = await s.post(
      '/api/tickets/message',
      { ticketID: locked?.id, message: 'Toch nog een vraag hierover.' },
      token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { message: 'Deze vraag is gesloten. Je kunt niet meer reageren.' } });
    expect((await s.post('/api/tickets/message', { ticketID: open?.id, message: 'Kort' }, token)).status).toBe(400);
  });

  test("another customer's tickets are out of reach; non-admins are refused", async () => {
    const s = server();
    const other = await s.login('ander@demo.test');
    const [theirs] = (await s.get<TicketsResponse>('/api/tickets', other.token)).body.tickets;
    const token = await adminToken();
    expect((await s.get(`/api/tickets?id=${theirs?.id}`, token)).status).toBe(404);
    expect(
      (await s.post('/api/tickets/message', { ticketID: theirs?.id, message: 'Dit is niet mijn vraag.' }, token))
        .status,
    ).toBe(404);
    expect((await s.get<Ticket>(`/api/tickets?id=${theirs?.id}`, other.token)).body.conversation).toHaveLength(0);
    const user = await s.login('gebruiker@demo.test');
    const refused = await s.get('/api/tickets', user.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: {
        message: 'Je rol geeft geen toegang tot dit onderdeel. Vraag een beheerder van het account om meer rechten.',
      },
    });
  });
});
