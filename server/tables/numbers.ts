import type { Queryable } from '../db/db';

/**
 * Owner of `phone_numbers`, `extra_numbers` and `blocked_numbers` (docs/architecture.md, "Who writes a
 * table"): the account's numbers and their names, its extra numbers, and the numbers it blocks.
 */

/** Which of `ids` are numbers of the account. */
export async function ownNumberIds(q: Queryable, customerId: number, ids: number[]): Promise<number[]> {
  const owned = await q.query<{ id: number }>(
    'SELECT id FROM phone_numbers WHERE customer_id = $1 AND id = ANY($2::int[])',
    [customerId, ids],
  );
  return owned.map((row) => row.id);
}

/** Names a number of the account; the number when its name changed, else null. */
export async function renameNumber(q: Queryable, customerId: number, numberId: number, name: string) {
  const [renamed] = await q.query<{ phone_number: string }>(
    `UPDATE phone_numbers SET name = $3 WHERE id = $1 AND customer_id = $2 AND name IS DISTINCT FROM $3
     RETURNING phone_number`,
    [numberId, customerId, name],
  );
  return renamed?.phone_number ?? null;
}

/** Whether a number is the account's, and then whether each login picks its own outgoing number. */
export async function numberSwitchOf(q: Queryable, customerId: number, numberId: number) {
  const [row] = await q.query<{ individual: number }>(
    `SELECT c.number_switch_individual AS individual FROM phone_numbers n JOIN customers c ON c.id = n.customer_id
      WHERE n.id = $1 AND n.customer_id = $2`,
    [numberId, customerId],
  );
  return row;
}

export interface ExtraNumberRow {
  id: number;
  number_extension_id: number;
  phone_number_display: string;
  bundle_extra_number_slot: number;
}

/** The account's extra numbers not cancelled, oldest first, as the bundles call answers them. */
export function activeExtraNumbers(q: Queryable, customerId: number): Promise<ExtraNumberRow[]> {
  return q.query<ExtraNumberRow>(
    `SELECT id, number_extension_id, phone_number_display, slot AS bundle_extra_number_slot
       FROM extra_numbers WHERE customer_id = $1 AND cancelled_at IS NULL ORDER BY id`,
    [customerId],
  );
}

/** How many numbers the account blocks, and whether `number` is one of them. */
export async function blockedCount(q: Queryable, customerId: number, number: string) {
  const [row] = await q.query<{ n: number; exists: boolean }>(
    'SELECT count(*)::int AS n, bool_or(number = $2) AS exists FROM blocked_numbers WHERE customer_id = $1',
    [customerId, number],
  );
  return { count: row?.n ?? 0, exists: row?.exists ?? false };
}

export async function insertBlockedNumber(q: Queryable, customerId: number, number: string, now: Date) {
  await q.query('INSERT INTO blocked_numbers (customer_id, number, created_at) VALUES ($1, $2, $3)', [
    customerId,
    number,
    now,
  ]);
}

/** Unblocks a number; false when the account did not block it. */
export async function deleteBlockedNumber(q: Queryable, customerId: number, number: string): Promise<boolean> {
  const removed = await q.query('DELETE FROM blocked_numbers WHERE customer_id = $1 AND number = $2 RETURNING number', [
    customerId,
    number,
  ]);
  return removed.length > 0;
}

/** Every row of `extra_numbers` of the accounts (the erasure of deleted accounts). */
export async function deleteExtraNumbersOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM extra_numbers WHERE customer_id = ANY($1::int[])', [customerIds]);
}

/** Every row of `phone_numbers` of the accounts (the erasure of deleted accounts). */
export async function deletePhoneNumbersOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM phone_numbers WHERE customer_id = ANY($1::int[])', [customerIds]);
}

/** Every row of `blocked_numbers` of the accounts (the erasure of deleted accounts). */
export async function deleteBlockedNumbersOfAccounts(q: Queryable, customerIds: number[]): Promise<void> {
  await q.query('DELETE FROM blocked_numbers WHERE customer_id = ANY($1::int[])', [customerIds]);
}

/** Adds `numbers` to the customer's numbers after the ones it has, each named `name` (a ported block). */
export async function addNumbers(q: Queryable, customerId: number, numbers: readonly string[], name: string) {
  await q.query(
    `INSERT INTO phone_numbers (customer_id, phone_number, name, sort)
     SELECT $1, t.n, $3, (SELECT coalesce(max(sort), 0) FROM phone_numbers WHERE customer_id = $1) + t.i
       FROM unnest($2::text[]) WITH ORDINALITY AS t(n, i)`,
    [customerId, numbers, name],
  );
}
