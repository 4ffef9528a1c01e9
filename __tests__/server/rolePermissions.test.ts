/**
 * Who of an account may call what (src/api/permissions.ts, docs/security.md): every customer route of
 * the server's own OpenAPI document with each of the four roles. A route whose roles hold its
 * permission is served; every other role gets a 403 with a Dutch message, and a read-only role is told
 * it may only look. A new route is covered as soon as it is registered.
 */
import { ROLES, type Role } from '../../src/api/permissions';
import { useTestServer } from './helpers';
import { call, customerRoutes } from './openapiCalls';

const server = useTestServer();

/** The demo's people of account 100001, one per role. */
const PERSON: Record<Role, string> = {
  beheerder: 'admin@demo.test',
  financieel: 'boekhouder@demo.test',
  gebruiker: 'gebruiker@demo.test',
  alleen_lezen: 'meekijker@demo.test',
};
const READ_ONLY = 'Je kunt hier alleen meekijken. Wijzigen kan een beheerder van het account.';
const NO_RIGHT = 'Je rol geeft geen toegang tot dit onderdeel. Vraag een beheerder van het account om meer rechten.';

test('every customer route with a login names its permission and the roles that hold it', async () => {
  const routes = await customerRoutes(server());
  expect(routes.length).toBeGreaterThan(30);
  for (const { method, path, operation } of routes) {
    expect([method, path, typeof operation['x-permission']]).toEqual([method, path, 'string']);
    expect(operation['x-roles']?.every((role) => (ROLES as readonly string[]).includes(role))).toBe(true);
  }
});

describe.each(ROLES)('the role %s', (role) => {
  test('is served where its role holds the permission and refused in Dutch everywhere else', async () => {
    const s = server();
    let token = (await s.login(PERSON[role])).token;
    const routes = await customerRoutes(s);
    let refusedCount = 0;
    for (const { method, path, operation } of routes) {
      const allowed = operation['x-roles']?.includes(role) ?? false;
      let reply = await call(s, method, path, operation, token);
      if (reply.status === 401) {
        // An allowed call ended the logins (e.g. 'end all sessions'): log in again and try once more.
        token = (await s.login(PERSON[role])).token;
        reply = await call(s, method, path, operation, token);
      }
      if (allowed) {
        // Served: whatever the made-up body leads to (a 400, a 404, another customer's number refused), never
        // the refusal of a role.
        const refusedByRole = [READ_ONLY, NO_RIGHT].some((text) => JSON.stringify(reply.body).includes(text));
        expect([method, path, reply.status === 401 || refusedByRole]).toEqual([method, path, false]);
        continue;
      }
      refusedCount += 1;
      expect([method, path, reply.status]).toEqual([method, path, 403]);
      const permission = operation['x-permission'] ?? '';
      const canLook =
        permission.endsWith('.change') &&
        routes.some(
          ({ operation: other }) =>
            other['x-permission'] === permission.slice(0, -'.change'.length) && other['x-roles']?.includes(role),
        );
      const message = JSON.stringify(reply.body);
      expect([method, path, message.includes(canLook ? READ_ONLY : NO_RIGHT)]).toEqual([method, path, true]);
    }
    expect(refusedCount > 0).toBe(role !== 'beheerder');
  });
});

test("the matrix as the account's people meet it", async () => {
  const s = server();
  const bookkeeper = (await s.login(PERSON.financieel)).token;
  expect((await s.get('/api/invoices', bookkeeper)).status).toBe(200);
  expect((await s.get('/api/usage', bookkeeper)).status).toBe(200);
  expect((await s.get('/api/usage/limit', bookkeeper)).status).toBe(200);
  expect((await s.post('/api/blacklist', { userPoc: '100001' }, bookkeeper)).status).toBe(403);
  expect((await s.get('/api/account', bookkeeper)).status).toBe(403);
  expect((await s.get('/api/numbers', bookkeeper)).status).toBe(403);

  const viewer = (await s.login(PERSON.alleen_lezen)).token;
  expect((await s.post('/api/blacklist', { userPoc: '100001' }, viewer)).status).toBe(200);
  const blocked = await s.post('/api/blacklist/add', { userPoc: '100001', blacklistNumber: '0201112233' }, viewer);
  expect(blocked).toMatchObject({ status: 403, body: { message: READ_ONLY } });
  const admin = (await s.login(PERSON.beheerder)).token;
  const list = await s.post<{ numbers: string[] }>('/api/blacklist', { userPoc: '100001' }, admin);
  expect(list.body.numbers).not.toContain('0201112233');

  const user = (await s.login(PERSON.gebruiker)).token;
  expect((await s.get('/api/numbers', user)).status).toBe(200);
  expect(await s.get('/api/invoices', user)).toMatchObject({ status: 403, body: { message: NO_RIGHT } });
});
