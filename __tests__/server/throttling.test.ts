import { PASSWORD, useTestServers, type TestServer } from './helpers';

/**
 * The API runs as several instances behind a load balancer on one database: throttling counters
 * live in the database, so a limit holds whichever instance a request reaches.
 */
const config = { rateLimit: { addressFailures: 4, ipAttempts: 6, windowSeconds: 900 } };
const servers = useTestServers([{ config }, { config }]);
let first: TestServer;
let second: TestServer;
beforeEach(() => {
  [first, second] = servers() as [TestServer, TestServer];
});

const login = (s: TestServer, email: string, password: string) => s.post('/api/auth/token', { email, password });

test('failed logins of one address count on both instances', async () => {
  for (const s of [first, second, first, second])
    expect((await login(s, 'opgezegd@demo.test', 'Verkeerd1')).status).toBe(401);
  // Four failures in total, two on each instance: the fifth attempt is refused on either.
  expect((await login(second, 'opgezegd@demo.test', PASSWORD)).status).toBe(429);
  expect((await login(first, 'opgezegd@demo.test', PASSWORD)).status).toBe(429);
  for (const s of [first, second]) s.clock.advanceSeconds(901);
  expect((await login(second, 'opgezegd@demo.test', PASSWORD)).status).toBe(200);
});

test('parallel wrong passwords cannot pass the limit together (counted before the hash)', async () => {
  const replies = await Promise.all(
    Array.from({ length: 6 }, (_, i) => login(i % 2 ? first : second, 'prepaid@demo.test', 'Verkeerd1')),
  );
  const statuses = replies.map((reply) => reply.status).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
});

test("the per-IP limit of @fastify/rate-limit holds across instances, with the route's error style", async () => {
  for (let i = 0; i < 6; i += 1) {
    const s = i % 2 ? first : second;
    expect((await s.post('/api/auth/forgot-password', { email: `iemand${i}@demo.test` })).status).toBe(200);
  }
  const forgot = await first.post('/api/auth/forgot-password', { email: 'nog-iemand@demo.test' });
  expect(forgot.status).toBe(429);
  expect(forgot.body).toEqual({ message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' });
  const token = await second.post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD });
  expect(token.status).toBe(429);
  expect(token.body).toEqual({ message: { email: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' } });
  expect(token.headers.get('retry-after')).toBe('900');
});
