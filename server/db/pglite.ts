import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db';
import { typeParsers } from './db';
import { DatabaseUnavailableError } from './unavailable';

/**
 * Text form of a parameter, as node-postgres sends it: the server infers the type from the SQL.
 */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // bytea in the text format: hex after '\x'.
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null ? 'NULL' : `"${String(toParam(item)).replace(/(["\\])/g, '\\$1')}"`,
    );
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The statement's RowDescription (null when it returns no rows), sent once and then reused. */
  description: BackendMessage | null;
}

/**
 * Runs parameterised statements the way a network driver does: each SQL text is parsed once as a
 * named prepared statement and described once; later calls send only Bind, Execute and Sync in one
 * message. PGlite's own `query()` makes six round trips per call and parses and describes the SQL
 * every time, which costs several times as much on the hot path.
 */
class PreparedRunner {
  private readonly statements = new Map<string, Prepared>();
  private counter = 0;

  constructor(private readonly pg: PGlite) {}

  async run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const known = this.statements.get(sql);
    const name = known?.name ?? `p${++this.counter}`;
    const parts: Uint8Array[] = [];
    if (!known) parts.push(protocol.serialize.parse({ name, text: sql }));
    parts.push(protocol.serialize.bind({ statement: name, values: params.map(toParam) }));
    if (!known) parts.push(protocol.serialize.describe({ type: 'P' }));
    parts.push(protocol.serialize.execute({}), protocol.serialize.sync());
    const messages = await this.pg.execProtocolStream(concat(parts), { syncToFs: false });
    // Only a successful round trip proves the statement exists; after an error a new name is used.
    if (!known)
      this.statements.set(sql, { name, description: messages.find((m) => m.name === 'rowDescription') ?? null });
    const full = known?.description ? [known.description, ...messages] : messages;
    const [result] = parse.parseResults(full, this.pg.parsers);
    return (result?.rows ?? []) as T[];
  }
}

/** Wraps an opened PGlite instance in the server's `Db` interface. */
export function pgliteDb(pg: PGlite): Db {
  const runner = new PreparedRunner(pg);
  let closed = false;
  // Once closed, PGlite fails with internal errors; callers get the one "unavailable" error instead.
  const open = () => {
    if (closed) throw new DatabaseUnavailableError('closed');
  };
  let active = 0;
  let waiting = 0;
  // Outside a transaction a statement waits for any open transaction (PGlite has one connection).
  const query = async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
    open();
    let started = false;
    waiting += 1;
    try {
      return await pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          started = true;
          waiting -= 1;
          active += 1;
          try {
            const rows = await runner.run<T>(sql, params);
            await pg.syncToFs();
            return rows;
          } finally {
            active -= 1;
          }
        }),
      );
    } finally {
      if (!started) waiting -= 1;
    }
  };
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      open();
      await pg.exec(sql);
    },
    tx: (fn) => {
      open();
      return pg.transaction((tx) =>
        fn({
          query: <T>(sql: string, params: readonly unknown[] = []) =>
            pg._runExclusiveQuery(() => runner.run<T>(sql, params)),
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    probe: (sql) => query(sql),
    // One embedded connection: busy while a statement runs; the others wait their turn.
    poolStats: () => ({ total: 1, idle: active > 0 ? 0 : 1, waiting }),
    async close() {
      closed = true;
      await pg.close();
    },
  };
}

/**
 * Opens PGlite in a data folder or in memory (`dataDir` undefined). A new store starts from
 * `template`, a dump of an initialised data folder (template.ts), which skips initdb.
 */
export async function openPglite(options: { dataDir?: string; template?: Blob }): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    parsers: typeParsers,
    // The desk's subject search uses a trigram index (migration 018), as on PostgreSQL.
    extensions: { pg_trgm },
    // PGlite touches its whole buffer pool at start; the default 128 MB costs that much resident
    // memory, while the portal's data is a few MB. 16 MB keeps it all cached.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}
