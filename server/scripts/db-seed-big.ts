/**
 * npm run db:seed:big — adds a provider-sized data set to the configured store (DATA_DIR or
 * DATABASE_URL), seeding the demo data first when the store is empty: by default 2,000 customers,
 * one of them (groot@demo.test, the demo password) with 50,000 calls this month, 2 million calls in
 * all and 100,000 tickets. Sizes: --customers=N --big-calls=N --calls=N --tickets=N. A second run
 * replaces what the first added. Stop a server that uses the PGlite data folder first.
 */
import { PasswordHasher } from '../auth/passwords';
import { shiftedClock, systemClock } from '../base/clock';
import { loadConfig } from '../base/config';
import { openOwnerDb, openStore } from '../db/store';
import { BIG_ACCOUNT, bigSizesFrom, forBulkWork, seedBig } from '../seed/big';
import { seedIfEmpty } from '../seed/demoStore';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const sizes = bigSizesFrom(argv);
  const startup = loadConfig(process.env, process.cwd(), ['--demo']);
  const clock = startup.clockNow ? shiftedClock(startup.clockNow) : systemClock;
  const store = forBulkWork(startup.store);
  const db = await openStore(store);
  const owner = openOwnerDb(store);
  const started = performance.now();
  try {
    await seedIfEmpty(db, clock, new PasswordHasher(startup.server.argon2));
    await (owner ?? db).tx((q) => seedBig(q, sizes, clock.now()));
  } finally {
    await Promise.all([db.close(), owner?.close()]);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = startup.store.kind === 'postgres' ? 'PostgreSQL' : (startup.store.dataDir ?? 'geheugen');
  process.stdout.write(
    `Grote dataset gemaakt in ${seconds} s (${where}): ${sizes.customers} klanten, ${sizes.calls} gesprekken ` +
      `(${sizes.bigCalls} deze maand van ${BIG_ACCOUNT.email}), ${sizes.tickets} tickets.\n`,
  );
}

main().catch((error: unknown) => {
  console.error('Grote dataset maken mislukt:', error);
  process.exit(1);
});
