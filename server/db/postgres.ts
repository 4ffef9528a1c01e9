import { createHash } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_POOL, type PoolConfig } from '../base/config';
import type { Db, Queryable } from './db';
import { typeParsers } from './db';
import { asUnavailable, unavailableReason } from './unavailable';

const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/** Statement names are derived from the SQL text, so each connection prepares a statement once. */
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

/** Runs `work`, turning a failure that means "database out of reach" into DatabaseUnavailableError. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asUnavailable(error);
  }
}

/**
 * Scripts (migrations, a reset) may run longer than a request's statement and wait for the
 * migration lock: the client waits this long for them, and they set their own statement_timeout.
 */
const SCRIPT_TIMEOUT_MS = 10 * 60_000;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      guarded(async () => {
        const result = await client.query({ name: statementName(sql), text: sql, values: params as unknown[] });
        return result.rows as T[];
      }),
    exec: (sql: string) =>
      guarded(async () => {
        // query_timeout per query is read by node-postgres but missing from its types.
        await client.query({ text: sql, query_timeout: SCRIPT_TIMEOUT_MS } as pg.QueryConfig);
      }),
  };
}

/** How much longer than statement_timeout the client waits for an answer before it drops the connection. */
const CLIENT_MARGIN_MS = 1_000;

export interface PostgresOptions extends PoolConfig {
  connectionString: string;
  /** Schema to use as search_path (tests give each file its own). */
  schema?: string;
}

function pool(options: PostgresOptions, max: number): pg.Pool {
  const searchPath = options.schema ? ` -c search_path=${options.schema}` : '';
  const statementMs = options.statementTimeoutMs ?? DEFAULT_POOL.statementTimeoutMs;
  const created = new pg.Pool({
    connectionString: options.connectionString,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_POOL.connectTimeoutMs,
    // The server cancels a statement that runs too long; the client also stops waiting when the
    // server itself does not answer (frozen), and that connection is then dropped.
    options: `-c TimeZone=UTC -c statement_timeout=${statementMs}${searchPath}`,
    query_timeout: statementMs + CLIENT_MARGIN_MS,
    // Notices a peer that vanished without closing the connection (a partition).
    keepAlive: true,
    application_name: 'klantportaal',
    types: { getTypeParser },
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  created.on('error', () => undefined);
  return created;
}

/**
 * A PostgreSQL pool behind the server's `Db` interface; time zone UTC for every session, a connection
 * and a statement time-out, and one extra connection for the readiness probe.
 */
export function postgresDb(options: PostgresOptions): Db {
  const main = pool(options, options.max ?? DEFAULT_POOL.max);
  const probes = pool(options, 1);
  const q = wrap(main);
  return {
    kind: 'postgres',
    query: q.query,
    exec: q.exec,
    async tx(fn) {
      const client = await guarded(() => main.connect());
      let lost: Error | undefined;
      try {
        await guarded(() => client.query('BEGIN'));
        const result = await fn(wrap(client));
        await guarded(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        // A connection out of reach is dropped, not rolled back (that would wait for the time-out
        // again); the server rolls back what it had when the connection goes.
        if (unavailableReason(error) !== null) lost = error as Error;
        else await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release(lost);
      }
    },
    probe: (sql) => wrap(probes).query(sql),
    poolStats: () => ({ total: main.totalCount, idle: main.idleCount, waiting: main.waitingCount }),
    async close() {
      await Promise.all([main.end(), probes.end()]);
    },
  };
}
