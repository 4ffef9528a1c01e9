import { performance } from 'node:perf_hooks';
import { logIn } from '../../scripts/lib/logIn';
import type { TicketOptionsResponse } from '../../src/api/contract';
import { waitUntil } from '../support/waiting';
import { DRAIN_SECONDS, query, startCluster, type Cluster, type Instance } from './support/cluster';
import {
  describeFailures,
  startLoad,
  succeeded,
  succeededSince,
  type Load,
  type LoadRequest,
  type Outcome,
} from './support/load';

/**
 * What production does to an instance, under load through haproxy: killed (SIGKILL, a crash) and
 * stopped for a deploy (SIGTERM), then started again.
 */
let cluster: Cluster;
let app1: Instance;
let app2: Instance;
let token = '';
let category = 0;

beforeAll(async () => {
  cluster = await startCluster();
  [app1, app2] = cluster.instances;
  token = (await logIn(`${cluster.haproxy.url}/api`, 'admin@demo.test')).token;
  const options = await fetch(`${cluster.haproxy.url}/api/tickets/options`, {
    headers: { authorization: `Bearer ${token}` },
  });
  category = ((await options.json()) as TicketOptionsResponse).categories[0]?.id ?? 0;
}, 60_000);
afterAll(() => cluster?.stop());

const CONNECTIONS = 16;
/** Requests each instance answers before the fault, and the load answers after it, before it stops. */
const BEFORE = 50;
const AFTER = 300;

let running: Load | undefined;
// A test that fails midway leaves no load behind.
afterEach(() => running?.stop());

/** Starts the load and waits until both instances answer it. */
async function loadOnBoth(run: string): Promise<Load> {
  const marks = [app1.log().length, app2.log().length];
  const load = startLoad({ url: cluster.haproxy.url, connections: CONNECTIONS, next: mixed(run) });
  running = load;
  await waitUntil(
    `${BEFORE} requests of the load answered by each instance`,
    () =>
      [app1, app2].map(
        (app, i) =>
          app
            .log()
            .slice(marks[i])
            .filter((line) => line.msg === 'request').length,
      ),
    { until: (counts) => counts.every((count) => count >= BEFORE), timeoutMs: 30_000 },
  );
  return load;
}

/** Lets the load go on until AFTER more requests succeeded after `since`, then stops it. */
async function finishAfter(load: Load, since: number, what: string): Promise<Outcome[]> {
  await waitUntil(`${AFTER} requests answered after ${what}`, () => succeededSince(load.outcomes, since), {
    until: (count) => count >= AFTER,
    timeoutMs: 30_000,
  });
  return load.stop();
}

/** Three reads to one write; each write a ticket with a subject of its own, to count afterwards. */
function mixed(run: string) {
  return (n: number): LoadRequest =>
    n % 4 === 3
      ? {
          method: 'POST',
          path: '/api/tickets',
          token,
          body: { subject: `Storingstest ${run} ${n}`, message: 'Belasting tijdens een storing.', category },
        }
      : { method: 'GET', path: n % 2 ? '/api/dashboard' : '/api/numbers', token };
}

/** Every ticket whose creation was acknowledged (201) is in the database. */
async function acknowledgedWritesKept(outcomes: Outcome[]): Promise<number> {
  const subjects = outcomes
    .filter((o) => o.request.method === 'POST' && o.status === 201)
    .map((o) => (o.request.body as { subject: string }).subject);
  const [row] = await query<{ n: number }>(
    cluster.schema,
    'SELECT count(DISTINCT subject)::int AS n FROM tickets WHERE subject = ANY($1)',
    [subjects],
  );
  expect(subjects.length).toBeGreaterThan(10);
  expect(row?.n).toBe(subjects.length);
  return subjects.length;
}

test('an instance killed under load: haproxy drains it at its first failed connection, only requests in flight may fail, no acknowledged write is lost', async () => {
  const origin = performance.now();
  const load = await loadOnBoth('kill');
  const mark = cluster.haproxy.lines.length;
  const killedAt = performance.now();
  app1.process.kill('SIGKILL');
  // The process stops at once, but the kernel closes its sockets only after tearing down its memory
  // (a few hundred ms for a large heap): until then it still accepts connections that nobody answers.
  const gone = app1.process.exited.then(() => performance.now());
  // The deadline bounds a hang; the drain itself takes milliseconds.
  const down = await cluster.haproxy.waitFor(/app1 is DOWN/, { since: mark, timeoutMs: 10_000 });
  const drainedAt = performance.now();
  const goneAt = await gone;
  const outcomes = await finishAfter(load, Math.max(goneAt, drainedAt), 'app1 was gone');

  const failures = outcomes.filter((o) => !succeeded(o));
  const inFlight = outcomes.filter((o) => o.start <= goneAt && o.end >= killedAt);
  // Printed for the record: how many requests ran, failed, and how fast haproxy took the instance out.
  console.log(
    `SIGKILL: ${outcomes.length} requests, ${failures.length} failed of ${inFlight.length} in flight ` +
      `on a dying instance; sockets closed ${Math.round(goneAt - killedAt)} ms after the kill, ` +
      `drained after ${Math.round(drainedAt - killedAt)} ms`,
  );
  // Taken out by the failed connection itself (observe layer4, on-error mark-down), not after two
  // failed health checks: that is what keeps the failures to the requests in flight.
  expect(down).toMatch(/reason: Health analyze/);
  // Only requests the dying instance had taken fail, and only writes: a GET that got no answer is
  // tried again on the other instance, a POST is not (it may have been written). A request that
  // came after it was gone and drained reached the other instance.
  expect(failures.filter((o) => o.start > Math.max(goneAt, drainedAt) || o.end < killedAt)).toEqual([]);
  expect(describeFailures(failures, origin).filter((line) => !line.startsWith('POST'))).toEqual([]);
  await acknowledgedWritesKept(outcomes);

  // Started again, it is back in rotation once its ready check passes twice.
  const restartMark = cluster.haproxy.lines.length;
  await app1.restart();
  await cluster.haproxy.waitFor(/app1 is UP/, { since: restartMark, timeoutMs: 10_000 });
});

test('an instance stopped with SIGTERM under load is taken out by haproxy while it still serves, exits 0, and no client sees an error', async () => {
  const origin = performance.now();
  const load = await loadOnBoth('deploy');
  const mark = cluster.haproxy.lines.length;
  const stoppedAt = performance.now();
  app2.process.kill('SIGTERM');
  // Its message if it does not come in time, so the assertion below says what was missing.
  const down = cluster.haproxy
    .waitFor(/app2 is DOWN/, { since: mark, timeoutMs: DRAIN_SECONDS * 1000 })
    .catch((error: unknown) => String(error));
  const exit = await app2.process.exited;
  const exitMs = performance.now() - stoppedAt;
  const outcomes = await finishAfter(load, performance.now(), 'app2 exited');
  console.log(`SIGTERM: ${outcomes.length} requests; exit ${exit.code} after ${Math.round(exitMs)} ms`);

  // Out by its ready check's 503 within the drain, before its port closed: closing while haproxy
  // still sent to it would race a request on an idle connection, which then gets no answer.
  expect(await down).toMatch(/Layer7 wrong status.*503/);
  // Exit 0 is within the drain and 10 s more: past them the server gives up and exits 1 (docs/operations.md).
  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
  expect(describeFailures(outcomes, origin)).toEqual([]);
  await acknowledgedWritesKept(outcomes);

  const restartMark = cluster.haproxy.lines.length;
  await app2.restart();
  await cluster.haproxy.waitFor(/app2 is UP/, { since: restartMark, timeoutMs: 10_000 });
  // Both serve again: a round of requests through haproxy reaches each of them.
  const before = [app1.log().length, app2.log().length];
  for (let i = 0; i < 6; i += 1)
    expect(
      (await fetch(`${cluster.haproxy.url}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  expect(app1.log().length).toBeGreaterThan(before[0] ?? 0);
  expect(app2.log().length).toBeGreaterThan(before[1] ?? 0);
});
