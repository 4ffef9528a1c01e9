import type { ActivityEntry, ActivityKind } from '../../src/api/teamContract';
import type { Queryable } from '../db/db';

/**
 * Owner of `account_activity` (docs/architecture.md, "Who writes a table"): the account's activity
 * log ('Activiteit'), append-only; its entries go only after 13 months, through the table's function.
 */

/** Who did it: the caller of a route (an AuthContext fits). */
export interface Actor {
  customerId: number;
  userId: number;
  fullName: string;
  /**
   * The login address: a name is chosen by its owner and may copy another's.
   * docs/decisions/0112-activity-by-name-and-address.md
   */
  email: string;
}

/** Adds one entry to the account's log, by a person of the account (id and address) or by a name only. */
async function insertEntry(
  q: Queryable,
  customerId: number,
  author: { userId: number | null; name: string; email: string | null },
  kind: ActivityKind,
  detail: string,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO account_activity (customer_id, at, actor_user_id, actor_name, actor_email, kind, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [customerId, at, author.userId, author.name, author.email, kind, detail],
  );
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
  const author = { userId: actor.userId, name: actor.fullName, email: actor.email };
  await insertEntry(q, actor.customerId, author, kind, detail, at);
}

/**
 * Adds an entry made by no person of the account (the desk, or the provider's systems): named `name`,
 * without a person or an address.
 */
export async function recordOutsideActivity(
  q: Queryable,
  customerId: number,
  name: string,
  kind: ActivityKind,
  detail: string,
  at: Date,
): Promise<void> {
  await insertEntry(q, customerId, { userId: null, name, email: null }, kind, detail, at);
}

/** An entry's address; entries made before it was kept take the person's current one (migration 021). */
const ACTOR_EMAIL = 'coalesce(a.actor_email, u.email)';

interface ActivityRow {
  id: string;
  at: Date;
  actor_user_id: number | null;
  actor_name: string;
  actor_email: string | null;
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
    `SELECT a.id::text AS id, a.at, a.actor_user_id, a.actor_name, ${ACTOR_EMAIL} AS actor_email, a.kind, a.detail
       FROM account_activity a LEFT JOIN users u ON u.id = a.actor_user_id
      WHERE a.customer_id = $1 AND ($2::int IS NULL OR a.actor_user_id = $2) AND ($3::text IS NULL OR a.kind = $3)
      ORDER BY a.at DESC, a.id DESC LIMIT $4`,
    [customerId, filter.person ?? null, filter.kind ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    personId: row.actor_user_id,
    personName: row.actor_name,
    personEmail: row.actor_email ?? '',
    kind: row.kind,
    detail: row.detail,
  }));
}

/** Everyone who appears in the account's log, for the person filter: the newest name and address. */
export async function activityPeople(
  q: Queryable,
  customerId: number,
): Promise<Array<{ id: number; name: string; email: string }>> {
  return q.query<{ id: number; name: string; email: string }>(
    `SELECT DISTINCT ON (a.actor_user_id) a.actor_user_id AS id, a.actor_name AS name,
            coalesce(${ACTOR_EMAIL}, '') AS email
       FROM account_activity a LEFT JOIN users u ON u.id = a.actor_user_id
      WHERE a.customer_id = $1 AND a.actor_user_id IS NOT NULL ORDER BY a.actor_user_id, a.at DESC`,
    [customerId],
  );
}

/** Entries past their 13 months go (the table's trigger refuses younger ones); the count removed. */
export async function purgeExpiredActivity(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT purge_account_activity() AS n');
  return row?.n ?? 0;
}
