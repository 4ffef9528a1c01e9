import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Nullable, StringEnum, Text } from '../../src/api/wire';
import { zonedMoment } from '../base/dates';
import { notFound } from '../base/httpError';
import { t } from '../base/text';
import { recordCall, type RecordedCall } from '../domain/callRecording';
import { refreshCallTotals } from '../domain/callTotals';
import { lockSettings, periodOf } from '../domain/costControl';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import type { PUBLIC } from '../http/routeOptions';
import { addGeneratedCalls } from '../tables/calls';
import { userByAddress } from '../tables/users';

const DevCallsRequest = Type.Object({
  email: Text(254, 'A user of the demo account; the calls are made from its outgoing number'),
  calls: Type.Array(
    Type.Object({
      calledNumber: Type.String({
        pattern: '^\\+?[0-9]{3,16}$',
        description: 'International numbers may start with +',
      }),
      /** Seconds. */
      duration: Type.Integer({ minimum: 0, maximum: 86_400, description: 'Seconds' }),
      type: StringEnum(['O', 'I'], { description: "'O' outgoing, 'I' incoming" }),
    }),
    { minItems: 1, maxItems: 200 },
  ),
});

const DevCallsResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      recorded: Type.Boolean(),
      id: Nullable(Type.Integer()),
      charge: Nullable(
        Type.String({ description: "How the call is paid: 'free', 'bundle', 'partial', 'paid', 'credit'" }),
      ),
      cost: Nullable(Type.Number()),
      /** Why a call was refused (paid calls blocked, no prepaid credit). */
      reason: Nullable(Type.String()),
    }),
  ),
});

/** POST /api/dev/calls: calls fed as the network would report them, to show and test the cost controls. */
export function devCallRoutes(
  app: Api,
  deps: Deps,
  local: { config: typeof PUBLIC; onRequest: (request: FastifyRequest) => Promise<void> },
): void {
  const feed = {
    ...local,
    schema: {
      operationId: 'postDevCalls',
      tags: [TAG.demo],
      summary: 'Record calls of a demo account',
      description:
        'Each call, one after the other, goes through the one function that records a call and evaluates the ' +
        'limits: it starts now on the server clock, is rated, may warn (mail, dashboard) or block, and is ' +
        'refused while paid calls are blocked (free numbers and calls within the bundle are not).',
      body: DevCallsRequest,
      response: { 200: DevCallsResponse },
    },
  };
  app.post('/dev/calls', feed, async (request) => {
    const user = await userByAddress(deps.db, request.body.email.trim());
    if (!user) throw notFound(t.costControl.unknownAccount);
    const results = [];
    for (const call of request.body.calls) {
      const outcome: RecordedCall = await recordCall(
        deps,
        { customerId: user.customer_id, userId: user.id },
        { ...call, calledNumber: call.calledNumber.replace(/^\+/, '') },
        request.log,
      );
      results.push(
        outcome.recorded
          ? { recorded: true, id: outcome.id, charge: outcome.charge, cost: outcome.cost, reason: null }
          : { recorded: false, id: null, charge: null, cost: null, reason: outcome.reason },
      );
    }
    return { results };
  });
}

const DevMonthRequest = Type.Object({
  email: Text(254, 'A user of the demo account'),
  count: Type.Integer({ minimum: 1, maximum: 50_000, description: 'Calls to add' }),
});

/**
 * POST /api/dev/calls/month: a busy month for a demo account in one request, the calls made up in
 * bulk from the first of the month until now, then rated and totalled as recorded ones are.
 */
export function devMonthRoutes(
  app: Api,
  deps: Deps,
  local: { config: typeof PUBLIC; onRequest: (request: FastifyRequest) => Promise<void> },
): void {
  const fill = {
    ...local,
    schema: {
      operationId: 'postDevCallsMonth',
      tags: [TAG.demo],
      summary: 'Fill this month of a demo account with calls',
      description:
        'Adds `count` calls spread from the first of the month until now (one in ten incoming, numbers of every ' +
        'kind), rated and totalled as recorded calls are; no warnings are evaluated or mailed.',
      body: DevMonthRequest,
      response: { 200: Type.Object({ added: Type.Integer() }) },
    },
  };
  app.post('/dev/calls/month', fill, async (request) => {
    const user = await userByAddress(deps.db, request.body.email.trim());
    if (!user) throw notFound(t.costControl.unknownAccount);
    const now = deps.clock.now();
    await deps.db.tx(async (q) => {
      // The row lock that recording a call takes: the two take turns for this customer.
      await lockSettings(q, user.customer_id, now);
      await addGeneratedCalls(q, [user.customer_id], request.body.count, zonedMoment(periodOf(now).start), now);
      await refreshCallTotals(q, user.customer_id);
    });
    return { added: request.body.count };
  });
}
