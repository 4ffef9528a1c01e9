import type { NumbersResponse, PhoneNumber } from '../../../src/api/contract';
import type { PortingSummary } from '../../../src/api/portingContract';
import type { Queryable } from '../../db/db';
import { withActive } from '../phoneNumbers';
import { shownSummariesJson, summariesFromJson } from '../porting/portingStore';

/**
 * GET /numbers: the numbers of the user's account, the user's outgoing one active, and the switch's
 * kind; with `portingAt` (a role that sees porting, now) also the porting requests the lists show.
 */
export async function readNumbers(q: Queryable, userId: number, portingAt?: Date): Promise<NumbersResponse> {
  const [row] = await q.query<{
    numbers: Array<Omit<PhoneNumber, 'active'>> | null;
    outgoing_number_id: number | null;
    individual: number;
    porting: PortingSummary[] | null;
  }>(
    `SELECT (SELECT json_agg(json_build_object('number_id', n.id, 'phoneNumber', n.phone_number, 'name', n.name)
                                 ORDER BY n.sort, n.id)
               FROM phone_numbers n WHERE n.customer_id = c.id) AS numbers,
            u.outgoing_number_id, c.number_switch_individual AS individual,
            CASE WHEN $2::timestamptz IS NULL THEN NULL ELSE ${shownSummariesJson('c.id', '$2::timestamptz', true)} END
              AS porting
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = $1`,
    [userId, portingAt ?? null],
  );
  return {
    phoneNumbers: withActive(row?.numbers ?? [], row?.outgoing_number_id ?? null),
    numberSwitchType: row?.individual ? 'individual' : 'global',
    ...(portingAt ? { porting: summariesFromJson(row?.porting ?? null) } : {}),
  };
}
