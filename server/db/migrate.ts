import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db';

/**
 * Owner of `schema_migrations` (docs/architecture.md, "Who writes a table"): the store's own record
 * of the migrations it has applied, kept beside the migrations themselves.
 */

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'),
    }));
}

// Any fixed number: serialises concurrent starts against one PostgreSQL database.
const LOCK_KEY = 7_340_123;

/**
 * Takes a transaction-level advisory lock on PostgreSQL (PGlite has one connection and needs none),
 * waiting as long as the holder needs: the request statement time-out does not apply to start-up.
 */
export async function startupLock(db: Db, q: Queryable, key: number): Promise<void> {
  if (db.kind === 'postgres') await q.exec(`SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(${key})`);
}

/**
 * Applies the migrations that have not run yet, all in one transaction (the same SQL on PGlite and
 * PostgreSQL), then `after` in the same transaction and under the same lock (the grants of the
 * server's role: two instances granting at once could collide). Returns how many ran.
 */
export async function migrate(db: Db, after?: (q: Queryable) => Promise<void>): Promise<number> {
  return db.tx(async (q) => {
    await startupLock(db, q, LOCK_KEY);
    await q.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations
         (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await q.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    let applied = 0;
    for (const m of loadMigrations()) {
      if (done.has(m.version)) continue;
      await q.exec(m.sql);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied += 1;
    }
    await after?.(q);
    return applied;
  });
}

/** The migrations the store has applied, read on the probe's own connection (the readiness check). */
export async function probeAppliedMigrations(db: Db): Promise<Set<string>> {
  return new Set((await db.probe<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
}
