/**
 * CSV downloads of big months give other requests their turn: the stream reads a batch of calls,
 * sends it, and lets the event loop read and answer what else arrived before the next batch
 * (server/domain/callPages.ts, eachCallBatch). Without that, a client that reads fast (no
 * compression, on the same machine) kept the server busy with one download's batches, and another
 * customer's dashboard waited for whole months to be sent. Measured as an order and a ratio, which
 * hold however loaded the machine is: the dashboard answers many times while the downloads run, and
 * its slowest answer takes a small part of their time.
 */
import { waitUntil } from '../support/waiting';
import { useTestServer, type TestServer } from './helpers';

const server = useTestServer({ listen: true });

/** Four customers, each downloading a month of CALLS calls at once (one download per account may run). */
const DOWNLOADERS = [
  { email: 'admin@demo.test', poc: '100001' },
  { email: 'ander@demo.test', poc: '200001' },
  { email: 'wijzig@demo.test', poc: '100006' },
  { email: 'opgezegd@demo.test', poc: '100003' },
];
const CALLS = 8000;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const csv = (s: TestServer, poc: string, token: string) =>
  fetch(`${s.url}/api/usage/calls/${poc}/csv`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  }).then(async (reply) => ({ status: reply.status, bytes: (await reply.arrayBuffer()).byteLength }));

test('another customer’s dashboard keeps answering while four big months stream as CSV', async () => {
  const s = server();
  for (const { email } of DOWNLOADERS)
    expect((await s.post('/api/dev/calls/month', { email, count: CALLS })).status).toBe(200);
  const tokens = await Promise.all(DOWNLOADERS.map(async ({ email }) => (await s.login(email)).token));
  const reader = (await s.login('prepaid@demo.test')).token;
  const dashboard = () =>
    timed(
      async () => (await fetch(`${s.url}/api/dashboard`, { headers: { authorization: `Bearer ${reader}` } })).status,
    );
  expect((await dashboard()).value).toBe(200);

  let streaming = true;
  const downloads = timed(() => Promise.all(DOWNLOADERS.map(({ poc }, i) => csv(s, poc, tokens[i] ?? ''))));
  void downloads.finally(() => {
    streaming = false;
  });
  const reads: number[] = [];
  while (streaming) {
    const read = await dashboard();
    expect(read.value).toBe(200);
    if (streaming) reads.push(read.ms);
  }
  const done = await downloads;
  expect(done.value.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
  expect(Math.min(...done.value.map((reply) => reply.bytes))).toBeGreaterThan(CALLS * 40);
  // The dashboard answered again and again while the months were sent, each time within a small part of it.
  // (Without the turns: one read, which waited for nearly all of it.)
  expect(reads.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...reads)).toBeLessThan(done.ms / 2);
}, 60_000);

test('a download its client leaves half-way frees the account for the next one', async () => {
  const s = server();
  await s.post('/api/dev/calls/month', { email: 'admin@demo.test', count: CALLS });
  const { token } = await s.login('admin@demo.test');
  const leaving = new AbortController();
  const reply = await fetch(`${s.url}/api/usage/calls/100001/csv`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    signal: leaving.signal,
  });
  expect(reply.status).toBe(200);
  await reply.body?.getReader().read();
  leaving.abort();
  await waitUntil(
    'the slot of the account freed',
    async () => (await s.db.query('SELECT 1 FROM download_slots')).length,
    {
      until: (rows) => rows === 0,
    },
  );
  expect((await csv(s, '100001', token)).status).toBe(200);
});
