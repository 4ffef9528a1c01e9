import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PasswordHasher } from '../auth/passwords';
import type { Clock } from '../base/clock';
import type { StoreConfig } from '../base/config';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { seedDemoStaff } from '../seed/staff';
import type { Db, Queryable } from './db';
import { loadMigrations, migrate, startupLock } from './migrate';
import { openPglite, pgliteDb } from './pglite';
import { postgresDb } from './postgres';
import { forgetTemplate, keepTemplate, keptTemplate, migratedTemplateFile, pgliteTemplate } from './template';

/**
 * PGlite in memory or in a data folder. A new store starts from the kept template with the current
 * migrations applied, or else from the initdb template, and then keeps the migrated result for the
 * next new store (see template.ts).
 */
async function openPgliteStore(dataDir: string | null): Promise<Db> {
  const fresh = dataDir === null || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const location = dataDir ? { dataDir } : {};
  const emptyDataDir = () => {
    if (!dataDir) return;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (!fresh) {
    const db = pgliteDb(await openPglite(location));
    await migrate(db);
    return db;
  }
  const migratedFile = migratedTemplateFile(loadMigrations());
  const migrated = keptTemplate(migratedFile);
  if (migrated) {
    let db: Db | null = null;
    try {
      db = pgliteDb(await openPglite({ ...location, template: migrated }));
      await migrate(db);
      return db;
    } catch {
      await db?.close().catch(() => undefined);
      forgetTemplate(migratedFile);
      emptyDataDir();
    }
  }
  let pg;
  try {
    pg = await openPglite({ ...location, template: await pgliteTemplate() });
  } catch {
    forgetTemplate();
    emptyDataDir();
    pg = await openPglite({ ...location, template: await pgliteTemplate() });
  }
  const db = pgliteDb(pg);
  await migrate(db);
  keepTemplate(migratedFile, new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
  return db;
}

/** Opens the configured store and applies the migrations. */
export async function openStore(store: StoreConfig): Promise<Db> {
  if (store.kind === 'postgres') {
    const db = postgresDb({
      connectionString: store.connectionString,
      ...(store.schema ? { schema: store.schema } : {}),
      ...(store.pool ?? {}),
    });
    if (store.schema) await db.exec(`CREATE SCHEMA IF NOT EXISTS "${store.schema.replace(/"/g, '')}"`);
    await migrate(db);
    return db;
  }
  return openPgliteStore(store.dataDir);
}

/** Tables holding data (all but the migration log and app_meta), children first. */
const DATA_TABLES = [
  // The counters too: a demo starts again with no limit used up.
  'auth_attempts',
  'staff_audit',
  'staff_sessions',
  'staff_setup_tokens',
  'outbox',
  'one_time_tokens',
  'refresh_tokens',
  'sessions',
  'calls',
  'ticket_messages',
  'tickets',
  'staff',
  'extra_numbers',
  'extra_users',
  'blocked_numbers',
  'invoices',
  'subscriptions',
  'users',
  'phone_numbers',
  'customers',
  'bundles',
  'plans',
];

export async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
  return (rows[0]?.n ?? 0) > 0;
}

// Any fixed number (not the migrations'): instances started at once on an empty database seed once.
const SEED_LOCK_KEY = 7_340_124;

/**
 * Seeds the demo data when the store is empty. Returns whether it seeded. Instances starting at the
 * same moment on one empty PostgreSQL database take turns: the first seeds, the others find it done.
 */
export async function seedIfEmpty(db: Db, clock: Clock, hasher: PasswordHasher): Promise<boolean> {
  return db.tx(async (q) => {
    await startupLock(db, q, SEED_LOCK_KEY);
    if (await isSeeded(q)) {
      const [staff] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
      if (staff?.n === 0) await seedDemoStaff(q, hasher, DEMO_PASSWORD, clock.now());
      return false;
    }
    await seedDemo(q, clock, hasher);
    return true;
  });
}

/** Empties every data table and seeds the demo data again (npm run db:reset, POST /api/dev/reset). */
export async function resetDemoData(db: Db, clock: Clock, hasher: PasswordHasher): Promise<void> {
  await db.tx(async (q) => {
    await q.exec(
      `TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE; ALTER SEQUENCE subuser_ids RESTART WITH 5001;`,
    );
    await seedDemo(q, clock, hasher);
  });
}
