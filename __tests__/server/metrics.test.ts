import { spawnServer } from '../../scripts/lib/serverProcess';
import { loadConfig } from '../../server/base/config';
import type { Mailer } from '../../server/mail/mailer';
import { outbox, startTestServer, useTestServers, type TestServer } from './helpers';

/**
 * Prometheus metrics are not public: on the API port only with METRICS_TOKEN as bearer token, or on a
 * port of their own (METRICS_PORT). They count requests per route and status, the pool, refused
 * logins, throttled requests, mails and housekeeping runs.
 */
const TOKEN = 'metriek-token-van-minstens-24-tekens';
const refusing: Mailer = {
  send: async () => {
    throw new Error('SMTP weigert');
  },
  close: () => undefined,
};
const limits = { addressFailures: 2, ipAttempts: 10_000, windowSeconds: 900 };
const servers = useTestServers([
  { config: { metricsToken: TOKEN, rateLimit: limits } },
  { config: { rateLimit: limits } },
]);
let s: TestServer;
let open: TestServer;
beforeEach(() => {
  [s, open] = servers() as [TestServer, TestServer];
});

async function metrics(server: TestServer = s): Promise<string> {
  const reply = await server.get<string>('/api/metrics', TOKEN);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
  return reply.body;
}

/** The value of one sample, e.g. sample(text, 'portal_mails_total{result="sent"}'). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

test('GET /api/metrics needs METRICS_TOKEN as bearer token; without METRICS_TOKEN it does not exist', async () => {
  expect((await s.get('/api/metrics')).status).toBe(401);
  expect((await s.get('/api/metrics', `${TOKEN}x`)).status).toBe(401);
  const user = await s.login('admin@demo.test');
  expect((await s.get('/api/metrics', user.token)).body).toEqual({ message: 'Je bent niet ingelogd.' });
  expect((await open.get('/api/metrics', TOKEN)).status).toBe(404);
  expect(await metrics()).toContain('# TYPE portal_http_requests_total counter');
});

test('requests per route and status, with their durations, and the database pool', async () => {
  const { token } = await s.login('admin@demo.test');
  const before = await metrics();
  const series = 'portal_http_requests_total{method="GET",route="/api/dashboard",status="200"}';
  for (let i = 0; i < 3; i += 1) await s.get('/api/dashboard', token);
  await s.get('/api/invoices?id=999999', token);
  const after = await metrics();
  expect(sample(after, series) - sample(before, series)).toBe(3);
  expect(sample(after, 'portal_http_requests_total{method="GET",route="/api/invoices",status="404"}')).toBe(1);
  expect(
    sample(after, 'portal_http_request_duration_seconds_count{method="GET",route="/api/dashboard",status="200"}'),
  ).toBeGreaterThanOrEqual(3);
  expect(after).toMatch(/^portal_db_pool_connections\{state="in_use"\} \d+$/m);
  expect(after).toMatch(/^portal_db_pool_waiting \d+$/m);
});

test('refused logins, throttled requests, mails sent and failed, and housekeeping runs', async () => {
  for (let i = 0; i < 3; i += 1) await s.post('/api/auth/token', { email: 'prepaid@demo.test', password: 'Verkeerd1' });
  await s.post('/api/auth/forgot-password', { email: 'admin@demo.test' });
  await s.app.backgroundSettled();
  expect(await outbox(s)).toHaveLength(1);
  await s.app.runHousekeeping();
  const text = await metrics();
  expect(sample(text, 'portal_login_failures_total{step="password"}')).toBe(2);
  expect(sample(text, 'portal_throttled_requests_total{route="/api/auth/token"}')).toBe(1);
  expect(sample(text, 'portal_mails_total{result="sent"}')).toBe(1);
  expect(sample(text, 'portal_housekeeping_runs_total{result="ran"}')).toBe(1);
});

test('a mail the server cannot send is counted as failed', async () => {
  const failing = await startTestServer({ mailer: refusing, config: { metricsToken: TOKEN } });
  try {
    await failing.post('/api/auth/forgot-password', { email: 'admin@demo.test' });
    await failing.app.backgroundSettled();
    expect(sample(await metrics(failing), 'portal_mails_total{result="failed"}')).toBe(1);
  } finally {
    await failing.close();
  }
});

test('METRICS_PORT serves GET /metrics on a port of its own, with the process metrics; the API port has none', async () => {
  const server = await spawnServer({ env: { METRICS_PORT: '0', STATIC_DIR: '' } });
  try {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const text = await (await fetch(server.metricsUrl ?? '')).text();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('portal_db_pool_connections');
    expect((await fetch(`${new URL(server.metricsUrl ?? '').origin}/`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(404);
  } finally {
    await server.stop();
  }
}, 60_000);

test('settings that would expose or split the metrics are refused at start', () => {
  expect(() => loadConfig({ METRICS_TOKEN: 'kort' })).toThrow(/METRICS_TOKEN must be at least 24 bytes/);
  expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS > 1 needs DATABASE_URL/);
  expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db', METRICS_TOKEN: TOKEN })).toThrow(
    /set METRICS_PORT/,
  );
  const fine = loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x@h/db', METRICS_PORT: '9464' });
  expect([fine.workers, fine.metrics]).toEqual([2, { port: 9464, host: '127.0.0.1' }]);
});
