import type { Queryable } from '../db/db';

/**
 * Owner of `app_meta` (docs/architecture.md, "Who writes a table"): values of the whole store, by
 * key: the token secret kept when none is configured, and the leases of the background jobs.
 */

/** Stores `value` under `key` unless the key has one; the value kept. */
export async function keepFirstValue(q: Queryable, key: string, value: string): Promise<string | null> {
  await q.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  const [row] = await q.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [key]);
  return row?.value ?? null;
}

/**
 * Takes the lease `key` until `until` when it is free or has run out by `now`: an atomic upsert on one
 * row, so of several instances asking at once exactly one gets it. ISO timestamps of one length
 * compare as text.
 */
export async function takeLease(q: Queryable, key: string, now: Date, until: Date): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE app_meta.value <= $3
     RETURNING key`,
    [key, until.toISOString(), now.toISOString()],
  );
  return rows.length === 1;
}

/** Gives back the lease `key` held until `until`, if it is still that holder's: the next run need not wait. */
export async function releaseLease(q: Queryable, key: string, now: Date, until: Date): Promise<void> {
  await q.query('UPDATE app_meta SET value = $2 WHERE key = $1 AND value = $3', [
    key,
    now.toISOString(),
    until.toISOString(),
  ]);
}
