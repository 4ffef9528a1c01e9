import type { Queryable } from '../db/db';

/** Inserts rows and returns the generated ids, in order. */
export async function insertRows(q: Queryable, table: string, rows: Array<Record<string, unknown>>): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] ?? {});
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((c) => (params.push(row[c]), `$${params.length}`)).join(', ')})`);
  const result = await q.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
    params,
  );
  return result.map((r) => r.id);
}

export async function insertOne(q: Queryable, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await insertRows(q, table, [row]);
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}
