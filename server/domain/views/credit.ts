import type { Credit } from '../../../src/api/contract';
import { notFound } from '../../base/httpError';
import { t } from '../../base/text';
import type { Queryable } from '../../db/db';
import { ACCESS_TYPE_PREPAID } from '../catalogue';

/** Payment pages of the provider (outside this portal). */
export const PAYMENT_BASE_URL = 'https://betalen.example.com';

interface CreditRow {
  credit: number | null;
  upgrade_credit: number | null;
  credit_end_date: string | null;
  renewal: number;
  initial_expire_date: string | null;
  bank: string;
  email: string;
  poc: string;
}

/**
 * GET /credit: the credit of a prepaid account; 404 for any other account. The address is the main
 * account holder's, or `callerEmail` when the account has none.
 */
export async function readCredit(q: Queryable, customerId: number, callerEmail: string): Promise<Credit> {
  const [row] = await q.query<CreditRow>(
    `SELECT c.credit, c.upgrade_credit, c.credit_end_date, c.renewal, c.initial_expire_date, c.bank, c.poc,
            (SELECT a.email FROM users a WHERE a.customer_id = c.id AND a.role = 'beheerder' AND a.deleted_at IS NULL
              ORDER BY a.id LIMIT 1) AS email
       FROM customers c
      WHERE c.id = $1
        AND (SELECT p.access_type FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
              WHERE sb.customer_id = c.id ORDER BY sb.id DESC LIMIT 1) = $2`,
    [customerId, ACCESS_TYPE_PREPAID],
  );
  if (!row || row.credit === null || row.credit_end_date === null) throw notFound(t.credit.none);
  return {
    credit: row.credit,
    endDate: row.credit_end_date,
    upgradeCredit: row.upgrade_credit ?? 0,
    bank: row.bank,
    email: row.email ?? callerEmail,
    topUpCreditUrl: `${PAYMENT_BASE_URL}/tegoed/${row.poc}`,
    extendUrl: `${PAYMENT_BASE_URL}/verlengen/${row.poc}`,
    subscription: { renewal: row.renewal ? 1 : 0, initialExpireTime: row.initial_expire_date ?? row.credit_end_date },
  };
}
