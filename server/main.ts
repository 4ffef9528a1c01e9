/**
 * Entry of the reference API server (npm start / npm run serve). Configuration comes from the
 * environment (docs/api.md); it runs the migrations, and only in demo mode (`--demo`, which npm start
 * passes, or DEMO=1) seeds the demo data into a fresh store and opens /api/dev. With WORKERS > 1 this
 * process becomes the primary of that many server processes on one port (workers.ts).
 */
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { buildServer } from './app';
import { PasswordHasher } from './auth/passwords';
import { shiftedClock, systemClock } from './base/clock';
import { drainMsFor, loadConfig, STOP_GRACE_MS, type StartupConfig } from './base/config';
import { refuseWeakSecrets } from './base/secretStrength';
import { t } from './base/text';
import { refuseAppendOnlyWeakness } from './db/roles';
import { openOwnerDb, openStore } from './db/store';
import { seller } from './domain/invoicing/provider';
import { newRegistry, serveMetrics } from './http/metrics';
import type { ResetDemoData } from './routes/dev';
import { restoreDemoData, seedIfEmpty } from './seed/demoStore';
import { runPrimary } from './workers';

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** One server process: the only one, or a worker of the primary (which seeded and prints for all). */
async function runServer(startup: StartupConfig): Promise<void> {
  const worker = cluster.isWorker;
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const db = await openStore(startup.store);
  await refuseAppendOnlyWeakness(db, startup.server.production);
  // The demo reset empties the append-only audit too, which only the tables' owner may.
  const owner = startup.demo ? openOwnerDb(startup.store) : null;
  const resetAsOwner: ResetDemoData = (appDb, resetClock, hasher) =>
    restoreDemoData(owner ?? appDb, resetClock, hasher);
  if (startup.demo && !worker) {
    const seeded = await seedIfEmpty(db, clock, new PasswordHasher(startup.server.argon2));
    process.stdout.write(`${t.server.demoMode(seeded)}\n`);
  }
  const registry = newRegistry({ processMetrics: true });
  if (worker) {
    // The primary adds up the workers' metrics over IPC; an AggregatorRegistry sets up the answering side.
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  // POST /api/dev/reset puts back a copy of the seed kept in memory (seed/demoStore.ts).
  const app = await buildServer({ db, clock, config: startup.server, metrics: registry, resetDemoData: resetAsOwner });
  const metricsServer =
    !worker && startup.metrics.port !== null
      ? await serveMetrics(() => registry.metrics(), registry.contentType, startup.metrics.port, startup.metrics.host)
      : null;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // SIGTERM (a deploy) first drains: the port stays open and requests are served while the ready
    // check answers 503, until the load balancer has taken the instance out. Closing at once would
    // race it: a request it sends on an idle connection just as that closes gets no answer at all.
    const drainMs = drainMsFor(startup, signal);
    app.beginStopping();
    // Then in-flight requests get up to 10 s; new connections are refused from then on.
    const force = setTimeout(() => process.exit(1), drainMs + STOP_GRACE_MS);
    force.unref();
    setTimeout(() => {
      metricsServer?.close();
      void app
        .close()
        .then(() => Promise.all([db.close(), owner?.close()]))
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(t.server.stopFailed(signal), error);
            process.exit(1);
          },
        );
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: startup.port, host: startup.host });
  if (worker) return;
  if (metricsServer) {
    const address = metricsServer.address();
    const port = typeof address === 'object' && address ? address.port : startup.metrics.port;
    process.stdout.write(`${t.server.metrics(`${urlOf(startup.metrics.host, port ?? 0)}/metrics`)}\n`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : startup.port;
  process.stdout.write(`${t.server.listening(urlOf(startup.host, port))}\n`);
}

async function main(): Promise<void> {
  let startup: StartupConfig;
  try {
    startup = loadConfig(process.env, process.cwd(), process.argv.slice(2));
    // Workers start with the primary's environment, which it checked before starting them.
    if (cluster.isPrimary) await refuseWeakSecrets(startup.server, [seller.name, seller.legalName]);
  } catch (error) {
    // A configuration that must not start: the message says what to set, a stack trace would bury it.
    console.error(t.server.startFailed, error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (startup.workers > 1 && cluster.isPrimary) await runPrimary(startup, urlOf);
  else await runServer(startup);
}

main().catch((error: unknown) => {
  console.error(t.server.startFailed, error);
  process.exit(1);
});
