import { useTestServer } from './helpers';

/** The load balancer's checks: public, cheap, out of the request log and of every rate limit. */
const lines: string[] = [];
const server = useTestServer({
  config: { logLevel: 'info', rateLimit: { addressFailures: 10, ipAttempts: 5, windowSeconds: 900 } },
  logStream: { write: (line) => void lines.push(line) },
});

test('GET /api/health/live and /api/health/ready answer 200 without a token', async () => {
  const s = server();
  const live = await s.get('/api/health/live');
  expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
  const ready = await s.get('/api/health/ready');
  expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
  expect(ready.headers.get('cache-control')).toBe('no-store');
});

test('ready answers 503 with the reason while a migration of this version is not applied', async () => {
  const s = server();
  const [latest] = await s.db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1',
  );
  // The migration log is the owner's: the server's role only reads it.
  await s.ownerDb.query('DELETE FROM schema_migrations WHERE version = $1', [latest?.version]);
  try {
    const ready = await s.get('/api/health/ready');
    expect([ready.status, ready.body]).toEqual([
      503,
      { message: 'Niet gereed: de database is nog niet bijgewerkt naar deze versie.', reason: 'migrations' },
    ]);
    // Only readiness: the process itself is alive.
    expect((await s.get('/api/health/live')).status).toBe(200);
  } finally {
    await s.ownerDb.query('INSERT INTO schema_migrations (version) VALUES ($1)', [latest?.version]);
  }
  expect((await s.get('/api/health/ready')).status).toBe(200);
});

test('health checks are left out of the request log and of the rate limits (5 per client here)', async () => {
  const s = server();
  lines.length = 0;
  const statuses = await Promise.all(
    Array.from({ length: 40 }, (_, i) => s.get(i % 2 ? '/api/health/live' : '/api/health/ready')),
  );
  expect(statuses.every((reply) => reply.status === 200)).toBe(true);
  await s.get('/api/tickets/options');
  const routes = lines.map((line) => (JSON.parse(line) as { route?: string }).route);
  expect(routes).toEqual(['/api/tickets/options']);
});
