import {
  BlacklistChangeRequest,
  BlacklistChangeResponse,
  BlacklistRequest,
  BlacklistResponse,
} from '../../src/api/contract';
import { blockedNumber, normalizeBlockedNumber } from '../../src/validation/blockedNumberRules';
import * as limits from '../../src/validation/limits';
import { caller } from '../auth/guard';
import { ownPoc } from '../auth/scope';
import { badRequest, conflict, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import { blockedNumbers } from '../domain/views/blockedNumbers';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { lockCustomer } from '../tables/customers';
import { blockedCount, deleteBlockedNumber, insertBlockedNumber } from '../tables/numbers';

/** POST /blacklist, /blacklist/add, /blacklist/remove: blocked numbers (at most 200, no duplicates). */
export function blacklistRoutes(app: Api, deps: Deps): void {
  const list = {
    config: allow('blacklist'),
    schema: {
      operationId: 'postBlacklist',
      tags: [TAG.blacklist],
      summary: 'The blocked numbers',
      description: 'The numbers blocked for the account, oldest first.',
      body: BlacklistRequest,
      response: { 200: BlacklistResponse },
    },
  };
  const change = { body: BlacklistChangeRequest, response: { 200: BlacklistChangeResponse } };
  const add = {
    config: allow('blacklist.change'),
    schema: {
      operationId: 'postBlacklistAdd',
      tags: [TAG.blacklist],
      summary: 'Block a number',
      description: 'Adds a number (normalised) to the list; a duplicate is a 409, at most 200 numbers.',
      ...change,
    },
  };
  const remove = {
    config: allow('blacklist.change'),
    schema: {
      operationId: 'postBlacklistRemove',
      tags: [TAG.blacklist],
      summary: 'Unblock a number',
      description: 'Removes a number from the list; a number that is not on it is a 404.',
      ...change,
    },
  };

  app.post('/blacklist', list, async (request) => {
    const me = caller(request);
    ownPoc(me, request.body.userPoc);
    return blockedNumbers(deps.db, me.customerId);
  });

  app.post('/blacklist/add', add, async (request) => {
    const me = caller(request);
    const raw = request.body.blacklistNumber;
    ownPoc(me, request.body.userPoc);
    const error = blockedNumber(raw);
    if (error) throw badRequest(error);
    const number = normalizeBlockedNumber(raw);
    return deps.db.tx(async (q) => {
      // Serialises concurrent additions for one customer, so the limit holds.
      await lockCustomer(q, me.customerId);
      const blocked = await blockedCount(q, me.customerId, number);
      if (blocked.exists) throw conflict(t.blacklist.duplicate);
      if (blocked.count >= limits.maxBlockedNumbers) throw badRequest(t.blacklist.full(limits.maxBlockedNumbers));
      await insertBlockedNumber(q, me.customerId, number, deps.clock.now());
      await recordActivity(q, me, 'blocked-numbers', teamText.activity.blocked(number), deps.clock.now());
      return { ...(await blockedNumbers(q, me.customerId)), message: t.blacklist.added };
    });
  });

  app.post('/blacklist/remove', remove, async (request) => {
    const me = caller(request);
    ownPoc(me, request.body.userPoc);
    const number = normalizeBlockedNumber(request.body.blacklistNumber);
    if (!(await deleteBlockedNumber(deps.db, me.customerId, number))) throw notFound(t.blacklist.missing);
    await recordActivity(deps.db, me, 'blocked-numbers', teamText.activity.unblocked(number), deps.clock.now());
    return { ...(await blockedNumbers(deps.db, me.customerId)), message: t.blacklist.removed };
  });
}
