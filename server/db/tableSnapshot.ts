/**
 * A copy of a store's tables kept in this process's memory: every row as JSON and every sequence's
 * value, put back by `restore` with one DELETE script, one INSERT … json_populate_recordset per table
 * that had rows, and one setval for all sequences. Nothing is written beside the data, so instances
 * sharing a PostgreSQL database each keep their own copy; the same SQL runs on PGlite.
 */
import type { Queryable } from './db';

export interface TableSnapshot {
  /** Run inside a transaction: the tables hold exactly the copied rows afterwards. */
  restore(q: Queryable): Promise<void>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables ordered so that every table comes after the ones its foreign keys point at. */
export function parentsFirst(tables: readonly string[], references: ReadonlyArray<{ child: string; parent: string }>) {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Copies every table of the current schema except `skip` (e.g. the migration log). */
export async function takeTableSnapshot(q: Queryable, skip: readonly string[]): Promise<TableSnapshot> {
  const tables = (
    await q.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
    )
  )
    .map((row) => row.name)
    .filter((name) => !skip.includes(name));
  const references = await q.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`,
  );
  // Append-only tables (a trigger refuses DELETE, e.g. the desk's audit) are emptied with TRUNCATE,
  // and only when they have rows: TRUNCATE makes new files for the table, which costs on PGlite.
  const appendOnly = new Set(
    (
      await q.query<{ name: string }>(
        `SELECT DISTINCT cl.relname AS name FROM pg_trigger t JOIN pg_class cl ON cl.oid = t.tgrelid
          WHERE NOT t.tgisinternal AND (t.tgtype & 8) <> 0 AND cl.relnamespace = current_schema()::regnamespace`,
      )
    ).map((row) => row.name),
  );
  const ordered = parentsFirst(tables, references);
  const rows = new Map<string, string>();
  for (const table of ordered) {
    const [copy] = await q.query<{ rows: string | null }>(`SELECT json_agg(t)::text AS rows FROM ${ident(table)} t`);
    if (copy?.rows) rows.set(table, copy.rows);
  }
  const [sequences] = await q.query<{ list: string }>(
    `SELECT coalesce(json_agg(json_build_object(
              'name', sequencename, 'value', coalesce(last_value, start_value), 'called', last_value IS NOT NULL)),
                '[]')::text AS list
       FROM pg_sequences WHERE schemaname = current_schema()`,
  );

  return {
    async restore(target) {
      const childrenFirst = [...ordered].reverse();
      const filled = new Set<string>();
      for (const table of childrenFirst.filter((name) => appendOnly.has(name))) {
        const [row] = await target.query<{ filled: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM ${ident(table)}) AS filled`,
        );
        if (row?.filled) filled.add(table);
      }
      await target.exec(
        childrenFirst
          .filter((table) => !appendOnly.has(table) || filled.has(table))
          .map((table) => (appendOnly.has(table) ? `TRUNCATE ${ident(table)}` : `DELETE FROM ${ident(table)}`))
          .join(';\n'),
      );
      for (const [table, json] of rows)
        await target.query(
          `INSERT INTO ${ident(table)} SELECT * FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
          [json],
        );
      await target.query(
        `SELECT setval(quote_ident(s.name)::regclass, s.value, s.called)
           FROM json_to_recordset($1::json) AS s(name text, value bigint, called boolean)`,
        [sequences?.list ?? '[]'],
      );
    },
  };
}
