/**
 * A copy of a test database as it was right after start (demo seed, JWT secret, nothing else), kept
 * beside it in a schema of its own, so every test can start from exactly that state: one script of
 * DELETE and INSERT … SELECT per table with the sequences put back, about 30 ms on PGlite. Seeding
 * anew (resetDemoData in server/seed/demoStore.ts) takes five times longer and keeps what it does not know
 * about (throttling counters, the housekeeping lease). DELETE rather than TRUNCATE: on PGlite a
 * TRUNCATE makes new files for every table and index, which costs more than the few rows it saves.
 * Works the same on PGlite and on PostgreSQL (where each test database is a schema); `db` is the
 * tables' owner (on PostgreSQL the owner's connection, not the server's role).
 */
import { appendOnlyTables } from '../../server/db/appendOnly';
import type { Db, Queryable } from '../../server/db/db';
import { parentsFirst } from '../../server/db/tableSnapshot';

export interface SeedSnapshot {
  /** The clock's moment the seed was made at: its dates are relative to it. */
  seededAt: number;
  restore(q: Queryable): Promise<void>;
  drop(): Promise<void>;
}

const MIGRATION_LOG = 'schema_migrations';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function takeSeedSnapshot(db: Db, seededAt: number): Promise<SeedSnapshot> {
  const [where] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = where?.schema ?? 'public';
  const copy = `${schema}_seed`;
  const tables = (
    await db.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY 1', [
      schema,
    ])
  )
    .map((row) => row.name)
    .filter((name) => name !== MIGRATION_LOG);
  const references = await db.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = $1`,
    [schema],
  );
  const unqualified = (name: string) => name.replace(/^.*\./, '').replace(/"/g, '');
  const ordered = parentsFirst(
    tables,
    references.map(({ child, parent }) => ({ child: unqualified(child), parent: unqualified(parent) })),
  );

  await db.exec(
    [
      `DROP SCHEMA IF EXISTS ${ident(copy)} CASCADE`,
      `CREATE SCHEMA ${ident(copy)}`,
      ...ordered.map((table) => `CREATE TABLE ${ident(copy)}.${ident(table)} AS TABLE ${ident(table)}`),
      `CREATE TABLE ${ident(copy)}.sequences AS
         SELECT sequencename AS name, start_value, last_value FROM pg_sequences WHERE schemaname = ${literal(schema)}`,
    ].join(';\n'),
  );

  // The append-only tables (the desk's audit) refuse DELETE and TRUNCATE by their triggers; as the
  // tables' owner, the restore switches them off for its transaction, as the demo reset does.
  const appendOnly = await appendOnlyTables(db);
  const restoreSql = [
    ...appendOnly.map((table) => `ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`),
    ...[...ordered].reverse().map((table) => `DELETE FROM ${ident(table)}`),
    ...ordered.map((table) => `INSERT INTO ${ident(table)} SELECT * FROM ${ident(copy)}.${ident(table)}`),
    ...appendOnly.map((table) => `ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`),
    `SELECT setval(quote_ident(name), coalesce(last_value, start_value), last_value IS NOT NULL)
       FROM ${ident(copy)}.sequences`,
  ].join(';\n');

  return {
    seededAt,
    restore: (q) => q.exec(restoreSql),
    drop: () => db.exec(`DROP SCHEMA IF EXISTS ${ident(copy)} CASCADE`),
  };
}
