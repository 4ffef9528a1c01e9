/**
 * npm run bench:soak — 60 s of mixed reads and writes through haproxy (deploy/haproxy.cfg) to two
 * instances on one PostgreSQL, at 50 connections: prints requests per second, p50/p99 latency, the
 * failures (there must be none) and each instance's memory before and after (growth at most 10 %).
 * Exits 1 when either limit is missed. PostgreSQL: DATABASE_URL, or a throwaway local cluster.
 *
 * Options (environment): SOAK_SECONDS (default 60), SOAK_CONNECTIONS (default 50), SOAK_WARMUP_SECONDS
 * (default 10: JIT, caches and pools settle before the "before" memory is read).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { autocannon, failures, type LoadRequest } from './lib/autocannon';
import { PROXY_SOURCE, startHaproxy } from './lib/haproxy';
import { startLocalPostgres, type LocalPostgres } from './lib/localPostgres';
import { logIn } from './lib/logIn';
import { rssMiB } from './lib/memory';
import { spawnServer, type ServerProcess } from './lib/serverProcess';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const MAX_GROWTH = 0.1;

/** Per connection, in turn: three reads and a number blocked and unblocked again (its own number). */
function mixedRequests(token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let next = 0;
  const numberOf = (context: Record<string, unknown>): string => {
    if (typeof context.n !== 'string') context.n = `0677${String(next++).padStart(6, '0')}`;
    return String(context.n);
  };
  const block = (kind: 'add' | 'remove') => ({
    method: 'POST',
    path: `/api/blacklist/${kind}`,
    headers,
    setupRequest: (request: LoadRequest, context: Record<string, unknown>) => ({
      ...request,
      body: JSON.stringify({ userPoc: '100001', blacklistNumber: numberOf(context) }),
    }),
  });
  return [
    { method: 'GET', path: '/api/dashboard', headers },
    block('add'),
    { method: 'GET', path: '/api/numbers', headers },
    block('remove'),
    { method: 'GET', path: '/api/tickets', headers },
  ];
}

async function main(): Promise<void> {
  const local: LocalPostgres | null = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  const schema = `soak_${process.pid}`;
  const env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    LOG_LEVEL: 'warn',
    STATIC_DIR: '',
    TRUST_PROXY: PROXY_SOURCE,
    RATE_LIMIT_IP_ATTEMPTS: '100000',
  };
  const onOutput = (chunk: Buffer, stream: 'stdout' | 'stderr') => {
    if (stream === 'stderr') process.stderr.write(chunk);
  };
  const instances: ServerProcess[] = [];
  let exitCode = 0;
  try {
    // One after the other: the first applies the migrations and seeds.
    for (let i = 0; i < 2; i += 1) instances.push(await spawnServer({ env, onOutput }));
    const haproxy = await startHaproxy([instances[0]?.url ?? '', instances[1]?.url ?? '']);
    try {
      const { token } = await logIn(`${haproxy.url}/api`, 'admin@demo.test');
      const requests = mixedRequests(token);
      console.log(
        `Soak: ${SECONDS} s through haproxy to 2 instances on PostgreSQL, ${CONNECTIONS} connections, ` +
          `${os.availableParallelism()} CPUs, load average ${os
            .loadavg()
            .map((v) => v.toFixed(2))
            .join(' ')}`,
      );
      await autocannon({ url: haproxy.url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
      const before = instances.map((instance) => rssMiB(instance.pid));
      const result = await autocannon({ url: haproxy.url, connections: CONNECTIONS, duration: SECONDS, requests });
      const after = instances.map((instance) => rssMiB(instance.pid));

      const failed = failures(result);
      console.log(
        `requests ${result.requests.total}, ${Math.round(result.requests.average)} req/s; latency p50 ` +
          `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; failures ${failed} ` +
          `(non-2xx ${result.non2xx}, errors ${result.errors}, time-outs ${result.timeouts})`,
      );
      if (failed > 0) {
        console.log(`statuses: ${JSON.stringify(result.statusCodeStats)}`);
        exitCode = 1;
      }
      instances.forEach((instance, i) => {
        const growth = ((after[i] ?? 0) - (before[i] ?? 0)) / (before[i] ?? 1);
        console.log(
          `instance ${i + 1} (pid ${instance.pid}): RSS ${before[i]} MiB before, ${after[i]} MiB after ` +
            `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %), peak ${rssMiB(instance.pid, 'VmHWM')} MiB`,
        );
        if (growth > MAX_GROWTH) exitCode = 1;
      });
      console.log(
        `load average after: ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      await haproxy.stop();
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (local) local.remove();
    else {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  if (exitCode !== 0) console.log('Soak failed: failures, or memory grew by more than 10 %.');
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
