import type { PhoneNumber } from '../../src/api/contract';
import type { Queryable } from '../db/db';

/** Marks the caller's outgoing number (or the first one) as active. */
export function withActive(numbers: Array<Omit<PhoneNumber, 'active'>>, outgoingId: number | null): PhoneNumber[] {
  const activeId = numbers.some((n) => n.number_id === outgoingId) ? outgoingId : (numbers[0]?.number_id ?? null);
  return numbers.map((n) => ({ ...n, active: n.number_id === activeId ? 1 : 0 }));
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
