import type { Queryable } from '../db/db';

/**
 * Owner of `login_events` and `known_devices` (docs/architecture.md, "Who writes a table"): each
 * login's history (the newest entries kept) and the devices it has used.
 */

/** An entry of the login history; only the newest `kept` of the user stay. */
export async function insertLoginEvent(
  q: Queryable,
  event: { userId: number; at: Date; outcome: string; device: string; address: string },
  kept: number,
): Promise<void> {
  await q.query('INSERT INTO login_events (user_id, at, outcome, device, address) VALUES ($1, $2, $3, $4, $5)', [
    event.userId,
    event.at,
    event.outcome,
    event.device,
    event.address,
  ]);
  await q.query(
    `DELETE FROM login_events WHERE user_id = $1 AND id NOT IN
       (SELECT id FROM login_events WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2)`,
    [event.userId, kept],
  );
}

/** Records a device of the user; false when it was known. */
export async function addKnownDevice(q: Queryable, userId: number, deviceKey: string, now: Date): Promise<boolean> {
  const added = await q.query(
    `INSERT INTO known_devices (user_id, device_key, first_seen) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_key) DO NOTHING RETURNING device_key`,
    [userId, deviceKey, now],
  );
  return added.length > 0;
}

/** The user's newest entries of the login history; the caller names the outcomes' type. */
export function newestLoginEvents<Outcome extends string>(
  q: Queryable,
  userId: number,
  limit: number,
): Promise<Array<{ at: Date; outcome: Outcome; device: string; address: string }>> {
  return q.query<{ at: Date; outcome: Outcome; device: string; address: string }>(
    'SELECT at, outcome, device, address FROM login_events WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [userId, limit],
  );
}
