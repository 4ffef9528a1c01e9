import { Credit } from '../../src/api/contract';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/guard';
import { notFound } from '../base/httpError';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { ACCESS_TYPE_PREPAID } from '../domain/catalogue';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

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

/** GET /credit: the credit of a prepaid account; 404 for any other account. */
export async function readCredit(q: Queryable, me: AuthContext): Promise<Credit> {
  const [row] = await q.query<CreditRow>(
    `SELECT c.credit, c.upgrade_credit, c.credit_end_date, c.renewal, c.initial_expire_date, c.bank, c.poc,
            (SELECT a.email FROM users a WHERE a.customer_id = c.id AND a.role = 'beheerder' AND a.deleted_at IS NULL
              ORDER BY a.id LIMIT 1) AS email
       FROM customers c
      WHERE c.id = $1
        AND (SELECT p.access_type FROM subscriptions sb JOIN plans p ON p.id = sb.plan_id
              WHERE sb.customer_id = c.id ORDER BY sb.id DESC LIMIT 1) = $2`,
    [me.customerId, ACCESS_TYPE_PREPAID],
  );
  if (!row || row.credit === null || row.credit_end_date === null) throw notFound(t.credit.none);
  return {
    credit: row.credit,
    endDate: row.credit_end_date,
    upgradeCredit: row.upgrade_credit ?? 0,
    bank: row.bank,
    email: row.email ?? me.email,
    topUpCreditUrl: `${PAYMENT_BASE_URL}/tegoed/${row.poc}`,
    extendUrl: `${PAYMENT_BASE_URL}/verlengen/${row.poc}`,
    subscription: { renewal: row.renewal ? 1 : 0, initialExpireTime: row.initial_expire_date ?? row.credit_end_date },
  };
}

/** GET /credit: prepaid credit of an accessType-3 account (requirements §2, Credit). */
export function creditRoutes(app: Api, deps: Deps): void {
  // Admin only, as requirements §6 lists credit with the admin's features (route table and dashboard agree).
  const credit = {
    config: allow('credit'),
    schema: {
      operationId: 'getCredit',
      tags: [TAG.credit],
      summary: 'The prepaid credit',
      description: 'Credit, its end date and the payment links, for a prepaid account; 404 for other accounts.',
      response: { 200: Credit },
    },
  };
  app.get('/credit', credit, async (request): Promise<Credit> => readCredit(deps.db, caller(request)));
}
