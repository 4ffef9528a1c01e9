import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `download_tokens` and `download_slots` (docs/architecture.md, "Who writes a table"): the
 * links that open one file (kept by hash), and each account's one running download.
 */

export async function insertDownloadToken(
  q: Queryable,
  link: {
    hash: string;
    userId: number;
    customerId: number;
    item: string;
    singleUse: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO download_tokens (hash, user_id, customer_id, item, single_use, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [link.hash, link.userId, link.customerId, link.item, link.singleUse, link.createdAt, link.expiresAt],
  );
}

/**
 * Uses a link of `item` not revoked, expired or (when single-use) used, of a live user: the customer
 * whose item it opens, or null. One conditional UPDATE: a mailed link opened twice at once works once.
 */
export async function useDownloadToken(q: Queryable, hash: string, item: string, now: Date) {
  const rows = await q.query<{ customer_id: number }>(
    `UPDATE download_tokens SET used_at = coalesce(used_at, $3)
      WHERE hash = $1 AND item = $2 AND revoked_at IS NULL AND expires_at > $3
        AND (NOT single_use OR used_at IS NULL)
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)
      RETURNING customer_id`,
    [hash, item, now],
  );
  return rows[0]?.customer_id ?? null;
}

/** Revokes every live link of the user; how many. */
export async function revokeDownloadTokensOfUser(q: Queryable, userId: number, now: Date): Promise<number> {
  const revoked = await q.query(
    'UPDATE download_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING hash',
    [userId, now],
  );
  return revoked.length;
}

/** Revoked, expired and used single-use links go; how many. */
export function deleteEndedDownloadTokens(q: Queryable, now: Date): Promise<number> {
  return countRemoved(
    q,
    `DELETE FROM download_tokens
      WHERE revoked_at IS NOT NULL OR expires_at <= $1 OR (single_use AND used_at IS NOT NULL)`,
    [now],
  );
}

/** Takes the account's slot for `holder` until `heldUntil`, unless another's hold lasts past `now`. */
export async function takeDownloadSlot(
  q: Queryable,
  customerId: number,
  holder: string,
  heldUntil: Date,
  now: Date,
): Promise<boolean> {
  const taken = await q.query(
    `INSERT INTO download_slots AS d (customer_id, holder, held_until) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET holder = EXCLUDED.holder, held_until = EXCLUDED.held_until
      WHERE d.held_until <= $4
     RETURNING holder`,
    [customerId, holder, heldUntil, now],
  );
  return taken.length > 0;
}

/** When the account's running download's hold ends, or null without one. */
export async function slotHeldUntil(q: Queryable, customerId: number): Promise<Date | null> {
  const [row] = await q.query<{ held_until: Date | string }>(
    'SELECT held_until FROM download_slots WHERE customer_id = $1',
    [customerId],
  );
  return row ? new Date(row.held_until) : null;
}

export async function renewDownloadSlot(q: Queryable, customerId: number, holder: string, heldUntil: Date) {
  await q.query('UPDATE download_slots SET held_until = $3 WHERE customer_id = $1 AND holder = $2', [
    customerId,
    holder,
    heldUntil,
  ]);
}

export async function releaseDownloadSlot(q: Queryable, customerId: number, holder: string): Promise<void> {
  await q.query('DELETE FROM download_slots WHERE customer_id = $1 AND holder = $2', [customerId, holder]);
}

/** Every row of `download_tokens` of the accounts (the erasure of deleted accounts). */
export async function deleteDownloadTokensOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM download_tokens WHERE customer_id = ANY($1::int[])', [customerIds]);
}
