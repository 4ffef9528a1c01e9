import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PasswordHasher } from '../auth/passwords';
import type { Clock } from '../clock';
import type { StoreConfig } from '../config';
import { seedDemo } from '../seed/demo';
import type { Db, Queryable } from './db';
import { migrate, migrationsFingerprint } from './migrate';
import { dumpPglite, openPglite, pgliteDb } from './pglite';
import { postgresDb } from './postgres';

/**
 * A migrated, empty in-memory database is cached as a template in the temp folder: a fresh
 * in-memory PGlite then loads in about a second instead of running initdb (tests, demos).
 */
function templatePath(): string {
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return path.join(os.tmpdir(), 'klantportaal-pglite', `template-${version}-${migrationsFingerprint()}.tar.gz`);
}

async function openMemoryPglite(): Promise<Db> {
  const file = templatePath();
  if (existsSync(file)) {
    try {
      const db = pgliteDb(await openPglite({ template: new Blob([readFileSync(file)]) }));
      await migrate(db);
      return db;
    } catch {
      rmSync(file, { force: true });
    }
  }
  const pg = await openPglite({});
  const db = pgliteDb(pg);
  await migrate(db);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, await dumpPglite(pg));
    renameSync(tmp, file);
  } catch {
    // The template only saves time; without it every start runs initdb.
  }
  return db;
}

/** Opens the configured store and applies the migrations. */
export async function openStore(store: StoreConfig): Promise<Db> {
  if (store.kind === 'postgres') {
    const db = postgresDb({ connectionString: store.connectionString, ...(store.schema ? { schema: store.schema } : {}) });
    if (store.schema) await db.exec(`CREATE SCHEMA IF NOT EXISTS "${store.schema.replace(/"/g, '')}"`);
    await migrate(db);
    return db;
  }
  if (store.dataDir === null) return openMemoryPglite();
  mkdirSync(store.dataDir, { recursive: true });
  const db = pgliteDb(await openPglite({ dataDir: store.dataDir }));
  await migrate(db);
  return db;
}

/** Tables holding data (all but the migration log and app_meta), children first. */
const DATA_TABLES = [
  'outbox',
  'one_time_tokens',
  'refresh_tokens',
  'sessions',
  'calls',
  'ticket_messages',
  'tickets',
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

/** Seeds the demo data when the store is empty. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, clock: Clock, hasher: PasswordHasher): Promise<boolean> {
  return db.tx(async (q) => {
    if (await isSeeded(q)) return false;
    await seedDemo(q, clock, hasher);
    return true;
  });
}

/** Empties every data table and seeds the demo data again (npm run db:reset, POST /api/dev/reset). */
export async function resetDemoData(db: Db, clock: Clock, hasher: PasswordHasher): Promise<void> {
  await db.tx(async (q) => {
    await q.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE; ALTER SEQUENCE subuser_ids RESTART WITH 5001;`);
    await seedDemo(q, clock, hasher);
  });
}
