import {
  Account,
  Credit,
  DashboardResponse,
  NumbersResponse,
  Settings,
  TicketsResponse,
  Usage,
} from '../../src/api/contract';
import { useTestServer } from './helpers';

/** Route schemas: what they accept, the Dutch message when they refuse, and the fields of answers. */
const server = useTestServer();

describe('requests', () => {
  test('ids as digit strings and flags as true or "1" are accepted, as the API always did', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const [first] = (await s.get<Array<{ id: number }>>('/api/invoices', token)).body;
    const one = await s.get<{ id: number }>(`/api/invoices?id=${String(first?.id)}`, token);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(first?.id);
    for (const toggle of [true, '1', 1, false, '0', 0]) {
      const reply = await s.post('/api/settings', { action: 'newsletter', toggle }, token);
      expect(reply.status).toBe(200);
      const expected = toggle === true || toggle === '1' || toggle === 1 ? 1 : 0;
      expect((await s.get<{ newsletter: number }>('/api/settings', token)).body.newsletter).toBe(expected);
    }
    const options = await s.post('/api/subscription/options', { id: '1' }, token);
    expect(options.status).toBe(200);
  });

  test.each([
    ['/api/blacklist/add', { userPoc: '100001' }, 'Veld "blacklistNumber" ontbreekt.'],
    ['/api/blacklist/add', { userPoc: '100001', blacklistNumber: null }, 'Veld "blacklistNumber" ontbreekt.'],
    ['/api/blacklist/add', { userPoc: 100001, blacklistNumber: '0612' }, 'Veld "userPoc" moet tekst zijn.'],
    [
      '/api/blacklist/add',
      { userPoc: 'x'.repeat(21), blacklistNumber: '0612' },
      'Veld "userPoc" mag maximaal 20 karakters bevatten.',
    ],
    ['/api/subscription/reactivate', { id: 'een' }, 'Veld "id" moet een geheel getal zijn.'],
    ['/api/subscription/reactivate', { id: 0 }, 'Veld "id" moet een geheel getal zijn.'],
    ['/api/settings', { action: 'newsletter', toggle: 2 }, 'Veld "toggle" moet 0 of 1 zijn.'],
    ['/api/settings', { action: 'iets', toggle: 1 }, 'Veld "action" heeft een onbekende waarde.'],
    ['/api/settings', { action: 'newsletter' }, 'Veld "toggle" ontbreekt.'],
    [
      '/api/numbers/edit',
      { phoneNumbers: [{ number_id: 'x', name: 'Kantoor' }] },
      'Veld "number_id" moet een geheel getal zijn.',
    ],
    ['/api/numbers/edit', { phoneNumbers: {} }, 'Veld "phoneNumbers" moet een lijst zijn.'],
    ['/api/account', { scheduleDeletion: 'ja' }, 'Veld "scheduleDeletion" moet waar of onwaar zijn.'],
    ['/api/download/prepare', { service: 'iets' }, 'Veld "service" heeft een onbekende waarde.'],
  ])('POST %s %j: 400 "%s"', async (path, body, message) => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.post<{ message: string }>(path, body, token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message });
  });

  test("refusals keep the route's error style: fields for login, nested for tickets", async () => {
    const s = server();
    const login = await s.post('/api/auth/token', { email: 'admin@demo.test' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ message: { error: 'Veld "password" ontbreekt.' } });
    const { token } = await s.login('admin@demo.test');
    const ticket = await s.post('/api/tickets', { subject: 'Vraag', message: 'Een vraag', category: 'x' }, token);
    expect(ticket.status).toBe(400);
    expect(ticket.body).toEqual({ error: { message: 'Veld "category" moet een geheel getal zijn.' } });
    const query = await s.get('/api/tickets?id=abc', token);
    expect(query.body).toEqual({ error: { message: 'Veld "id" moet een geheel getal zijn.' } });
  });
});

test('POST /api/auth/logout needs no body: the bearer token is enough', async () => {
  const s = server();
  const { token } = await s.login('gebruiker@demo.test');
  const reply = await s.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode).toBe(200);
  expect((await s.get('/api/settings', token)).status).toBe(401);
});

describe('answers', () => {
  test.each([
    ['/api/dashboard', DashboardResponse],
    ['/api/numbers', NumbersResponse],
    ['/api/settings', Settings],
    ['/api/account', Account],
    ['/api/tickets', TicketsResponse],
    ['/api/usage', Usage],
  ])('GET %s answers exactly the fields the contract names', async (path, schema) => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<Record<string, unknown>>(path, token);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(schema.properties).sort());
  });

  test('GET /api/credit (prepaid) answers exactly the fields the contract names', async () => {
    const s = server();
    const { token } = await s.login('prepaid@demo.test');
    const reply = await s.get<Record<string, unknown>>('/api/credit', token);
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(Credit.properties).sort());
  });
});
