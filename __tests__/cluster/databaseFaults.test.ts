import { performance } from 'node:perf_hooks';
import { logIn } from '../../scripts/lib/logIn';
import { letTimePass, waitUntil } from '../support/waiting';
import { postgres, startCluster, type Cluster, type Instance } from './support/cluster';

/**
 * The database taken away under two instances behind haproxy: stopped for 10 s and started again,
 * and frozen (SIGSTOP, as under a stuck disk or a partition). Requests fail fast with the contract's
 * 503, the ready check says so, the log has one line per failure, and everything recovers by itself.
 * The pool's time-outs are short here (1 s to connect, 1.5 s per statement) so the test is quick.
 */
const CONNECT_MS = 1_000;
const STATEMENT_MS = 1_500;
/** How long the database is stopped, and frozen. */
const STOPPED_MS = 10_000;
const FROZEN_MS = 8_000;
/**
 * A call that waited for the database instead of failing would end only when it is back, the whole
 * outage after the first calls started; failing takes at most a connect or a statement time-out
 * (2.5 s when frozen, milliseconds when stopped). The bound sits between: only a hang breaks it,
 * not a loaded machine.
 */
const hangBound = (outageMs: number) => outageMs - 1_500;
const UNAVAILABLE = 'Het portaal is even niet bereikbaar. Probeer het over een paar seconden opnieuw.';

let cluster: Cluster;
let app1: Instance;
let app2: Instance;
let token = '';

beforeAll(async () => {
  cluster = await startCluster({
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
  });
  [app1, app2] = cluster.instances;
  token = (await logIn(`${cluster.haproxy.url}/api`, 'admin@demo.test')).token;
}, 60_000);
afterAll(async () => {
  postgres().thaw();
  await cluster?.stop();
});

interface Answer {
  target: string;
  path: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  requestId: string | null;
  body: { message?: string; reason?: string } | null;
}

async function ask(target: string, origin: string, path: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => null)) as Answer['body'];
  return {
    target,
    path,
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    requestId: response.headers.get('x-request-id'),
    body,
  };
}

/** Asks every target the dashboard and each instance its ready check, every `everyMs`, for `forMs`. */
async function askDuring(forMs: number, everyMs: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = performance.now() + forMs;
  const targets: Array<[string, string]> = [
    ['haproxy', cluster.haproxy.url],
    ['app1', app1.url],
    ['app2', app2.url],
  ];
  await Promise.all(
    targets.map(async ([name, origin]) => {
      while (performance.now() < until) {
        answers.push(await ask(name, origin, '/api/dashboard'));
        if (name !== 'haproxy') answers.push(await ask(name, origin, '/api/health/ready'));
        await letTimePass(everyMs, 'the calls are spread over the outage, not sent back to back');
      }
    }),
  );
  return answers;
}

/** Every instance answers ready again, and a logged-in call through haproxy works: no restart needed. */
async function recovered(): Promise<number> {
  const pids = [app1.process.pid, app2.process.pid];
  const started = performance.now();
  const again = { timeoutMs: 15_000, intervalMs: 100 };
  for (const instance of [app1, app2])
    await waitUntil(`${instance.name} ready`, async () => (await fetch(`${instance.url}/api/health/ready`)).ok, again);
  await waitUntil(
    'the dashboard through haproxy',
    async () => (await ask('haproxy', cluster.haproxy.url, '/api/dashboard')).status,
    { ...again, until: (status) => status === 200 },
  );
  expect([app1.process.pid, app2.process.pid]).toEqual(pids);
  return performance.now() - started;
}

test('PostgreSQL stopped for 10 s: every request fails at once with 503, Retry-After and a Dutch message, logged once; all recovers', async () => {
  const logMarks = [app1.output.length, app2.output.length];
  postgres().stopServer();
  let answers: Answer[];
  try {
    answers = await askDuring(STOPPED_MS, 250);
  } finally {
    postgres().startServer();
  }
  const recoveryMs = await recovered();

  const dashboard = answers.filter((a) => a.path === '/api/dashboard');
  console.log(
    `PostgreSQL stopped: ${dashboard.length} calls, slowest ${Math.round(Math.max(...dashboard.map((a) => a.ms)))} ms; ` +
      `recovered ${Math.round(recoveryMs)} ms after the start`,
  );
  for (const answer of dashboard) {
    expect([answer.target, answer.status, answer.retryAfter, answer.body?.message]).toEqual([
      answer.target,
      503,
      '5',
      UNAVAILABLE,
    ]);
    expect(answer.ms).toBeLessThan(hangBound(STOPPED_MS));
  }
  for (const answer of answers.filter((a) => a.path === '/api/health/ready'))
    expect([answer.target, answer.status, answer.body?.reason]).toEqual([answer.target, 503, 'database']);

  // One log line per failed request, at warn, with the reason and without a stack trace.
  for (const [index, instance] of [app1, app2].entries()) {
    const output = instance.output.slice(logMarks[index]);
    expect(output.filter((line) => line.includes('"stack"') || /^\s+at /.test(line))).toEqual([]);
    const failedHere = dashboard.filter((a) => a.target === instance.name).map((a) => a.requestId);
    for (const id of failedHere) {
      const lines = output.filter((line) => line.includes(`"reqId":"${id}"`));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, msg: 'database unavailable', status: 503 });
    }
  }
});

test('PostgreSQL frozen: requests fail within the time-outs instead of hanging, and all recovers when it thaws', async () => {
  postgres().freeze();
  let answers: Answer[];
  try {
    answers = await askDuring(FROZEN_MS, 250);
  } finally {
    postgres().thaw();
  }
  const recoveryMs = await recovered();
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(
    `PostgreSQL frozen: ${answers.length} calls, slowest ${Math.round(slowest)} ms; recovered in ${Math.round(recoveryMs)} ms`,
  );
  for (const answer of answers)
    expect([answer.target, answer.path, answer.status]).toEqual([answer.target, answer.path, 503]);
  // The longest wait is a statement on an open connection: STATEMENT_MS and the client's second of margin.
  expect(slowest).toBeLessThan(hangBound(FROZEN_MS));
});
