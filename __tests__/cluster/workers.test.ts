import { childPids } from '../../scripts/lib/memory';
import { clusterEnv, eventually, metric, newSchema, query, startInstance, type Instance } from './support/cluster';

/** WORKERS=2: two server processes on one port, one primary that seeds, counts and stops them. */
const schema = newSchema();
let server: Instance;

beforeAll(async () => {
  server = await startInstance('workers', clusterEnv(schema, { WORKERS: '2' }));
}, 60_000);
afterAll(async () => {
  await server?.process.stop();
  await query(schema, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

const workerPids = () => childPids(server.process.pid ?? 0);

test('two workers answer on one port; the primary prints one listening line and adds up their metrics', async () => {
  expect(workerPids()).toHaveLength(2);
  expect(server.output.filter((line) => line.includes('luistert op'))).toHaveLength(1);
  expect(server.output.filter((line) => line.startsWith('DEMOMODUS'))).toHaveLength(1);

  const answers = await Promise.all(
    Array.from({ length: 40 }, () => fetch(`${server.url}/api/tickets/options`).then((r) => r.status)),
  );
  expect(answers.every((status) => status === 401)).toBe(true);
  // Both workers took some of them: their request lines carry two process ids.
  await eventually('both workers logged', async () => {
    const pids = new Set(
      server
        .log()
        .filter((line) => line.msg === 'request')
        .map((line) => line.pid),
    );
    return pids.size === 2;
  });
  const text = await (await fetch(server.process.metricsUrl ?? '')).text();
  expect(metric(text, 'portal_http_requests_total', { route: '/api/tickets/options', status: '401' })).toBe(40);
});

test('SIGTERM stops the primary and its workers with exit 0', async () => {
  const workers = workerPids();
  expect(workers).toHaveLength(2);
  server.process.kill('SIGTERM');
  expect(await server.process.exited).toEqual({ code: 0, signal: null });
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
});
