import type { Queryable } from '../db/db';

/**
 * Owner of `customers` (docs/architecture.md, "Who writes a table"): the account's row, its company,
 * contact and invoice details, credit, settings and deletion.
 */

/**
 * Locks the account's row until the transaction ends: changes of one account that check a count
 * first (extra numbers, blocked numbers, Beheerders) take it, so two at once cannot both pass.
 */
export async function lockCustomer(q: Queryable, customerId: number): Promise<void> {
  await q.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}
