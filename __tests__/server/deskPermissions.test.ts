/**
 * Who may call what on the support desk (docs/support.md, docs/security.md): every desk route with no
 * token, a customer's token, a medewerker's and a teamleider's; and a staff token on every customer
 * route. The routes are read from the server's own OpenAPI document, so a new route is covered too.
 */
import type { DeskSession, DeskTicket } from '../../src/api/deskContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer } from './helpers';
import { call, isPublic, operations } from './openapiCalls';

const server = useTestServer();

const TEAMLEIDER_ONLY = ['/api/desk/audit', '/api/desk/staff', '/api/desk/staff/{id}/disable'];
/** Keeping the reply templates and the response target, and the overview: a route, or a method and route. */
const TEAMLEIDER_TOOLS = [
  'post /api/desk/templates',
  '/api/desk/templates/{id}/change',
  '/api/desk/templates/{id}/remove',
  'post /api/desk/settings',
  '/api/desk/overview',
];

describe('the desk takes staff tokens only, and customer routes refuse them', () => {
  let medewerker: DeskSession;
  let teamleider: DeskSession;
  beforeEach(async () => {
    medewerker = await staffLogin(server(), MEDEWERKER);
    teamleider = await staffLogin(server(), TEAMLEIDER);
  });

  test('every desk route: no token and a customer token get 401, a medewerker 403 on teamleider routes', async () => {
    const s = server();
    const customer = await s.login('admin@demo.test');
    const desk = (await operations(s)).filter(
      ({ path, operation }) => path.startsWith('/api/desk/') && !isPublic(operation),
    );
    expect(desk.length).toBeGreaterThanOrEqual(14);
    for (const { method, path, operation } of desk) {
      expect([method, path, (await call(s, method, path, operation)).status]).toEqual([method, path, 401]);
      const withCustomerToken = await call(s, method, path, operation, customer.token);
      expect([method, path, withCustomerToken.status]).toEqual([method, path, 401]);
      if (TEAMLEIDER_ONLY.includes(path) || [path, `${method} ${path}`].some((r) => TEAMLEIDER_TOOLS.includes(r))) {
        const refused = await call(s, method, path, operation, medewerker.token);
        expect([method, path, refused.status]).toEqual([method, path, 403]);
        expect(refused.body).toEqual({ message: 'Alleen een teamleider kan dit doen.' });
      }
    }
    // The customer's session itself is untouched by the refusals.
    expect((await s.get('/api/dashboard', customer.token)).status).toBe(200);
  });

  test('every customer route refuses a staff token with 401, whatever the role', async () => {
    const s = server();
    const customerRoutes = (await operations(s)).filter(
      ({ path, operation }) => !path.startsWith('/api/desk/') && !path.startsWith('/api/dev/') && !isPublic(operation),
    );
    expect(customerRoutes.length).toBeGreaterThan(30);
    for (const token of [medewerker.token, teamleider.token])
      for (const { method, path, operation } of customerRoutes) {
        const reply = await call(s, method, path, operation, token);
        expect([method, path, reply.status]).toEqual([method, path, 401]);
      }
    // Logout takes a bearer token or none: a staff token ends no customer login and is refused.
    expect((await s.post('/api/auth/logout', {}, medewerker.token)).status).toBe(401);
  });

  test('a medewerker and a teamleider both work tickets; only the teamleider reads the audit and staff', async () => {
    const s = server();
    for (const staff of [medewerker, teamleider]) {
      const queue = await s.get<{ tickets: Array<{ id: number }> }>('/api/desk/tickets', staff.token);
      expect(queue.status).toBe(200);
      const first = queue.body.tickets[0];
      expect((await s.get<DeskTicket>(`/api/desk/ticket/${first?.id}`, staff.token)).status).toBe(200);
      const replied = await s.post(
        `/api/desk/ticket/${first?.id}/reply`,
        { message: 'We kijken ernaar.' },
        staff.token,
      );
      expect(replied.status).toBe(201);
    }
    expect((await s.get('/api/desk/audit', medewerker.token)).status).toBe(403);
    expect((await s.get('/api/desk/staff', medewerker.token)).status).toBe(403);
    expect((await s.get('/api/desk/audit', teamleider.token)).status).toBe(200);
    expect((await s.get('/api/desk/staff', teamleider.token)).status).toBe(200);
  });

  test("staff see every customer's tickets; a customer sees only their own, also after staff answered", async () => {
    const s = server();
    const queue = await s.get<{ tickets: Array<{ id: number; customerNumber: string }> }>(
      '/api/desk/tickets',
      medewerker.token,
    );
    const customers = new Set(queue.body.tickets.map((ticket) => ticket.customerNumber));
    expect(customers).toEqual(new Set(['100001', '200001']));
    const otherCustomersTicket = queue.body.tickets.find((ticket) => ticket.customerNumber !== '100001');
    await s.post(`/api/desk/ticket/${otherCustomersTicket?.id}/reply`, { message: 'Dat kan.' }, medewerker.token);
    const admin = await s.login('admin@demo.test');
    expect((await s.get(`/api/tickets?id=${otherCustomersTicket?.id}`, admin.token)).status).toBe(404);
    const other = await s.login('ander@demo.test');
    expect((await s.get(`/api/tickets?id=${otherCustomersTicket?.id}`, other.token)).status).toBe(200);
  });
});
