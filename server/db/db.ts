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

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
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
