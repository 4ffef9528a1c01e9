import type { ActivityEntry, ActivityKind } from '../../src/api/teamContract';
import type { Queryable } from '../db/db';

/** Who did it: the caller of a route (an AuthContext fits). */
export interface Actor {
  customerId: number;
  userId: number;
  fullName: string;
}

/**
 * Adds one entry to the account's activity log ('Activiteit'; append-only, migration 016). `detail`
 * is a short Dutch line of what changed, never a secret (no password, code, token or link).
 */
export async function recordActivity(
  q: Queryable,
  actor: Actor,
  kind: ActivityKind,
  detail: string,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO account_activity (customer_id, at, actor_user_id, actor_name, kind, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [actor.customerId, at, actor.userId, actor.fullName, kind, detail],
  );
}

interface ActivityRow {
  id: string;
  at: Date;
  actor_user_id: number | null;
  actor_name: string;
  kind: ActivityKind;
  detail: string;
}

/** The account's entries, newest first, optionally of one person and one kind (at most `limit`). */
export async function readActivity(
  q: Queryable,
  customerId: number,
  filter: { person?: number; kind?: ActivityKind },
  limit: number,
): Promise<ActivityEntry[]> {
  const rows = await q.query<ActivityRow>(
    `SELECT id::text AS id, at, actor_user_id, actor_name, kind, detail FROM account_activity
      WHERE customer_id = $1 AND ($2::int IS NULL OR actor_user_id = $2) AND ($3::text IS NULL OR kind = $3)
      ORDER BY at DESC, id DESC LIMIT $4`,
    [customerId, filter.person ?? null, filter.kind ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    personId: row.actor_user_id,
    personName: row.actor_name,
    kind: row.kind,
    detail: row.detail,
  }));
}

/** Everyone who appears in the account's log, for the person filter. */
export async function activityPeople(q: Queryable, customerId: number): Promise<Array<{ id: number; name: string }>> {
  return q.query<{ id: number; name: string }>(
    `SELECT DISTINCT ON (actor_user_id) actor_user_id AS id, actor_name AS name FROM account_activity
      WHERE customer_id = $1 AND actor_user_id IS NOT NULL ORDER BY actor_user_id, at DESC`,
    [customerId],
  );
}

/** Entries past their 13 months go (the table's trigger refuses younger ones); the count removed. */
export async function purgeExpiredActivity(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT purge_account_activity() AS n');
  return row?.n ?? 0;
}
