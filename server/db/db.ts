/**
 * The database seen by the rest of the server: parameterised queries, transactions and a few
 * lifecycle calls. Two implementations share the same SQL: embedded PGlite and a PostgreSQL pool.
 */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

/** Connections of a pool: open ones, the idle among them, and callers waiting for one (metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Failures that mean the database is out of reach (stopped, frozen past a time-out, closed) are
 * thrown as `DatabaseUnavailableError` (unavailable.ts) by every method.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a short read on a connection of its own, so a pool busy with requests never delays the
   * readiness check (GET /api/health/ready).
   */
  probe<T>(sql: string): Promise<T[]>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/**
 * Column types as the server wants them from both drivers: `date` as 'YYYY-MM-DD' text (no time
 * zone shifts), `numeric` and `int8` as numbers (amounts and counts stay small), the rest as usual.
 */
export const DATE_OID = 1082;
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;
export const typeParsers: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [NUMERIC_OID]: (value) => Number(value),
  [INT8_OID]: (value) => Number(value),
};
