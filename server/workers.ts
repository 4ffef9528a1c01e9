import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { PasswordHasher } from './auth/passwords';
import { shiftedClock, systemClock } from './base/clock';
import { drainMsFor, STOP_GRACE_MS, type StartupConfig } from './base/config';
import { t } from './base/text';
import { refuseAppendOnlyWeakness } from './db/roles';
import { openStore } from './db/store';
import { serveMetrics } from './http/metrics';
import { seedIfEmpty } from './seed/demoStore';

/** A worker that dies after the start is replaced after this long (a crash loop stays slow). */
const RESTART_DELAY_MS = 1_000;
/** Past the workers' own limit (drain and grace) the primary waits this much longer before it gives up. */
const STOP_MARGIN_MS = 1_000;

/**
 * The primary of WORKERS server processes (node:cluster) on one port: it applies the migrations and
 * the demo seed once, starts the workers, prints the listening line when all of them listen, serves
 * METRICS_PORT with the metrics of all workers added up, replaces a worker that dies, and on SIGTERM
 * or SIGINT passes the signal on and exits 0 once every worker has stopped cleanly.
 */
export async function runPrimary(startup: StartupConfig, urlOf: (host: string, port: number) => string): Promise<void> {
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const db = await openStore(startup.store);
  try {
    await refuseAppendOnlyWeakness(db, startup.server.production);
    if (startup.demo) {
      const seeded = await seedIfEmpty(db, clock, new PasswordHasher(startup.server.argon2));
      process.stdout.write(`${t.server.demoMode(seeded)}\n`);
    }
  } finally {
    await db.close();
  }

  const aggregator = new AggregatorRegistry();
  const metricsServer =
    startup.metrics.port !== null
      ? await serveMetrics(
          () => aggregator.clusterMetrics(),
          aggregator.contentType,
          startup.metrics.port,
          startup.metrics.host,
        )
      : null;

  let ready = false;
  let stopping = false;
  let failedStops = 0;
  const listening = new Set<number>();

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (ready || listening.size < startup.workers) return;
    ready = true;
    const metricsAddress = metricsServer?.address();
    if (metricsAddress && typeof metricsAddress === 'object')
      process.stdout.write(`${t.server.metrics(`${urlOf(startup.metrics.host, metricsAddress.port)}/metrics`)}\n`);
    process.stdout.write(`${t.server.listening(urlOf(startup.host, address.port))}\n`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      // A worker still starting (a replacement) may end by the signal itself: it had nothing in flight.
      if (code !== 0 && wasListening) failedStops += 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        metricsServer?.close();
        process.exit(failedStops === 0 ? 0 : 1);
      }
      return;
    }
    console.error(t.server.workerExited(worker.process.pid ?? 0, signal ?? String(code)));
    // A worker that cannot even start (a wrong setting, no database) would fail again: stop instead.
    if (!ready) process.exit(1);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const drainMs = drainMsFor(startup, signal);
    setTimeout(() => process.exit(1), drainMs + STOP_GRACE_MS + STOP_MARGIN_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < startup.workers; i += 1) cluster.fork();
}
