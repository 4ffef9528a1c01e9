import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import type { HousekeepingResult } from '../domain/housekeeping';
import type { Mailer } from '../mail/mailer';
import type { Api } from './deps';
import { TAG } from './openapi';
import { routeOf } from './requestLog';

/**
 * Prometheus metrics of one server process (prom-client): requests per route and status with their
 * durations, the database pool, login failures, throttled requests, mails and housekeeping runs.
 * Not public: served on a port of its own (METRICS_PORT) or, with METRICS_TOKEN, at GET /api/metrics
 * for that bearer token only (docs/operations.md, "Metrics").
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  durations: Histogram<'method' | 'route' | 'status'>;
  loginFailures: Counter<'step'>;
  throttled: Counter<'route'>;
  mails: Counter<'result'>;
  housekeeping: Counter<'result'>;
}

/** A registry for a server process; with `processMetrics` also CPU, memory, event loop and GC. */
export function newRegistry(options: { processMetrics: boolean }): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}

/** Seconds; the API answers in milliseconds, a frozen database takes seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(registry: Registry, db: Db): Metrics {
  const registers = [registry];
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the database pool, by state (in_use, idle).',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = db.poolStats();
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a connection of the database pool.',
    registers,
    collect() {
      this.set(db.poolStats().waiting);
    },
  });
  return {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'Answered requests by method, route (its template) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    durations: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from request to answer, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers,
    }),
    loginFailures: new Counter({
      name: 'portal_login_failures_total',
      help:
        'Refused logins of customers and staff: a wrong address or password (step "password"), or a wrong or ' +
        'ended code or a staff account locked by wrong codes (step "code").',
      labelNames: ['step'],
      registers,
    }),
    throttled: new Counter({
      name: 'portal_throttled_requests_total',
      help: 'Requests refused by a limit (429), by route.',
      labelNames: ['route'],
      registers,
    }),
    mails: new Counter({
      name: 'portal_mails_total',
      help: 'Mails handed to SMTP or the outbox ("sent") or refused by it ("failed").',
      labelNames: ['result'],
      registers,
    }),
    housekeeping: new Counter({
      name: 'portal_housekeeping_runs_total',
      help: 'Housekeeping runs of this instance: "ran" (held the lease), "skipped" (another did), "failed".',
      labelNames: ['result'],
      registers,
    }),
  };
}

/** Where a login was refused: its password (or address) or its second step's code. */
export type LoginStep = 'password' | 'code';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a login that refused at this step and answers alike for both (the desk's). */
    loginFailure: LoginStep | null;
  }
}

/** The customer's login: a step per route, refused with 401. */
const LOGIN_STEPS: Record<string, LoginStep> = { '/api/auth/token': 'password', '/api/auth/token/code': 'code' };

/** Counts a refused login at `step` in portal_login_failures_total, when the request is answered. */
export function countLoginFailure(request: FastifyRequest, step: LoginStep): void {
  request.loginFailure = step;
}

/** Counts every answer of the app (API, static files, unknown paths). */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.decorateRequest('loginFailure', null);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.durations.observe(labels, reply.elapsedTime / 1000);
    const step = request.loginFailure ?? (reply.statusCode === 401 ? LOGIN_STEPS[route] : undefined);
    if (step) metrics.loginFailures.inc({ step });
    if (reply.statusCode === 429) metrics.throttled.inc({ route });
    done();
  });
}

/** The mailer, counting what it sends and what fails. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        metrics.mails.inc({ result: 'sent' });
      } catch (error) {
        metrics.mails.inc({ result: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

export function countHousekeeping(metrics: Metrics) {
  return {
    onRun: (result: HousekeepingResult) => metrics.housekeeping.inc({ result: result.ran ? 'ran' : 'skipped' }),
    onError: () => metrics.housekeeping.inc({ result: 'failed' }),
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /api/metrics on the API port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
export function metricsRoute(api: Api, registry: Registry, token: string): void {
  api.get(
    '/metrics',
    {
      // Not a login: the token is METRICS_TOKEN, checked here rather than by the guard.
      config: { auth: 'none' },
      schema: {
        operationId: 'getMetrics',
        tags: [TAG.operations],
        summary: 'Prometheus metrics of this instance',
        description:
          'The metrics in Prometheus text format, only when the server runs with METRICS_TOKEN and the call ' +
          'carries it as bearer token (docs/operations.md). Without METRICS_TOKEN the route does not exist.',
        security: [{ bearer: [] }],
        // Text, sent as it is: the schema is a description.
        response: {
          200: {
            description: 'The metrics in Prometheus text format',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new HttpError(401, t.auth.missingToken);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), for a scraper on the operators' network; `text`
 * gives the metrics (of this process, or added up over the workers).
 */
export function serveMetrics(
  text: () => Promise<string>,
  contentType: string,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    text().then(
      (body) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
