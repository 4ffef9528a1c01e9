/**
 * npm run bench:scale — the demo account next to a call centre's, on one server and one store: the
 * store gets the big data set (server/seed/big.ts; sizes as for db:seed:big, e.g. --calls=200000),
 * then for admin@demo.test and groot@demo.test it measures the time to record a call and p50/p99 of
 * each read, one request at a time, and prints both with their ratio (big / demo), plus the bytes of
 * the first page of calls compressed. On PostgreSQL (DATABASE_URL, else a throwaway local cluster)
 * unless BENCH_BACKEND=pglite. Run by hand; the figures go into docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { PasswordHasher } from '../server/auth/passwords';
import { systemClock } from '../server/base/clock';
import { TEST_ARGON2_COST } from '../server/base/config';
import { openStore } from '../server/db/store';
import { BIG_ACCOUNT, bigSizesFrom, forBulkWork, seedBig } from '../server/seed/big';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { seedIfEmpty } from '../server/seed/demoStore';
import { DEMO_STAFF_TOTP_SECRET, demoStaff } from '../server/seed/staff';
import { postgresMissing, startLocalPostgres, type LocalPostgres } from './lib/localPostgres';
import { logIn } from './lib/logIn';
import { spawnServer } from './lib/serverProcess';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 50);
const BACKEND = process.env.BENCH_BACKEND ?? 'postgres';

interface Account {
  email: string;
  poc: string;
  token: string;
  /** A support desk login (the demo's medewerker), for the desk's reads about this account. */
  staffToken: string;
}

interface Read {
  name: string;
  path: (account: Account) => string;
  /** Read with the staff token: a desk route. */
  desk?: true;
}

/**
 * The reads measured for each account: the customer's own, and the desk's about that customer (its
 * queue searched by customer number, and its customer view). The desk's first queue page and a
 * subject search are the same request for both: their ratio only shows noise, their p99 the speed
 * with the big store's tickets.
 */
export const READS: Read[] = [
  { name: '/dashboard', path: () => '/api/dashboard' },
  { name: '/usage', path: () => '/api/usage' },
  { name: 'first page of calls', path: (a) => `/api/usage/calls/${a.poc}` },
  { name: '/usage/limit', path: () => '/api/usage/limit' },
  { name: 'desk queue, first page', path: () => '/api/desk/tickets', desk: true },
  { name: 'desk search, subject', path: () => '/api/desk/tickets?q=factuur', desk: true },
  { name: 'desk search, customer no.', path: (a) => `/api/desk/tickets?q=${a.poc}`, desk: true },
  { name: 'desk customer view', path: (a) => `/api/desk/customer/${a.poc}`, desk: true },
];

/** Logs the demo's medewerker into the desk with the code the published demo secret gives now. */
async function staffLogIn(api: string): Promise<string> {
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) }).generate();
  const response = await fetch(`${api}/desk/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoStaff[0]?.email, password: DEMO_PASSWORD, code }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Desk login failed with HTTP ${response.status}`);
  return body.token;
}

/** One GET as the app sends it (brotli accepted), timed to its last byte. */
function timedGet(url: string, token: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }));
    }).on('error', reject);
  });
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** p50 and p99 of one read for two accounts, their requests taking turns so both meet the same load. */
async function readFigures(base: string, accounts: readonly Account[], { path, desk }: Read) {
  const times = accounts.map((): number[] => []);
  const bytes = accounts.map(() => 0);
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const [k, account] of accounts.entries()) {
      const one = await timedGet(`${base}${path(account)}`, desk ? account.staffToken : account.token);
      if (one.status !== 200) throw new Error(`${path(account)} answered ${one.status} for ${account.email}`);
      times[k]?.push(one.ms);
      bytes[k] = one.bytes;
    }
  }
  return times.map((all, k) => ({ p50: percentile(all, 50), p99: percentile(all, 99), bytes: bytes[k] ?? 0 }));
}

/** Median time of recording one call (POST /api/dev/calls with one call), a paid national call. */
async function recordFigure(base: string, account: Account): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RECORDS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/dev/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, calls: [{ calledNumber: '0201234567', duration: 61, type: 'O' }] }),
    });
    if (!response.ok) throw new Error(`recording a call answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

async function prepareStore(): Promise<{ env: Record<string, string>; done: () => void }> {
  let local: LocalPostgres | null = null;
  let env: Record<string, string>;
  let dataDir: string | null = null;
  if (BACKEND === 'pglite') {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
    env = { DATA_DIR: dataDir };
  } else {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const missing = postgresMissing();
      if (missing) throw new Error(`set DATABASE_URL or install PostgreSQL (${missing})`);
      local = await startLocalPostgres(['max_connections=100']);
      url = local.url;
    }
    env = { DATABASE_URL: url, DATABASE_SCHEMA: `bench_scale_${process.pid}` };
  }
  const store =
    BACKEND === 'pglite'
      ? ({ kind: 'pglite', dataDir } as const)
      : ({ kind: 'postgres', connectionString: env.DATABASE_URL ?? '', schema: env.DATABASE_SCHEMA } as const);
  const done = () => {
    local?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const sizes = bigSizesFrom(process.argv.slice(2));
  const started = performance.now();
  try {
    const db = await openStore(forBulkWork(store));
    try {
      await seedIfEmpty(db, systemClock, new PasswordHasher(TEST_ARGON2_COST));
      await db.tx((q) => seedBig(q, sizes, systemClock.now()));
      // As autovacuum leaves a store after a bulk load: statistics, and the visibility map that lets
      // a count read an index alone.
      if (db.kind === 'postgres') await db.exec('VACUUM ANALYZE');
    } finally {
      await db.close();
    }
  } catch (error) {
    // A failed seed leaves no cluster or folder behind.
    done();
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`store: ${BACKEND}, ${JSON.stringify(sizes)}, seeded in ${seconds} s`);
  return { env, done };
}

interface Figures {
  p50: number;
  p99: number;
  bytes: number;
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main(): Promise<void> {
  const store = await prepareStore();
  const server = await spawnServer({ env: { ...store.env, LOG_LEVEL: 'silent' } });
  try {
    const api = `${server.url}/api`;
    const accounts: Account[] = [];
    // One desk login for both: a code works once per 30-second step.
    const staffToken = await staffLogIn(api);
    for (const [email, poc] of [
      ['admin@demo.test', '100001'],
      [BIG_ACCOUNT.email, BIG_ACCOUNT.poc],
    ] as const)
      accounts.push({ email, poc, token: (await logIn(api, email)).token, staffToken });
    const rows: Array<[string, number, number]> = [];
    const [demo, big] = accounts as [Account, Account];
    // Warm-up: the JIT and the statement caches settle before anything is measured.
    for (const account of accounts)
      for (const read of READS)
        await timedGet(`${server.url}${read.path(account)}`, read.desk ? account.staffToken : account.token);
    let pageBytes: [number, number] = [0, 0];
    for (const read of READS) {
      const [a, b] = (await readFigures(server.url, [demo, big], read)) as [Figures, Figures];
      rows.push([`${read.name} p50, ms`, a.p50, b.p50], [`${read.name} p99, ms`, a.p99, b.p99]);
      if (read.name === 'first page of calls') pageBytes = [a.bytes, b.bytes];
    }
    rows.push(['first page of calls, bytes (br)', ...pageBytes]);
    // Last: the recorded calls would make the first page 50 calls alike.
    rows.unshift([
      'record a call, ms (p50)',
      await recordFigure(server.url, demo),
      await recordFigure(server.url, big),
    ]);
    console.log(`\n${'measure'.padEnd(34)}${'demo'.padStart(10)}${'big'.padStart(10)}${'ratio'.padStart(8)}`);
    for (const [name, a, b] of rows)
      console.log(`${name.padEnd(34)}${fmt(a).padStart(10)}${fmt(b).padStart(10)}${(b / a).toFixed(2).padStart(8)}`);
  } finally {
    await server.stop();
    store.done();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
