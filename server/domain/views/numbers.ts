import type { NumbersResponse, PhoneNumber } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { withActive } from '../phoneNumbers';

/** GET /numbers: the numbers of the user's account, the user's outgoing one active, and the switch's kind. */
export async function readNumbers(q: Queryable, userId: number): Promise<NumbersResponse> {
  const [row] = await q.query<{
    numbers: Array<Omit<PhoneNumber, 'active'>> | null;
    outgoing_number_id: number | null;
    individual: number;
  }>(
    `SELECT (SELECT json_agg(json_build_object('number_id', n.id, 'phoneNumber', n.phone_number, 'name', n.name)
                                 ORDER BY n.sort, n.id)
               FROM phone_numbers n WHERE n.customer_id = c.id) AS numbers,
            u.outgoing_number_id, c.number_switch_individual AS individual
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = $1`,
    [userId],
  );
  return {
    phoneNumbers: withActive(row?.numbers ?? [], row?.outgoing_number_id ?? null),
    numberSwitchType: row?.individual ? 'individual' : 'global',
  };
}
