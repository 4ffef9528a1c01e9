import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { typeParsers } from './db';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** Wraps an opened PGlite instance in the server's `Db` interface. */
export function pgliteDb(pg: PGlite): Db {
  const q = wrap(pg);
  return {
    kind: 'pglite',
    query: q.query,
    exec: q.exec,
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite in a data folder, in memory (`dataDir` undefined), or from a dump of a data folder
 * (a gzip tar made by `dumpDataDir`), which skips the slow initdb step.
 */
export async function openPglite(options: { dataDir?: string; template?: Blob }): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    parsers: typeParsers,
    relaxedDurability: false,
  });
}

/** A gzip tar of the data folder, for use as a template of fresh in-memory stores. */
export async function dumpPglite(pg: PGlite): Promise<Buffer> {
  const blob = await pg.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}
