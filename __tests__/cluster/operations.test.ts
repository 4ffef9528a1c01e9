import { logIn } from '../../scripts/lib/logIn';
import { metric, scrape, sleep, startCluster, type Cluster, type Instance } from './support/cluster';

/** What an operator sees of two instances behind haproxy: request ids, logs, health under load, metrics. */
let cluster: Cluster;
let app1: Instance;
let app2: Instance;

beforeAll(async () => {
  cluster = await startCluster();
  [app1, app2] = cluster.instances;
}, 60_000);
afterAll(() => cluster?.stop());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("through haproxy a request is logged under haproxy's request id; a client cannot choose its id", async () => {
  const { token } = await logIn(`${cluster.haproxy.url}/api`, 'admin@demo.test');
  const headers = { authorization: `Bearer ${token}`, 'x-request-id': 'door-de-klant-gekozen' };

  const proxied = await fetch(`${cluster.haproxy.url}/api/dashboard`, { headers });
  expect(proxied.status).toBe(200);
  const id = proxied.headers.get('x-request-id') ?? '';
  expect(id).toMatch(UUID);
  await sleep(100);
  const lines = [...app1.log(), ...app2.log()].filter((line) => line.reqId === id);
  expect(lines).toEqual([
    expect.objectContaining({ msg: 'request', route: '/api/dashboard', status: 200, method: 'GET' }),
  ]);
  expect(lines[0]).toHaveProperty('durationMs', expect.any(Number));
  expect(cluster.haproxy.lines.some((line) => line.includes(`id=${id}`))).toBe(true);

  // Straight to an instance (not from the proxy's address) the header is not taken.
  const direct = await fetch(`${app1.url}/api/dashboard`, { headers });
  expect(direct.headers.get('x-request-id')).toMatch(UUID);
  expect(direct.headers.get('x-request-id')).not.toBe('door-de-klant-gekozen');
});

test("haproxy's health checks (every second) stay out of the request log", async () => {
  await sleep(2_500);
  const logged = [...app1.log(), ...app2.log()];
  expect(logged.filter((line) => line.msg === 'request').length).toBeGreaterThan(0);
  expect(logged.filter((line) => String(line.route).startsWith('/api/health'))).toEqual([]);
  // They did reach the instances: the metrics count them.
  expect(
    metric(await scrape(app1), 'portal_http_requests_total', { route: '/api/health/ready', status: '200' }),
  ).toBeGreaterThan(1);
});

test('a burst of 200 concurrent requests on one instance: all answered, and its ready check stays quick', async () => {
  const { token } = await logIn(`${app1.url}/api`, 'admin@demo.test');
  const readyTimes: number[] = [];
  let bursting = true;
  const probe = (async () => {
    while (bursting) {
      const started = Date.now();
      const response = await fetch(`${app1.url}/api/health/ready`);
      readyTimes.push(response.status === 200 ? Date.now() - started : Infinity);
      await sleep(20);
    }
  })();
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${app1.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
    ),
  );
  bursting = false;
  await probe;
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(readyTimes.length).toBeGreaterThan(0);
  expect(Math.max(...readyTimes)).toBeLessThan(1_000);
});

test('metrics are not on the API port without METRICS_TOKEN; METRICS_PORT has the pool, requests and mails', async () => {
  expect((await fetch(`${app1.url}/api/metrics`)).status).toBe(404);
  expect((await fetch(`${cluster.haproxy.url}/api/metrics`)).status).toBe(404);
  await fetch(`${app2.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test' }),
  });
  await sleep(300);
  const text = await scrape(app2);
  expect(text).toContain('portal_db_pool_connections{state="in_use"}');
  expect(text).toContain('portal_db_pool_waiting');
  expect(text).toContain('process_resident_memory_bytes');
  expect(metric(text, 'portal_mails_total', { result: 'sent' })).toBeGreaterThanOrEqual(1);
  expect(metric(text, 'portal_http_requests_total', { route: '/api/auth/forgot-password', status: '200' })).toBe(1);
});
