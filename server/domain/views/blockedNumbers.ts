import type { BlacklistResponse } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';

/** The blocked numbers of the account, oldest first (the list of POST /blacklist). */
export async function blockedNumbers(q: Queryable, customerId: number): Promise<BlacklistResponse> {
  const rows = await q.query<{ number: string }>(
    'SELECT number FROM blocked_numbers WHERE customer_id = $1 ORDER BY created_at, number',
    [customerId],
  );
  return { numbers: rows.map((r) => r.number) };
}
