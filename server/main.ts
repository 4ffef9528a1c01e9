/**
 * Entry of the reference API server (npm start / npm run serve). Configuration comes from the
 * environment (docs/api.md); it runs the migrations, and only in demo mode (`--demo`, which npm start
 * passes, or DEMO=1) seeds the demo data into a fresh store and opens /api/dev.
 */
import { buildServer } from './app';
import { PasswordHasher } from './auth/passwords';
import { shiftedClock, systemClock } from './clock';
import { loadConfig, type StartupConfig } from './config';
import { openStore, seedIfEmpty } from './db/store';
import { t } from './text';

async function main(): Promise<void> {
  let startup: StartupConfig;
  try {
    startup = loadConfig(process.env, process.cwd(), process.argv.slice(2));
  } catch (error) {
    // A configuration that must not start: the message says what to set, a stack trace would bury it.
    console.error(t.server.startFailed, error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const db = await openStore(startup.store);
  if (startup.demo) {
    const seeded = await seedIfEmpty(db, clock, new PasswordHasher(startup.server.argon2));
    process.stdout.write(`${t.server.demoMode(seeded)}\n`);
  }
  const app = await buildServer({ db, clock, config: startup.server });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(t.server.stopFailed(signal), error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: startup.port, host: startup.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : startup.port;
  const host = startup.host.includes(':') ? `[${startup.host}]` : startup.host;
  process.stdout.write(`${t.server.listening(`http://${host}:${port}`)}\n`);
}

main().catch((error: unknown) => {
  console.error(t.server.startFailed, error);
  process.exit(1);
});
