import type { DeskCustomer } from '../../../src/api/deskContract';
import { costLimits } from '../../../src/validation/costLimits';
import type { Queryable } from '../../db/db';

/** Closed questions (ticket status 4); every other status is still open. */
const TICKET_CLOSED = 4;

/** What questions are mostly about: the numbers, the blocked numbers, the cost limit, open questions. */
export async function customerContext(
  q: Queryable,
  customerId: number,
  today: string,
): Promise<Pick<DeskCustomer, 'phoneNumbers' | 'blockedNumbers' | 'costLimit' | 'openTickets'>> {
  const [facts] = await q.query<{
    numbers: Array<{ number: string; name: string }> | null;
    blocked: string[] | null;
    monthly_limit: number | null;
    has_limit_row: boolean;
    blocked_until: string | null;
    level: number | null;
    open_tickets: number;
  }>(
    `SELECT
       (SELECT json_agg(json_build_object('number', n.phone_number, 'name', n.name) ORDER BY n.sort, n.id)
          FROM phone_numbers n WHERE n.customer_id = $1) AS numbers,
       (SELECT json_agg(b.number ORDER BY b.created_at, b.number) FROM blocked_numbers b WHERE b.customer_id = $1) AS blocked,
       l.monthly_limit, l.customer_id IS NOT NULL AS has_limit_row, l.blocked_until::text AS blocked_until,
       (SELECT max(substr(a.kind, 7)::int) FROM usage_alerts a
         WHERE a.customer_id = $1 AND a.period = $2 AND a.kind LIKE 'limit-%') AS level,
       (SELECT count(*)::int FROM tickets t WHERE t.customer_id = $1 AND t.status_id <> $3) AS open_tickets
     FROM (SELECT $1::int AS id) c
     LEFT JOIN usage_limits l ON l.customer_id = c.id`,
    [customerId, today.slice(0, 7), TICKET_CLOSED],
  );
  const monthlyLimit = facts?.has_limit_row ? facts.monthly_limit : costLimits.monthlyLimitDefault;
  return {
    phoneNumbers: facts?.numbers ?? [],
    blockedNumbers: facts?.blocked ?? [],
    costLimit: {
      monthlyLimit: monthlyLimit === null ? null : Number(monthlyLimit),
      blockedUntil: facts?.blocked_until && facts.blocked_until > today ? facts.blocked_until : null,
      level: monthlyLimit === null ? null : (facts?.level ?? null),
    },
    openTickets: facts?.open_tickets ?? 0,
  };
}
