/**
 * npm run bench:api — load test of the reference API on loopback with autocannon (50 connections):
 * GET /api/dashboard and a write, POST /api/blacklist/add (each connection adds a number of its own
 * and removes it again, so the list stays below its limit). Prints requests per second, p50/p99
 * latency, failures and RSS on PGlite (one process) and on PostgreSQL with one server process next to
 * two (WORKERS=2, node:cluster, same port): DATABASE_URL when set, otherwise a throwaway local
 * cluster (initdb/pg_ctl), measured over TCP and over its Unix socket.
 *
 * Options (environment): BENCH_SECONDS (default 5 per case), BENCH_CONNECTIONS (default 50),
 * BENCH_BACKENDS (default "pglite,postgres"), BENCH_WORKERS (default "1,2").
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { autocannon, blockedNumberChanges, failures, type LoadResult } from './lib/autocannon';
import { startLocalPostgres, postgresMissing, type LocalPostgres } from './lib/localPostgres';
import { logIn } from './lib/logIn';
import { rssMiB } from './lib/memory';
import { spawnServer, type ServerProcess } from './lib/serverProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);

/** The API alone, in production mode, as a demo server (the bench logs in as a demo account). */
function startApi(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    env: {
      STATIC_DIR: '',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // Production mode wants a real secret.
      JWT_SECRET: randomBytes(48).toString('base64'),
      RATE_LIMIT_IP_ATTEMPTS: '100000',
      ...env,
    },
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') process.stderr.write(chunk);
    },
  });
}

interface Measured {
  dashboard: LoadResult;
  write: LoadResult;
  rss: number;
  peak: number;
}

async function measure(env: Record<string, string>): Promise<Measured> {
  const running = await startApi(env);
  try {
    const { token } = await logIn(`${running.url}/api`, 'admin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Short warm-up so the JIT and statement caches settle before measuring.
    await autocannon({ url: `${running.url}/api/dashboard`, connections: CONNECTIONS, duration: 1, headers });
    const dashboard = await autocannon({
      url: `${running.url}/api/dashboard`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    const change = blockedNumberChanges(headers, '0688');
    const write = await autocannon({
      url: running.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [change('add'), change('remove')],
    });
    return { dashboard, write, rss: rssMiB(running.pid), peak: rssMiB(running.pid, 'VmHWM') };
  } finally {
    await running.stop();
  }
}

const CELL = 33;
const cell = (result: LoadResult | undefined): string =>
  result
    ? [
        String(Math.round(result.requests.average)).padStart(7),
        String(result.latency.p50).padStart(6),
        String(result.latency.p99).padStart(6),
        String(failures(result)).padStart(5),
      ].join(' ')
    : '–'.padStart(7);

/** One line per case: the backend, then each process count's figures side by side. */
function report(backend: string, results: Map<number, Measured>): void {
  const row = (label: string, pick: (m: Measured) => LoadResult) =>
    console.log(
      [
        backend.padEnd(10),
        label.padEnd(20),
        ...WORKERS.map((n) => cell(results.get(n) && pick(results.get(n) as Measured)).padEnd(CELL)),
      ].join(' '),
    );
  row('GET /api/dashboard', (m) => m.dashboard);
  row('POST /api/blacklist', (m) => m.write);
  console.log(
    [
      backend.padEnd(10),
      'RSS now/peak MiB'.padEnd(20),
      ...WORKERS.map((n) => {
        const m = results.get(n);
        return (m ? `${m.rss} / ${m.peak}`.padStart(15) : '–'.padStart(7)).padEnd(CELL);
      }),
    ].join(' '),
  );
}

async function benchPostgres(backend: string, url: string, schema: string): Promise<void> {
  const results = new Map<number, Measured>();
  for (const workers of WORKERS)
    results.set(
      workers,
      await measure({ DATABASE_URL: url, DATABASE_SCHEMA: `${schema}_w${workers}`, WORKERS: String(workers) }),
    );
  report(backend, results);
}

async function main(): Promise<void> {
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `Klantportaal API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per case, ${os.availableParallelism()} ` +
      `CPUs, ` +
      `Node ${process.version}, load average ${load.join(' ')}`,
  );
  const columns = ['req/s'.padStart(7), 'p50 ms'.padStart(6), 'p99 ms'.padStart(6), 'fail'.padStart(5)].join(' ');
  const label = (n: number) => `${n} process${n > 1 ? 'es' : ''}`;
  console.log([''.padEnd(31), ...WORKERS.map((n) => label(n).padStart(20).padEnd(CELL))].join(' '));
  console.log(['backend'.padEnd(10), 'case'.padEnd(20), ...WORKERS.map(() => columns.padEnd(CELL))].join(' '));
  if (BACKENDS.includes('pglite'))
    // PGlite lives inside one process: WORKERS > 1 needs PostgreSQL.
    report('pglite', new Map([[1, await measure({ DATA_DIR: 'memory', DATABASE_URL: '' })]]));
  if (!BACKENDS.includes('postgres')) return;
  let local: LocalPostgres | null = null;
  if (!process.env.DATABASE_URL) {
    const missing = postgresMissing();
    if (missing) {
      console.log(`postgres   skipped: set DATABASE_URL or install PostgreSQL (${missing})`);
      return;
    }
    local = await startLocalPostgres(['max_connections=100']);
  }
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  const schema = `bench_${process.pid}`;
  try {
    await benchPostgres('postgres', url, schema);
    // The same server over its Unix socket, as a portal on the database's own host would connect.
    if (local) await benchPostgres('pg socket', local.socketUrl, `${schema}_s`);
  } finally {
    if (local) local.remove();
    else {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (const workers of WORKERS) await client.query(`DROP SCHEMA IF EXISTS ${schema}_w${workers} CASCADE`);
      await client.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
