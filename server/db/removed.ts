import type { Queryable } from './db';

/** Runs a DELETE and returns how many rows it removed (the housekeeping's counts). */
export async function countRemoved(q: Queryable, deleteSql: string, params: unknown[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH gone AS (${deleteSql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return row?.n ?? 0;
}
