/**
 * npm run db:reset — empties the configured store (DATA_DIR or DATABASE_URL, see docs/api.md) and
 * seeds the demo data again. Stop the server first when it uses a PGlite data folder.
 */
import { PasswordHasher } from '../auth/passwords';
import { shiftedClock, systemClock } from '../base/clock';
import { loadConfig } from '../base/config';
import { openOwnerDb, openStore } from '../db/store';
import { resetDemoData } from '../seed/demoStore';

async function main(): Promise<void> {
  const startup = loadConfig(process.env, process.cwd(), process.argv.slice(2));
  // Only on purpose: the demo accounts have a published password (npm run db:reset passes --demo).
  if (!startup.demo) throw new Error('db:reset seeds the demo accounts; run it with --demo or DEMO=1.');
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const db = await openStore(startup.store);
  // The reset empties the append-only audit too, which only the tables' owner may (DATABASE_OWNER_URL).
  const owner = openOwnerDb(startup.store);
  try {
    await resetDemoData(owner ?? db, clock, new PasswordHasher(startup.server.argon2));
  } finally {
    await Promise.all([db.close(), owner?.close()]);
  }
  const where = startup.store.kind === 'postgres' ? 'PostgreSQL' : (startup.store.dataDir ?? 'geheugen');
  process.stdout.write(`Demogegevens hersteld (${where}).\n`);
}

main().catch((error: unknown) => {
  console.error('Herstellen mislukt:', error);
  process.exit(1);
});
