import { Type } from '@sinclair/typebox';
import { t } from '../base/text';
import { loadMigrations, probeAppliedMigrations } from '../db/migrate';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC } from '../http/routeOptions';

const Healthy = Type.Object({ status: Type.Literal('ok') });
const NotReady = Type.Object({
  message: Type.String({ description: 'Dutch, for a person reading the check' }),
  reason: Type.Union([Type.Literal('database'), Type.Literal('migrations'), Type.Literal('stopping')], {
    description:
      '"database": no answer (stopped, frozen, unreachable); "migrations": this version\'s not applied; ' +
      '"stopping": the instance was told to stop and serves only until the load balancer has taken it out',
  }),
});

/**
 * Liveness and readiness for load balancers and orchestrators (docs/operations.md, "Health"): public,
 * cheap, left out of the request log (http/requestLog.ts) and of every rate limit.
 */
export function healthRoutes(api: Api, deps: Deps): void {
  // Every migration this version knows must be applied; newer ones (a rolling deploy) do no harm.
  const expected = loadMigrations().map((m) => m.version);

  api.get(
    '/health/live',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getHealthLive',
        tags: [TAG.operations],
        summary: 'Whether the process answers',
        description: 'Always 200 while the process runs and takes requests; it asks the database nothing.',
        security: [],
        response: { 200: Healthy },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/health/ready',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getHealthReady',
        tags: [TAG.operations],
        summary: 'Whether this instance can serve requests',
        description:
          'Reads the applied migrations on a database connection of its own (so a busy pool does not delay it): ' +
          '200 when the database answers and every migration of this version is applied, otherwise 503 with the ' +
          'reason; 503 too from the stop signal on. Load balancers take an instance out while it answers 503.',
        security: [],
        response: { 200: Healthy, 503: NotReady },
      },
    },
    async (_request, reply) => {
      if (deps.stop.stopping)
        return reply.status(503).send({ message: t.health.stopping, reason: 'stopping' as const });
      let applied: Set<string>;
      try {
        applied = await probeAppliedMigrations(deps.db);
      } catch {
        // Unreachable, frozen past the time-out, or not even a migration table: not ready either way.
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ message: t.health.databaseUnavailable, reason: 'database' as const });
      }
      if (!expected.every((version) => applied.has(version)))
        return reply.status(503).send({ message: t.health.migrationsPending, reason: 'migrations' as const });
      return { status: 'ok' as const };
    },
  );
}
