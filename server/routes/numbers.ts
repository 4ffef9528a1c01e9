import { NumbersEditRequest, NumbersResponse } from '../../src/api/contract';
import { can } from '../../src/api/permissions';
import { numberName } from '../../src/validation/pageRules';
import { caller } from '../auth/guard';
import { badRequest, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import { readNumbers } from '../domain/views/numbers';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { ownNumberIds, renameNumber } from '../tables/numbers';

/** GET /numbers and POST /numbers/edit: the customer's numbers and their names. */
export function numbersRoutes(app: Api, deps: Deps): void {
  const list = {
    config: allow('numbers'),
    schema: {
      operationId: 'getNumbers',
      tags: [TAG.numbers],
      summary: 'The phone numbers of the account',
      description:
        'Every number with its name, the outgoing one marked active, and whether the switch is per user; for the ' +
        'roles that see porting, the porting requests that run or were refused lately.',
      response: { 200: NumbersResponse },
    },
  };
  app.get('/numbers', list, async (request) => {
    const me = caller(request);
    return readNumbers(deps.db, me.userId, can(me.role, 'porting') ? deps.clock.now() : undefined);
  });

  const edit = {
    config: allow('numbers.change'),
    schema: {
      operationId: 'postNumbersEdit',
      tags: [TAG.numbers],
      summary: 'Rename phone numbers',
      description: 'Saves the names of the given numbers of the account and answers the numbers as GET /api/numbers.',
      body: NumbersEditRequest,
      response: { 200: NumbersResponse },
    },
  };
  app.post('/numbers/edit', edit, async (request): Promise<NumbersResponse> => {
    const me = caller(request);
    const edits = request.body.phoneNumbers.map(({ number_id: numberId, name }, index) => {
      const error = numberName(name);
      if (error) throw badRequest(error);
      return { numberId, name, index };
    });
    if (new Set(edits.map((e) => e.numberId)).size !== edits.length) throw badRequest(t.numbers.duplicate);
    const now = deps.clock.now();
    await deps.db.tx(async (q) => {
      const owned = await ownNumberIds(
        q,
        me.customerId,
        edits.map((e) => e.numberId),
      );
      if (owned.length !== edits.length) throw notFound();
      for (const edit of edits) {
        const renamed = await renameNumber(q, me.customerId, edit.numberId, edit.name);
        // Only a name that changed is an entry of 'Activiteit'.
        if (renamed !== null)
          await recordActivity(q, me, 'numbers', teamText.activity.numberNamed(renamed, edit.name), now);
      }
    });
    return readNumbers(deps.db, me.userId, can(me.role, 'porting') ? now : undefined);
  });
}
