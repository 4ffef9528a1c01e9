import type { Queryable } from './db';

/**
 * The append-only tables of the current schema: those whose triggers call append_only() (migration
 * 014), which refuse every UPDATE, DELETE and TRUNCATE whoever sends it. Today the desk's audit
 * (staff_audit); a new log that takes the same triggers is found here too.
 */
export async function appendOnlyTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'append_only' AND c.relnamespace = current_schema()::regnamespace
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `work` in the caller's transaction with the append-only triggers switched off, and on again
 * before it commits: for the demo reset only, which empties every table. Only the tables' owner may
 * (ALTER TABLE), which the server's own role on PostgreSQL is not: the reset runs on the owner's
 * connection (docs/security.md). No other session sees the triggers off: ALTER TABLE holds its lock,
 * and the change stays invisible, until the transaction ends, with the triggers back on.
 */
export async function withAppendOnlyLifted<T>(q: Queryable, work: () => Promise<T>): Promise<T> {
  const tables = await appendOnlyTables(q);
  for (const table of tables) await q.exec(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
  const result = await work();
  for (const table of tables) await q.exec(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
  return result;
}
