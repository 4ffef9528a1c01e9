import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { StoreConfig } from '../base/config';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPglite, pgliteDb } from './pglite';
import { postgresDb } from './postgres';
import { grantServerRole } from './roles';
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

/**
 * A connection of the tables' owner (DATABASE_OWNER_URL), for the demo reset and the tests; null when
 * the server's own role is the owner (PGlite, or PostgreSQL with one role). The caller closes it.
 */
export function openOwnerDb(store: StoreConfig): Db | null {
  if (store.kind !== 'postgres' || !store.ownerConnectionString) return null;
  return postgresDb({
    ...(store.pool ?? {}),
    connectionString: store.ownerConnectionString,
    ...(store.schema ? { schema: store.schema } : {}),
    max: 2,
  });
}

/**
 * Opens the configured store and applies the migrations. On PostgreSQL with DATABASE_OWNER_URL they
 * run as the owner, who then grants the server's role (DATABASE_URL) what it needs and no more
 * (roles.ts); the owner's connection is closed again before the server takes requests.
 */
export async function openStore(store: StoreConfig): Promise<Db> {
  if (store.kind === 'postgres') {
    const db = postgresDb({
      connectionString: store.connectionString,
      ...(store.schema ? { schema: store.schema } : {}),
      ...(store.pool ?? {}),
    });
    const owner = openOwnerDb(store);
    try {
      const migrator = owner ?? db;
      if (store.schema) await migrator.exec(`CREATE SCHEMA IF NOT EXISTS "${store.schema.replace(/"/g, '')}"`);
      const [me] = owner ? await db.query<{ name: string }>('SELECT current_user AS name') : [];
      await migrate(migrator, me ? (q) => grantServerRole(q, me.name) : undefined);
    } finally {
      await owner?.close();
    }
    return db;
  }
  return openPgliteStore(store.dataDir);
}
