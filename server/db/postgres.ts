import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './db';
import { typeParsers } from './db';

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

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ name: statementName(sql), text: sql, values: params as unknown[] });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use as search_path (tests give each file its own). */
  schema?: string;
  max?: number;
}

/** A PostgreSQL pool behind the server's `Db` interface; time zone UTC for every session. */
export function postgresDb(options: PostgresOptions): Db {
  const searchPath = options.schema ? ` -c search_path=${options.schema}` : '';
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    options: `-c TimeZone=UTC${searchPath}`,
    types: { getTypeParser },
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const q = wrap(pool);
  return {
    kind: 'postgres',
    query: q.query,
    exec: q.exec,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
