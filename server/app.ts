import type { AddressInfo } from 'node:net';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AccountLimits } from './auth/accountLimits';
import { AttemptCounter, attemptStore } from './auth/attempts';
import { clientCountingKey } from './auth/clientKey';
import { DownloadSlots } from './auth/downloadSlots';
import { authGuard } from './auth/guard';
import { PasswordHasher } from './auth/passwords';
import { SessionStore } from './auth/sessions';
import { TokenService, loadSecret } from './auth/tokens';
import { BackgroundTasks } from './base/backgroundTasks';
import { systemClock, type Clock } from './base/clock';
import { defaultServerConfig, type ServerConfig } from './base/config';
import { tooMany } from './base/httpError';
import { t } from './base/text';
import type { Db } from './db/db';
import { unavailableReason } from './db/unavailable';
import { deskRoutes } from './desk';
import { runHousekeeping, scheduleHousekeeping } from './domain/housekeeping';
import { runDueInvoices, scheduleInvoiceRun } from './domain/invoicing/schedule';
import { runDuePorting, schedulePorting } from './domain/porting/simulation';
import { refuseControlCharacters } from './http/controlCharacters';
import type { Deps } from './http/deps';
import { handleError } from './http/errors';
import { redactError, redactText, redactUrl } from './http/logRedaction';
import {
  countHousekeeping,
  countRequests,
  countedMailer,
  createMetrics,
  metricsRoute,
  newRegistry,
} from './http/metrics';
import { openApi } from './http/openapi';
import { stripBidiControls } from './http/plainText';
import { requestIdGenerator, requestLog } from './http/requestLog';
import { securityHeaders } from './http/security';
import { inlineHashes, serveApp } from './http/static';
import { StopState } from './http/stopState';
import { ajvOptions } from './http/validation';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { apiRoutes } from './routes';
import { devRoutes, type ResetDemoData } from './routes/dev';
import { healthRoutes } from './routes/health';

export interface BuildOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<ServerConfig>;
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The process's metrics registry (main.ts, with process metrics); a registry of its own otherwise. */
  metrics?: Registry;
  /** Puts the demo data back (seed/demoStore.ts), for POST /api/dev/reset; needed with the demo endpoints. */
  resetDemoData?: ResetDemoData;
}

const BODY_LIMIT = 64 * 1024;
/** Smaller answers are sent as they are: compressing them saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/** Hides token-shaped strings in every message a log call passes (see http/logRedaction.ts). */
function redactLogArguments(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
  );
}

/**
 * Builds the server (not listening): the API under /api and the built app with history fallback.
 * The database is the caller's to open, migrate, seed and close.
 */
export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultServerConfig, ...options.config };
  const { resetDemoData } = options;
  if (config.demoEndpoints && !resetDemoData)
    throw new Error('The demo endpoints need resetDemoData (seed/demoStore.ts).');
  const clock = options.clock ?? systemClock;
  const { db } = options;
  const secret = await loadSecret(db, config.jwtSecret);
  const previousSecret = config.jwtSecretPrevious ? new TextEncoder().encode(config.jwtSecretPrevious) : null;
  const metrics = createMetrics(options.metrics ?? newRegistry({ processMetrics: false }), db);
  const mailer = countedMailer(
    options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, clock)),
    metrics,
  );

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
              err: redactError,
            },
            hooks: { logMethod: redactLogArguments },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Our own request log (http/requestLog.ts): one line per request, health checks left out.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    ajv: ajvOptions,
    // Download links carry their token as a path parameter.
    routerOptions: { maxParamLength: 1000 },
    // A hop count as proxy-addr's hop test (what Fastify does with a number; its types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // On SIGTERM: no new connections; requests already on a connection are still answered (with
    // Connection: close), so a load balancer's retry is never needed for them.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  const attempts = new AttemptCounter(db, clock);
  const stopState = new StopState();
  const deps: Deps = {
    db,
    clock,
    config,
    tokens: new TokenService(secret, clock, config.jwtExpireSeconds, previousSecret),
    sessions: new SessionStore(
      db,
      clock,
      config.refreshLifetimeSeconds,
      config.refreshGraceSeconds,
      secret,
      // At least a minute, so a slow network never costs a login that is in use.
      config.refreshIdleSeconds ?? Math.max(60, 2 * config.jwtExpireSeconds),
    ),
    hasher: new PasswordHasher(config.argon2, config.hashing),
    attempts,
    limits: new AccountLimits(attempts, config.abuseLimits),
    downloads: new DownloadSlots(db, clock, attempts, config.abuseLimits.downloadsPerHour),
    mailer,
    background: new BackgroundTasks(),
    stop: stopState,
    publicUrl: () => {
      if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
      const address = app.server.address() as AddressInfo | null;
      return address
        ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
        : 'http://localhost:8080';
    },
  };

  // JSON only: other bodies are refused with 415 instead of reaching the routes as text.
  app.removeContentTypeParser('text/plain');
  requestLog(app);
  countRequests(app, metrics);
  app.decorateRequest('auth', null);
  app.decorateRequest('claims', null);
  app.decorateRequest('staff', null);
  await securityHeaders(app, {
    production: config.production,
    inlineScriptHashes: inlineHashes(config.staticDir, 'script'),
    inlineStyleHashes: inlineHashes(config.staticDir, 'style'),
  });

  await app.register(
    async (api) => {
      api.setErrorHandler(handleError);
      if (config.corsOrigin) {
        // A development front end on another origin (CORS_ORIGIN); preflights are answered in the hook.
        await api.register(fastifyCors, {
          // A list, so only a matching Origin is echoed (a plain string would be sent to every origin).
          origin: [config.corsOrigin],
          methods: ['GET', 'POST', 'OPTIONS'],
          allowedHeaders: ['Authorization', 'Content-Type'],
          maxAge: 600,
        });
      }
      // Limits per client address on the routes that ask for one (config.rateLimit), counted in the
      // database after the body passed its schema. The 429 speaks the route's error style.
      await api.register(fastifyRateLimit, {
        global: false,
        hook: 'preHandler',
        store: attemptStore(attempts),
        keyGenerator: (request) => `ip:${clientCountingKey(request.ip)}`,
        errorResponseBuilder: (request) =>
          tooMany(
            request.routeOptions.config.errorStyle === 'fields'
              ? { email: t.auth.tooManyAttempts }
              : t.auth.tooManyAttempts,
          ),
      });
      // Answers of 1 KB or more go out with brotli or gzip, as the client asks: a month of calls is
      // mostly repeated keys and digits. A low brotli level: the answers are made per request.
      await api.register(fastifyCompress, {
        threshold: COMPRESS_FROM_BYTES,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await openApi(api);
      api.addHook('preValidation', refuseControlCharacters);
      api.addHook('preValidation', stripBidiControls);
      api.addHook('preHandler', authGuard(deps));
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      healthRoutes(typed, deps);
      if (config.metricsToken) metricsRoute(typed, metrics.registry, config.metricsToken);
      apiRoutes(api, deps);
      deskRoutes(typed, deps);
      if (config.demoEndpoints && resetDemoData) devRoutes(typed, deps, resetDemoData);
    },
    { prefix: '/api' },
  );

  // Its own context, so compression and the history fallback stay out of the API's hooks.
  await app.register(async (site) => serveApp(site, config.staticDir));
  app.decorate('backgroundSettled', () => deps.background.settled());
  const counted = countHousekeeping(metrics);
  app.decorate('runHousekeeping', () =>
    runHousekeeping(db, clock).then(
      (result) => {
        counted.onRun(result);
        return result;
      },
      (error: unknown) => {
        counted.onError();
        throw error;
      },
    ),
  );
  const housekeeping = scheduleHousekeeping(
    db,
    clock,
    config.housekeepingSeconds,
    (err: unknown) => {
      counted.onError();
      const unavailable = unavailableReason(err);
      // An outage is one line, not a stack trace.
      if (unavailable) app.log.warn({ database: unavailable }, 'housekeeping skipped: database unavailable');
      else app.log.error({ err }, 'housekeeping failed');
    },
    counted.onRun,
  );
  // The month's invoices on the same timer, under a lease of their own (docs/operations.md).
  app.decorate('runDueInvoices', () => runDueInvoices(deps, app.log));
  const invoiceRun = scheduleInvoiceRun(deps, config.invoiceRun ? config.housekeepingSeconds : 0, app.log);
  // The other side of porting (the current provider and COIN), on a timer of its own under a lease.
  const simulation = { ...deps, demo: config.demoEndpoints };
  app.decorate('runPorting', () => runDuePorting(simulation, app.log));
  const porting = schedulePorting(simulation, config.portingSeconds, app.log);
  // From the stop on, answers close their connection: left as keep-alive it would hold the exit up
  // until the proxy dropped it, or take a request just as the server closes it (which no one answers).
  app.decorate('beginStopping', () => stopState.begin());
  app.addHook('preClose', async () => {
    stopState.begin();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopState.stopping) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await invoiceRun.stop();
    await porting.stop();
    await deps.background.settled();
    await mailer.close();
  });
  return app;
}
