import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { logIn } from '../../scripts/lib/logIn';
import { waitUntil } from '../support/waiting';
import { metric, scrape, startCluster, type Cluster, type Instance } from './support/cluster';

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
  // The instance writes its line once the answer is sent.
  const lines = await waitUntil(
    `the request line of ${id}`,
    () => [...app1.log(), ...app2.log()].filter((line) => line.reqId === id),
    { until: (found) => found.length > 0 },
  );
  expect(lines).toEqual([
    expect.objectContaining({ msg: 'request', route: '/api/dashboard', status: 200, method: 'GET' }),
  ]);
  expect(lines[0]).toHaveProperty('durationMs', expect.any(Number));
  // haproxy logs the request when its session closes, which may be after the instance's line.
  await waitUntil(`haproxy's line of ${id}`, () => cluster.haproxy.lines.some((line) => line.includes(`id=${id}`)));

  // Straight to an instance (not from the proxy's address) the header is not taken.
  const direct = await fetch(`${app1.url}/api/dashboard`, { headers });
  expect(direct.headers.get('x-request-id')).toMatch(UUID);
  expect(direct.headers.get('x-request-id')).not.toBe('door-de-klant-gekozen');
});

/** A GET with the bytes as they arrive: fetch would decode them. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

test('through haproxy a page of calls arrives compressed as the instance sent it, and decodes', async () => {
  const { token } = await logIn(`${cluster.haproxy.url}/api`, 'admin@demo.test');
  const url = `${cluster.haproxy.url}/api/usage/calls/100001?limit=200`;
  const plain = await rawGet(url, { authorization: `Bearer ${token}` });
  const br = await rawGet(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' });
  expect([plain.headers['content-encoding'], br.headers['content-encoding']]).toEqual([undefined, 'br']);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
});

const readyChecks = async (instance: Instance) =>
  metric(await scrape(instance), 'portal_http_requests_total', { route: '/api/health/ready', status: '200' });

test("haproxy's health checks (every second) stay out of the request log", async () => {
  // Two more checks on each instance than now, counted by its metrics.
  const before = await Promise.all([readyChecks(app1), readyChecks(app2)]);
  await waitUntil(
    'two more health checks on each instance',
    () => Promise.all([readyChecks(app1), readyChecks(app2)]),
    {
      until: (counts) => counts.every((count, i) => count >= (before[i] ?? 0) + 2),
      intervalMs: 200,
    },
  );
  const logged = [...app1.log(), ...app2.log()];
  expect(logged.filter((line) => line.msg === 'request').length).toBeGreaterThan(0);
  expect(logged.filter((line) => String(line.route).startsWith('/api/health'))).toEqual([]);
});

test('a burst of 200 concurrent requests on one instance: all answered, and its ready check stays quick enough that haproxy keeps it', async () => {
  const { token } = await logIn(`${app1.url}/api`, 'admin@demo.test');
  const mark = cluster.haproxy.lines.length;
  const readyTimes: number[] = [];
  let bursting = true;
  // The ready check asked over and over during the burst, one at a time.
  const probe = (async () => {
    while (bursting) {
      const started = Date.now();
      const response = await fetch(`${app1.url}/api/health/ready`);
      readyTimes.push(response.status === 200 ? Date.now() - started : Infinity);
    }
  })();
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${app1.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
    ),
  );
  bursting = false;
  await probe;
  // haproxy's checks run one after another, each given a second (`inter 1s`): two more after the
  // burst mean every check made during it has passed or failed by now.
  const checksAfter = await readyChecks(app1);
  await waitUntil('two haproxy checks of app1 after the burst', () => readyChecks(app1), {
    until: (count) => count >= checksAfter + 2,
    intervalMs: 200,
  });
  console.log(`Ready check during a burst of 200: ${readyTimes.length} asked, slowest ${Math.max(...readyTimes)} ms`);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(readyTimes.filter((ms) => ms === Infinity)).toEqual([]);
  // What a slow ready check would cost: haproxy would take the instance out of rotation.
  expect(cluster.haproxy.lines.slice(mark).filter((line) => /app1 is DOWN/.test(line))).toEqual([]);
});

test('metrics are not on the API port without METRICS_TOKEN; METRICS_PORT has the pool, requests and mails', async () => {
  expect((await fetch(`${app1.url}/api/metrics`)).status).toBe(404);
  expect((await fetch(`${cluster.haproxy.url}/api/metrics`)).status).toBe(404);
  await fetch(`${app2.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test' }),
  });
  // The mail goes out after the answer.
  const text = await waitUntil('the mail counted as sent', () => scrape(app2), {
    until: (scraped) => metric(scraped, 'portal_mails_total', { result: 'sent' }) >= 1,
    intervalMs: 100,
  });
  expect(text).toContain('portal_db_pool_connections{state="in_use"}');
  expect(text).toContain('portal_db_pool_waiting');
  expect(text).toContain('process_resident_memory_bytes');
  expect(metric(text, 'portal_mails_total', { result: 'sent' })).toBeGreaterThanOrEqual(1);
  expect(metric(text, 'portal_http_requests_total', { route: '/api/auth/forgot-password', status: '200' })).toBe(1);
});
