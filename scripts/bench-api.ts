/**
 * npm run bench:api — load test of the reference API on loopback with autocannon (50 connections):
 * GET /api/dashboard and POST /api/blacklist/add (each connection adds a number of its own and
 * removes it again, so the list stays below its limit). Prints requests per second, p50/p99 latency
 * and the server's RSS, on PGlite and on PostgreSQL: DATABASE_URL when set, otherwise a throwaway
 * local cluster when initdb/pg_ctl are available (measured over TCP and over its Unix socket).
 *
 * Options (environment): BENCH_SECONDS (default 5 per case), BENCH_CONNECTIONS (default 50),
 * BENCH_BACKENDS (default "pglite,postgres").
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { logIn } from './lib/logIn';
import { spawnServer, type ServerProcess } from './lib/serverProcess';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Request {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: Array<Request & { setupRequest?: (req: Request, context: Record<string, unknown>) => Request }>;
}) => Promise<Result>;

const load = createRequire(__filename);
const autocannon = load('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');

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

/** Resident set size of a process in MiB (Linux /proc). */
function rssMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function benchBackend(name: string, env: Record<string, string>): Promise<string[]> {
  const running = await startApi(env);
  const pid = running.pid;
  try {
    const { token } = await logIn(`${running.url}/api`, 'admin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMiB(pid);
    // Short warm-up so the JIT and statement caches settle before measuring.
    await autocannon({ url: `${running.url}/api/dashboard`, connections: CONNECTIONS, duration: 1, headers });
    const dashboard = await autocannon({
      url: `${running.url}/api/dashboard`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    const afterDashboard = rssMiB(pid);
    let next = 0;
    const numberOf = (context: Record<string, unknown>): string => {
      if (typeof context.n !== 'string') context.n = `0688${String(next++).padStart(6, '0')}`;
      return String(context.n);
    };
    const change = (kind: 'add' | 'remove') => ({
      method: 'POST',
      path: `/api/blacklist/${kind}`,
      headers,
      setupRequest: (req: Request, context: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ userPoc: '100001', blacklistNumber: numberOf(context) }),
      }),
    });
    const blacklist = await autocannon({
      url: running.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [change('add'), change('remove')],
    });
    const line = (label: string, r: Result, rss: number) =>
      [
        name.padEnd(10),
        label.padEnd(36),
        String(Math.round(r.requests.average)).padStart(7),
        String(r.latency.p50).padStart(6),
        String(r.latency.p99).padStart(6),
        String(r.non2xx + r.errors + r.timeouts).padStart(7),
        String(rss).padStart(8),
      ].join(' ');
    return [
      line('GET /api/dashboard', dashboard, afterDashboard),
      line('POST /api/blacklist/add (+ remove)', blacklist, rssMiB(pid)),
      `${name.padEnd(10)} RSS idle after start and login: ${idle} MiB; peak: ${rssMiB(pid, 'VmHWM')} MiB`,
    ];
  } finally {
    await running.stop();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A throwaway PostgreSQL cluster in a temp folder (as user postgres when run as root). */
async function localPostgres(): Promise<{ url: string; socketUrl: string; stop(): void } | null> {
  const dirs = [
    '/usr/local/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? spawnSync('ls', ['/usr/lib/postgresql'])
          .stdout.toString()
          .split('\n')
          .filter(Boolean)
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  const bin = dirs.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? spawnSync('id', ['-u', 'postgres']) : null;
  if (asRoot && pgUser?.status !== 0) return null;
  const run = (cmd: string, args: string[]) =>
    asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args]) : spawnSync(cmd, args);
  const base = mkdtempSync(path.join(os.tmpdir(), 'kp-bench-pg-'));
  if (asRoot) {
    const uid = Number(pgUser?.stdout.toString().trim());
    chownSync(base, uid, uid);
  }
  const data = path.join(base, 'data');
  const port = await freePort();
  if (run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']).status !== 0) return null;
  const started = run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(base, 'log'),
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=50`,
    'start',
  ]);
  if (started.status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The same server over its Unix socket, as a portal on the database's own host would connect.
    socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(base)}&port=${port}`,
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      rmSync(base, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  console.log(
    `Klantportaal API benchmark: ${CONNECTIONS} connections, ${SECONDS} s per case, ` +
      `${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(
    [
      'backend'.padEnd(10),
      'case'.padEnd(36),
      'req/s'.padStart(7),
      'p50 ms'.padStart(6),
      'p99 ms'.padStart(6),
      'non-2xx'.padStart(7),
      'RSS MiB'.padStart(8),
    ].join(' '),
  );
  if (BACKENDS.includes('pglite'))
    for (const line of await benchBackend('pglite', { DATA_DIR: 'memory', DATABASE_URL: '' })) console.log(line);
  if (!BACKENDS.includes('postgres')) return;
  const local = process.env.DATABASE_URL ? null : await localPostgres();
  const url = process.env.DATABASE_URL ?? local?.url;
  if (!url) {
    console.log('postgres   skipped: set DATABASE_URL or install PostgreSQL (initdb, pg_ctl)');
    return;
  }
  const schema = `bench_${process.pid}`;
  try {
    for (const line of await benchBackend('postgres', { DATABASE_URL: url, DATABASE_SCHEMA: schema }))
      console.log(line);
    if (local)
      for (const line of await benchBackend('pg socket', {
        DATABASE_URL: local.socketUrl,
        DATABASE_SCHEMA: `${schema}_s`,
      }))
        console.log(line);
  } finally {
    if (local) local.stop();
    else {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
