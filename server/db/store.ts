import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { StoreConfig } from '../base/config';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
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
