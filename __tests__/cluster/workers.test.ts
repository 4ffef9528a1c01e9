import http from 'node:http';
import { childPids } from '../../scripts/lib/memory';
import { waitUntil } from '../support/waiting';
import { clusterEnv, metric, newSchema, query, startInstance, type Instance } from './support/cluster';

/**
 * WORKERS=2: two server processes on one port, one primary that seeds, counts, replaces and stops
 * them. Each test starts its own server on its own schema, so they pass in any order and alone.
 */
const started: Array<{ server: Instance; schema: string }> = [];

async function startWorkers(): Promise<Instance> {
  const schema = newSchema();
  const server = await startInstance('workers', clusterEnv(schema, { WORKERS: '2' }));
  started.push({ server, schema });
  return server;
}

afterEach(async () => {
  for (const { server, schema } of started.splice(0)) {
    await server.process.stop();
    await query(schema, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
});

const workerPids = (server: Instance) => childPids(server.process.pid ?? 0);

/**
 * The status of one request on a connection of its own. The primary hands out connections, not
 * requests, to the workers in turn; fetch would keep its connections open and send every later
 * request to the workers that accepted them, so a replacement would never see one.
 */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The process ids in the request log lines from line `since` on. */
function requestPids(server: Instance, since = 0): Set<unknown> {
  return new Set(
    server
      .log()
      .slice(since)
      .filter((line) => line.msg === 'request')
      .map((line) => line.pid),
  );
}

test('two workers answer on one port; the primary prints one listening line and adds up their metrics', async () => {
  const server = await startWorkers();
  expect(workerPids(server)).toHaveLength(2);
  expect(server.output.filter((line) => line.includes('luistert op'))).toHaveLength(1);
  expect(server.output.filter((line) => line.startsWith('DEMOMODUS'))).toHaveLength(1);

  const answers = await Promise.all(
    Array.from({ length: 40 }, () => statusOnNewConnection(`${server.url}/api/tickets/options`)),
  );
  expect(answers.every((status) => status === 401)).toBe(true);
  // Both workers took some of them: their request lines carry two process ids.
  await waitUntil('request lines from both workers', () => requestPids(server), { until: (pids) => pids.size === 2 });
  const text = await (await fetch(server.process.metricsUrl ?? '')).text();
  expect(metric(text, 'portal_http_requests_total', { route: '/api/tickets/options', status: '401' })).toBe(40);
});

test('a worker killed with SIGKILL is replaced, and the replacement answers beside the other', async () => {
  const server = await startWorkers();
  const [killed, survivor] = workerPids(server);
  process.kill(killed ?? 0, 'SIGKILL');

  await waitUntil('the primary to say the worker stopped', () =>
    server.output.some((line) => line.includes(`Serverproces ${killed} is gestopt (SIGKILL)`)),
  );
  const pids = await waitUntil('a new worker beside the survivor', () => workerPids(server), {
    until: (found) => found.length === 2 && found.some((pid) => pid !== killed && pid !== survivor),
    timeoutMs: 30_000,
    intervalMs: 100,
  });
  const replacement = pids.find((pid) => pid !== killed && pid !== survivor) ?? 0;
  // It takes connections once it listens (it loads and compiles the server first): ask until it answers.
  const since = server.log().length;
  await waitUntil(
    'an answer from the replacement',
    async () =>
      (await statusOnNewConnection(`${server.url}/api/tickets/options`)) === 401 &&
      requestPids(server, since).has(replacement),
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  // From now on both take requests: new connections go to the one and the other in turn.
  const after = server.log().length;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => statusOnNewConnection(`${server.url}/api/tickets/options`)),
  );
  expect(answers.every((status) => status === 401)).toBe(true);
  await waitUntil('request lines from both workers', () => requestPids(server, after), {
    until: (found) => found.size === 2,
  });
  expect(requestPids(server, after)).toEqual(new Set([survivor, replacement]));
});

test('SIGTERM stops the primary and its workers with exit 0', async () => {
  const server = await startWorkers();
  const workers = workerPids(server);
  expect(workers).toHaveLength(2);
  server.process.kill('SIGTERM');
  expect(await server.process.exited).toEqual({ code: 0, signal: null });
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
});
