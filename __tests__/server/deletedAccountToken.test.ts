/**
 * From the date an account's deletion was scheduled for, an access token its people still hold opens
 * nothing: every customer route of the OpenAPI document answers 401, the dashboard (which checks the
 * session in its own query) included, though the token itself has not expired. One rule does it:
 * LIVE_SESSION in server/tables/sessions.ts. A route added later is walked as soon as it is registered.
 */
import { useTestServer } from './helpers';
import { call, customerRoutes } from './openapiCalls';

// 23:55 in Amsterdam on 31 March; the deletion is scheduled for 1 April.
const server = useTestServer({ now: '2026-03-31T21:55:00Z' });

test('a token of an account whose deletion date has come is refused on every customer route', async () => {
  const s = server();
  await s.db.query(
    "UPDATE customers SET deletion_scheduled_for = '2026-04-01' WHERE id = (SELECT customer_id FROM users WHERE email = $1)",
    ['admin@demo.test'],
  );
  const { token } = await s.login('admin@demo.test');
  const routes = await customerRoutes(s);
  expect(routes.length).toBeGreaterThan(40);

  // The evening before, the token works: every read, the dashboard's own query included.
  const reads = routes.filter(({ method }) => method === 'get');
  expect(reads.map(({ path }) => path)).toContain('/api/dashboard');
  for (const { method, path, operation } of reads)
    expect([path, (await call(s, method, path, operation, token)).status === 401]).toEqual([path, false]);

  // Ten minutes later it is 1 April in Amsterdam; the token has five minutes left.
  s.clock.advanceSeconds(600);
  const accepted: string[] = [];
  for (const { method, path, operation } of routes) {
    const reply = await call(s, method, path, operation, token);
    if (reply.status !== 401) accepted.push(`${method} ${path}: ${reply.status}`);
  }
  expect(accepted).toEqual([]);
  expect((await s.get('/api/dashboard', token)).body).toEqual({
    message: 'Je sessie is verlopen. Log opnieuw in.',
  });
  // Another customer goes on as before.
  const other = await s.login('ander@demo.test');
  expect((await s.get('/api/dashboard', other.token)).status).toBe(200);
});
