import { routePermissions } from '../../src/routing/routePermissions';
import { routeHandles } from '../../src/routing/routeTable';
import { useTestServer } from './helpers';

const server = useTestServer();

/** The GET call behind each route the route table opens to inactive accounts, and some it does not. */
const served = ['/api/dashboard', '/api/app/config', '/api/tickets', '/api/tickets/options'];
const refused = ['/api/numbers', '/api/settings', '/api/credit', '/api/account', '/api/invoices', '/api/usage'];

describe('what an inactive account may do, on the server and in the route table', () => {
  test('the server serves the dashboard, config and support pages, and refuses the rest with 403', async () => {
    const s = server();
    const { token } = await s.login('inactief@demo.test');
    for (const path of served) expect([path, (await s.get(path, token)).status]).toEqual([path, 200]);
    for (const path of refused) {
      const reply = await s.get(path, token);
      expect([path, reply.status]).toEqual([path, 403]);
      expect(reply.body).toEqual({
        message: 'Je account is niet actief. Neem contact op met de helpdesk via Ondersteuning.',
      });
    }
  });

  test('the route table opens exactly the dashboard and the support pages to inactive accounts', () => {
    const open = Object.entries(routeHandles)
      .filter(([, handle]) => 'allowInactive' in handle && handle.allowInactive)
      .map(([path]) => path);
    expect(open).toEqual(['/app', '/feedback', '/feedback/create', '/feedback/ticket/:id']);
  });

  test("GET /credit is for the roles of its permission, as the page's permission says", async () => {
    const s = server();
    expect(routePermissions['/credit']).toBe('credit');
    const user = await s.login('gebruiker@demo.test');
    expect((await s.get('/api/credit', user.token)).status).toBe(403);
    const prepaid = await s.login('prepaid@demo.test');
    expect((await s.get('/api/credit', prepaid.token)).status).toBe(200);
  });
});
