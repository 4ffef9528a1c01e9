import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { PortingStatus } from '../../src/api/portingContract';
import { portingText } from '../../src/text/porting';
import { portingServerText as text } from '../base/portingText';
import { advancePorting } from '../domain/porting/simulation';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import type { PUBLIC } from '../http/routeOptions';

const AdvanceRequest = Type.Object({
  number: Type.String({ maxLength: 40, description: 'A number of the request, in any form the portal accepts' }),
  block: Type.Optional(
    Type.String({ maxLength: 20, description: "Make the current provider's answer a 102 that blocks, with this code" }),
  ),
  error: Type.Optional(
    Type.String({ maxLength: 20, description: "Answer with COIN's error (117) of this code instead" }),
  ),
});

const AdvanceResponse = Type.Object({ message: Type.String(), id: Type.Integer(), status: PortingStatus });

/** POST /api/dev/porting/advance: the simulated other side's next step of a porting request, now. */
export function devPortingRoutes(
  app: Api,
  deps: Deps,
  local: { config: typeof PUBLIC; onRequest: (request: FastifyRequest) => Promise<void> },
): void {
  const advance = {
    ...local,
    schema: {
      operationId: 'postDevPortingAdvance',
      tags: [TAG.demo],
      summary: 'Take the next porting step now',
      description:
        'For the request of the number given: exactly the next step the current provider or COIN would take — ' +
        '101 sent → 102 approved with the first possible date (or a 100 first for a block of more than 10), ' +
        'approved → planned on the wanted date (within the window), planned → 201 performed now. `block` makes ' +
        "the 102 a blocking answer with that code, `error` makes it COIN's 117. The step's mail goes out.",
      body: AdvanceRequest,
      response: { 200: AdvanceResponse },
    },
  };
  app.post('/dev/porting/advance', advance, async (request) => {
    const { number, block, error } = request.body;
    const result = await advancePorting(
      { ...deps, demo: deps.config.demoEndpoints },
      number,
      { ...(block ? { block } : {}), ...(error ? { error } : {}) },
      request.log,
    );
    return { ...result, message: text.dev.stepped(portingText.statuses[result.status]) };
  });
}
