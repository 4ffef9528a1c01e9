import { Credit } from '../../src/api/contract';
import { caller } from '../auth/guard';
import { readCredit } from '../domain/views/credit';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';

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
  app.get('/credit', credit, async (request): Promise<Credit> => {
    const me = caller(request);
    return readCredit(deps.db, me.customerId, me.email);
  });
}
