import { logIn } from '../../scripts/lib/logIn';
import type { DownloadPrepareResponse, Invoice, LoginCodeRequired, TokenSet } from '../../src/api/contract';
import { waitUntil } from '../support/waiting';
import { metric, query, scrape, startCluster, type Cluster, type Instance } from './support/cluster';

/**
 * Two instances on one PostgreSQL behind haproxy (deploy/haproxy.cfg): whatever must hold across
 * instances lives in the database, so it holds whichever instance a request reaches.
 */
let cluster: Cluster;
let app1: Instance;
let app2: Instance;

beforeAll(async () => {
  // The housekeeping job every second on both, to see its lease at work.
  cluster = await startCluster({ HOUSEKEEPING_SECONDS: '1' });
  [app1, app2] = cluster.instances;
}, 60_000);
afterAll(() => cluster?.stop());

async function post<T>(origin: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as T };
}

async function get<T>(origin: string, path: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as T };
}

async function lastMailTo(origin: string, to: string): Promise<string> {
  const { body } = await get<{ messages: Array<{ to: string; body: string }> }>(origin, '/api/dev/outbox');
  return body.messages.find((message) => message.to === to)?.body ?? '';
}

test('a login made on one instance refreshes on the other, and the new tokens work on both', async () => {
  const login = await logIn(`${app1.url}/api`, 'prepaid@demo.test');
  const refreshed = await post<TokenSet>(app2.url, '/api/auth/refresh', { refresh_token: login.refresh_token });
  expect(refreshed.status).toBe(200);
  expect((await get(app1.url, '/api/dashboard', refreshed.body.token)).status).toBe(200);
  const again = await post<TokenSet>(app1.url, '/api/auth/refresh', { refresh_token: refreshed.body.refresh_token });
  expect(again.status).toBe(200);
  expect((await get(app2.url, '/api/dashboard', again.body.token)).status).toBe(200);
});

test('of 60 wrong passwords for one address, spread over both instances at once, exactly 10 are let through', async () => {
  const before = await Promise.all([scrape(app1), scrape(app2)]);
  const replies = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      post(i % 2 ? app1.url : app2.url, '/api/auth/token', { email: 'opgezegd@demo.test', password: 'Verkeerd1' }),
    ),
  );
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  // The metrics of both instances together count them the same way.
  const after = await Promise.all([scrape(app1), scrape(app2)]);
  const sum = (texts: string[], name: string, labels: Record<string, string>) =>
    texts.reduce((total, text) => total + metric(text, name, labels), 0);
  expect(
    sum(after, 'portal_login_failures_total', { step: 'password' }) -
      sum(before, 'portal_login_failures_total', { step: 'password' }),
  ).toBe(10);
  expect(
    sum(after, 'portal_throttled_requests_total', { route: '/api/auth/token' }) -
      sum(before, 'portal_throttled_requests_total', { route: '/api/auth/token' }),
  ).toBe(50);
});

test('a login code mailed by one instance is accepted by the other, once', async () => {
  const step = await post<LoginCodeRequired>(app1.url, '/api/auth/token', {
    email: 'tweestap@demo.test',
    password: 'Welkom123',
  });
  expect(step.status).toBe(202);
  const code = /Je inlogcode is: (\d{6})/.exec(await lastMailTo(app1.url, 'tweestap@demo.test'))?.[1];
  const answer = { challenge: step.body.challenge, code };
  expect((await post(app2.url, '/api/auth/token/code', answer)).status).toBe(200);
  expect((await post(app1.url, '/api/auth/token/code', answer)).status).toBe(401);
});

test('a download link made on one instance opens on the other; a reset link mailed by one works on the other', async () => {
  const { token } = await logIn(`${app1.url}/api`, 'admin@demo.test');
  const [invoice] = (await get<Invoice[]>(app1.url, '/api/invoices', token)).body;
  const prepared = await post<DownloadPrepareResponse>(
    app1.url,
    '/api/download/prepare',
    { service: 'account/invoice', meta: { id: invoice?.id } },
    token,
  );
  const link = new URL(prepared.body.pdf?.pdfUrl ?? '');
  const file = await fetch(`${app2.url}${link.pathname}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');

  expect((await post(app2.url, '/api/auth/forgot-password', { email: 'wijzig@demo.test' })).status).toBe(200);
  // The mail goes out after the answer.
  const mail = await waitUntil('the reset mail to wijzig@demo.test', () => lastMailTo(app2.url, 'wijzig@demo.test'), {
    intervalMs: 100,
  });
  const resetToken = decodeURIComponent(/#token=([\w%-]+)/.exec(mail)?.[1] ?? '');
  const reset = await post(app1.url, '/api/auth/reset-password', {
    token: resetToken,
    password: 'Nieuw-wachtwoord-42',
  });
  expect(reset.status).toBe(200);
  expect(
    (await post(app2.url, '/api/auth/reset-password', { token: resetToken, password: 'Ander-wachtwoord-42' })).status,
  ).toBe(400);
  await expect(logIn(`${app2.url}/api`, 'wijzig@demo.test', 'Nieuw-wachtwoord-42')).resolves.toHaveProperty('token');
});

test('the 200-number limit of blocked numbers holds when additions race on both instances', async () => {
  const [customer] = await query<{ id: number }>(cluster.schema, "SELECT id FROM customers WHERE poc = '100001'");
  await query(
    cluster.schema,
    `INSERT INTO blocked_numbers (customer_id, number, created_at)
     SELECT $1, '0687' || lpad(n::text, 6, '0'), now() FROM generate_series(1, 195 - (SELECT count(*) FROM blocked_numbers WHERE customer_id = $1)) AS n`,
    [customer?.id],
  );
  const { token } = await logIn(`${app1.url}/api`, 'admin@demo.test');
  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      post(
        i % 2 ? app1.url : app2.url,
        '/api/blacklist/add',
        { userPoc: '100001', blacklistNumber: `0699${String(i).padStart(6, '0')}` },
        token,
      ),
    ),
  );
  expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
  const [count] = await query<{ n: number }>(
    cluster.schema,
    'SELECT count(*)::int AS n FROM blocked_numbers WHERE customer_id = $1',
    [customer?.id],
  );
  expect(count?.n).toBe(200);
});

test('the housekeeping job, due every second on both instances, runs on one at a time', async () => {
  const runs = async (result: string) => {
    const texts = await Promise.all([scrape(app1), scrape(app2)]);
    return texts.reduce((sum, text) => sum + metric(text, 'portal_housekeeping_runs_total', { result }), 0);
  };
  const before = { ran: await runs('ran'), skipped: await runs('skipped') };
  const started = Date.now();
  // An instance skips when the other holds the lease: two skips show the lease at work. Without it
  // both would run every time and never skip, and the wait would fail naming the counts.
  const seen = await waitUntil(
    'a run and two skips of the housekeeping job',
    async () => ({ ran: (await runs('ran')) - before.ran, skipped: (await runs('skipped')) - before.skipped }),
    { until: ({ ran, skipped }) => ran >= 1 && skipped >= 2, timeoutMs: 20_000, intervalMs: 250 },
  );
  const seconds = (Date.now() - started) / 1000;
  // Both try every second; without the lease both would run each time (about twice the seconds).
  expect(seen.ran).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  expect(await runs('failed')).toBe(0);
});
