/**
 * Entry of the reference API server (npm run serve / npm start). Configuration comes from the
 * environment (docs/api.md); on a fresh store it runs the migrations and seeds the demo data.
 */
import { buildServer } from './app';
import { PasswordHasher } from './auth/passwords';
import { shiftedClock, systemClock } from './clock';
import { loadConfig } from './config';
import { openStore, seedIfEmpty } from './db/store';
import { t } from './text';

async function main(): Promise<void> {
  const startup = loadConfig();
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const db = await openStore(startup.store);
  await seedIfEmpty(db, clock, new PasswordHasher(startup.server.argon2));
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
