/**
 * npm run bench:soak — 60 s of mixed reads and writes through haproxy (deploy/haproxy.cfg) to two
 * instances on one PostgreSQL, at 50 connections: prints requests per second, p50/p99 latency, the
 * failures (there must be none) and each instance's memory before and after. Memory is measured as
 * V8's heap in use after a forced full collection (scripts/lib/heapProbe.cjs, preloaded only here),
 * "before" after the warm-up and "after" after the load: growth of that heap beyond 10 % is a leak.
 * RSS is printed beside it but not judged: V8 grows its heap reservation with the allocation rate
 * and gives it back to the system only slowly, so RSS rises under load without anything leaking.
 * Exits 1 when either limit is missed. PostgreSQL: DATABASE_URL, or a throwaway local cluster.
 *
 * Options (environment): SOAK_SECONDS (default 60), SOAK_CONNECTIONS (default 50), SOAK_WARMUP_SECONDS
 * (default 10: JIT, caches and pools settle before the "before" memory is read), SOAK_HEAP_SNAPSHOTS=1
 * (a heap snapshot of each instance before and after, in the folder printed, to compare).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { autocannon, blockedNumberChanges, failures } from './lib/autocannon';
import { PROXY_SOURCE, startHaproxy } from './lib/haproxy';
import { startLocalPostgres, type LocalPostgres } from './lib/localPostgres';
import { logIn } from './lib/logIn';
import { heapAfterGc, heapProbeEnv, mib, rssMiB, type HeapAfterGc } from './lib/memory';
import { spawnServer, type ServerProcess } from './lib/serverProcess';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const MAX_GROWTH = 0.1;

/** Per connection, in turn: three reads and a number blocked and unblocked again (its own number). */
function mixedRequests(token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const block = blockedNumberChanges(headers, '0677');
  return [
    { method: 'GET', path: '/api/dashboard', headers },
    block('add'),
    { method: 'GET', path: '/api/numbers', headers },
    block('remove'),
    { method: 'GET', path: '/api/tickets', headers },
  ];
}

/** Relative growth of the heap in use after collection; a missing report counts as failed growth. */
function heapGrowth(before: HeapAfterGc | undefined, after: HeapAfterGc | undefined): number {
  if (!before || !after) return Infinity;
  return (after.heapUsed - before.heapUsed) / before.heapUsed;
}

async function main(): Promise<void> {
  const local: LocalPostgres | null = process.env.DATABASE_URL ? null : await startLocalPostgres();
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  const schema = `soak_${process.pid}`;
  const snapshots = process.env.SOAK_HEAP_SNAPSHOTS === '1';
  const probeDir = mkdtempSync(path.join(os.tmpdir(), 'soak-heap-'));
  const env = {
    ...heapProbeEnv(probeDir),
    ...(snapshots ? { HEAP_PROBE_SNAPSHOT: '1' } : {}),
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    LOG_LEVEL: 'warn',
    STATIC_DIR: '',
    TRUST_PROXY: PROXY_SOURCE,
    RATE_LIMIT_IP_ATTEMPTS: '100000',
  };
  // The instances log at warn: their lines are counted by message and cause (e.g. "database
  // unavailable (timeout)") and the counts printed, so a failed run says why without a flood.
  const warnings = new Map<string, number>();
  const outputOf = () => {
    // Each process its own unfinished line: a chunk may end in the middle of one.
    let partial = '';
    return (chunk: Buffer, stream: 'stdout' | 'stderr') => {
      if (stream === 'stderr') return void process.stderr.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((one) => one.startsWith('{'))) {
        const { msg, database, route } = JSON.parse(line) as { msg?: string; database?: string; route?: string };
        const key = [msg, database && `(${database})`, route].filter(Boolean).join(' ');
        warnings.set(key, (warnings.get(key) ?? 0) + 1);
      }
    };
  };
  const instances: ServerProcess[] = [];
  let exitCode = 0;
  try {
    // One after the other: the first applies the migrations and seeds.
    for (let i = 0; i < 2; i += 1) instances.push(await spawnServer({ env, onOutput: outputOf() }));
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
      const measure = () => Promise.all(instances.map((instance) => heapAfterGc(instance.pid ?? 0, probeDir)));
      const before = await measure();
      const result = await autocannon({ url: haproxy.url, connections: CONNECTIONS, duration: SECONDS, requests });
      const after = await measure();

      const failed = failures(result);
      console.log(
        `requests ${result.requests.total}, ${Math.round(result.requests.average)} req/s; latency p50 ` +
          `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; failures ${failed} ` +
          `(non-2xx ${result.non2xx}, errors ${result.errors}, time-outs ${result.timeouts})`,
      );
      if (failed > 0) {
        console.log(`statuses: ${JSON.stringify(result.statusCodeStats)}`);
        console.log(`instance warnings: ${JSON.stringify(Object.fromEntries(warnings))}`);
        exitCode = 1;
      }
      instances.forEach((instance, i) => {
        const growth = heapGrowth(before[i], after[i]);
        console.log(
          `instance ${i + 1} (pid ${instance.pid}), after a forced garbage collection: heap used ` +
            `${mib(before[i]?.heapUsed ?? 0)} MiB before, ${mib(after[i]?.heapUsed ?? 0)} MiB after ` +
            `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${MAX_GROWTH * 100} %); RSS ` +
            `${mib(before[i]?.rss ?? 0)} MiB before, ${mib(after[i]?.rss ?? 0)} MiB after, ` +
            `peak ${rssMiB(instance.pid, 'VmHWM')} MiB (not judged)`,
        );
        if (growth > MAX_GROWTH) exitCode = 1;
      });
      if (snapshots) console.log(`heap snapshots: ${probeDir}`);
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
    if (!snapshots) rmSync(probeDir, { recursive: true, force: true });
    if (local) local.remove();
    else {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
  if (exitCode !== 0) console.log('Soak failed: failures, or the heap after collection grew by more than 10 %.');
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
