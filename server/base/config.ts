import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultAbuseLimits, type AbuseLimits } from './abuseLimits';

/** Everything the app factory needs to know besides the database and the clock. */
export interface ServerConfig {
  production: boolean;
  /** Demo-only endpoints under /api/dev (outbox, session tokens, reset); on only in demo mode. */
  demoEndpoints: boolean;
  /** Lifetime of access tokens in seconds (`jwt_expire_time`). */
  jwtExpireSeconds: number;
  /** Absolute lifetime of a refresh-token family in seconds. */
  refreshLifetimeSeconds: number;
  /**
   * A refresh token unused for longer than this is refused (seconds); null means twice the
   * access-token lifetime (at least 60 s): the app refreshes once per token lifetime while in use.
   */
  refreshIdleSeconds: number | null;
  /** Window in which a rotated refresh token still yields the same successor. */
  refreshGraceSeconds: number;
  /** HS256 secret; when absent one is generated and kept in the database. */
  jwtSecret: string | null;
  rateLimit: { addressFailures: number; ipAttempts: number; windowSeconds: number };
  /** What one account may make the server do per hour or day (mails, tickets, address changes). */
  abuseLimits: AbuseLimits;
  argon2: { memoryCost: number; timeCost: number };
  /** Password hashes at once and waiting; beyond the queue a 503 with Retry-After. */
  hashing: { concurrency: number; queue: number };
  smtpUrl: string | null;
  mailFrom: string;
  /** Base URL used in links in e-mails; defaults to the listening address. */
  publicUrl: string | null;
  /** Folder of the built app; null serves the API only. */
  staticDir: string | null;
  /** Origin allowed to call the API from another origin (development), or null. */
  corsOrigin: string | null;
  /**
   * Which peers may name the client in X-Forwarded-For: false (none), a hop count, or a list of proxy
   * addresses and CIDR ranges. Never "every peer": then anyone could pick the address they are counted under.
   */
  trustProxy: TrustProxy;
  /** How often the housekeeping job runs (seconds); 0 turns it off. */
  housekeepingSeconds: number;
  /**
   * Whether the monthly invoice run starts on the housekeeping timer. On by default, off by default in
   * demo mode (the demo runs a month with POST /api/dev/invoice-run); INVOICE_RUN=on|off decides.
   */
  invoiceRun: boolean;
  /**
   * How often the simulated other side of porting takes the steps that are due (seconds); 0 turns it
   * off (POST /api/dev/porting/advance still takes them in a demo).
   */
  portingSeconds: number;
  /** Signature secret of the previous rotation: its access tokens are still accepted until they expire. */
  jwtSecretPrevious: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /**
   * Bearer token that opens GET /api/metrics on the API port; null leaves that route out (metrics
   * are then only on METRICS_PORT, if set).
   */
  metricsToken: string | null;
}

export type TrustProxy = false | number | string[];

/** Where the data lives: PGlite in memory or a folder, or a PostgreSQL server. */
export type StoreConfig =
  | { kind: 'pglite'; dataDir: string | null }
  | {
      kind: 'postgres';
      /** The server's own role (DATABASE_URL). */
      connectionString: string;
      /**
       * The tables' owner (DATABASE_OWNER_URL): migrations run as it, then it grants the server's role
       * what it needs; the demo reset uses it. Without it the server's role is the owner.
       */
      ownerConnectionString?: string;
      schema?: string;
      pool?: PoolConfig;
    };

/** Size and time-outs of the PostgreSQL pool (DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface PoolConfig {
  max?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

export interface StartupConfig {
  port: number;
  host: string;
  /** Demo mode: seeds the demo accounts (published password) and opens /api/dev. Only on purpose. */
  demo: boolean;
  clockNow: string | null;
  store: StoreConfig;
  server: ServerConfig;
  /** Server processes sharing the port (node:cluster); more than 1 needs PostgreSQL. */
  workers: number;
  /** A port of its own for GET /metrics (Prometheus), or null. */
  metrics: { port: number | null; host: string };
  /**
   * Seconds between SIGTERM and closing the port, while the ready check answers 503 and the load
   * balancer takes the instance out (SHUTDOWN_DRAIN_SECONDS; 0 closes at once).
   */
  drainSeconds: number;
}

export const defaultServerConfig: ServerConfig = {
  production: false,
  demoEndpoints: false,
  jwtExpireSeconds: 900,
  refreshLifetimeSeconds: 10 * 86_400,
  refreshIdleSeconds: null,
  refreshGraceSeconds: 10,
  jwtSecret: null,
  rateLimit: { addressFailures: 10, ipAttempts: 100, windowSeconds: 900 },
  abuseLimits: defaultAbuseLimits,
  argon2: { memoryCost: 19_456, timeCost: 2 },
  // One core is always left to the other requests.
  hashing: { concurrency: Math.max(1, Math.min(4, os.availableParallelism() - 1)), queue: 32 },
  smtpUrl: null,
  mailFrom: 'Klantportaal <noreply@klantportaal.test>',
  publicUrl: null,
  staticDir: null,
  corsOrigin: null,
  trustProxy: false,
  housekeepingSeconds: 3600,
  invoiceRun: true,
  portingSeconds: 60,
  jwtSecretPrevious: null,
  logLevel: 'warn',
  metricsToken: null,
};

/**
 * argon2id at a test's cost (TEST_LOW_HASH_COST=1 with NODE_ENV=test, and the in-process test servers):
 * the seed alone hashes every demo user's password, which at production's cost takes over a second
 * per server start. Never in production: loadConfig refuses the switch outside NODE_ENV=test.
 */
export const TEST_ARGON2_COST = { memoryCost: 256, timeCost: 1 } as const;

/** The PostgreSQL pool's defaults (docs/operations.md, "Time-outs"). */
/** What requests in flight get after the port closed, before the process gives up and exits 1. */
export const STOP_GRACE_MS = 10_000;

/** How long a stop by `signal` drains first: SIGTERM (a deploy) only; Ctrl-C stops at once. */
export const drainMsFor = (startup: Pick<StartupConfig, 'drainSeconds'>, signal: NodeJS.Signals): number =>
  signal === 'SIGTERM' ? startup.drainSeconds * 1000 : 0;

export const DEFAULT_POOL = { max: 10, connectTimeoutMs: 2_000, statementTimeoutMs: 5_000 } as const;

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}
const text = (env: Env, name: string): string | null => (env[name] ? String(env[name]) : null);
/**
 * TRUST_PROXY: a hop count (`1`: the one proxy in front of the server) or a comma-separated list of
 * proxy addresses and CIDR ranges (`10.0.0.1,192.168.0.0/16`). `true`, `*` and the like are refused.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  };
  if (entries.length === 0 || !entries.every(valid))
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDR ranges, got "${value}" ` +
        '(trusting every X-Forwarded-For would let any client choose the address it is counted under).',
    );
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

/** Shortest JWT_SECRET a production start accepts (HS256 wants at least the hash's own 256 bits). */
export const MIN_JWT_SECRET_BYTES = 32;
/** Shortest METRICS_TOKEN: long enough that it cannot be guessed. */
export const MIN_METRICS_TOKEN_BYTES = 24;

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost|::ffff:127(\.\d{1,3}){3})$/i;

/** Whether an address only this machine can reach. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.replace(/^\[|\]$/g, ''));
}

/**
 * Reads the environment variables documented in docs/api.md. Demo mode is on only when asked for:
 * `DEMO=1` or the `--demo` argument (which `npm start` passes). Throws, with a message that says what
 * to set, for a configuration that must not start. How hard the production secrets are to guess is
 * checked after it, by `refuseWeakSecrets` (secretStrength.ts), which loads word lists to tell.
 */
export function loadConfig(
  env: Env = process.env,
  cwd: string = process.cwd(),
  argv: readonly string[] = [],
): StartupConfig {
  const production = env.NODE_ENV === 'production';
  const demo = env.DEMO === '1' || argv.includes('--demo');
  const host = env.HOST || '127.0.0.1';
  if (demo && !isLoopback(host) && env.DEMO_PUBLIC !== '1')
    throw new Error(
      `Demo mode seeds accounts with a published password and a login without password; it refuses to listen on ` +
        `${host}. ` +
        'Use HOST=127.0.0.1, or set DEMO_PUBLIC=1 if a public demo is really meant.',
    );
  const jwtSecret = text(env, 'JWT_SECRET');
  if (production && (jwtSecret === null || Buffer.byteLength(jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES))
    throw new Error(
      `NODE_ENV=production needs JWT_SECRET of at least ${MIN_JWT_SECRET_BYTES} bytes ` +
        '(e.g. the output of: openssl rand -base64 48).',
    );
  const previous = text(env, 'JWT_SECRET_PREVIOUS');
  if (previous !== null && Buffer.byteLength(previous, 'utf8') < MIN_JWT_SECRET_BYTES)
    throw new Error(`JWT_SECRET_PREVIOUS must be at least ${MIN_JWT_SECRET_BYTES} bytes, like JWT_SECRET.`);
  const dataDir = env.DATA_DIR ?? './data';
  const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'warn');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const staticDir = env.STATIC_DIR === '' ? null : path.resolve(cwd, env.STATIC_DIR ?? 'dist');
  const workers = int(env, 'WORKERS', 1, 1);
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(
      'WORKERS > 1 needs DATABASE_URL: each process would otherwise open an embedded database of its own.',
    );
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL)
    throw new Error(
      'DATABASE_OWNER_URL is the owner of the tables, for the migrations; the server itself needs DATABASE_URL, a ' +
        'role of its own.',
    );
  const metricsToken = text(env, 'METRICS_TOKEN');
  if (metricsToken !== null && Buffer.byteLength(metricsToken, 'utf8') < MIN_METRICS_TOKEN_BYTES)
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes (e.g. openssl rand -base64 32).`);
  const metricsPort = env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : null;
  if (workers > 1 && metricsToken !== null && metricsPort === null)
    throw new Error(
      'With WORKERS > 1 set METRICS_PORT: a scrape of /api/metrics would reach one worker only, ' +
        'METRICS_PORT adds up all of them.',
    );
  const d = defaultServerConfig;
  // Any value counts as asking for it, so a production start with TEST_LOW_HASH_COST=0 is refused too.
  const lowHashCost = Boolean(env.TEST_LOW_HASH_COST);
  if (lowHashCost && (env.NODE_ENV !== 'test' || env.TEST_LOW_HASH_COST !== '1'))
    throw new Error(
      'TEST_LOW_HASH_COST makes password hashes cheap to crack: only NODE_ENV=test accepts it, as ' +
        'TEST_LOW_HASH_COST=1 ' +
        `(NODE_ENV is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'unset'}). Remove it.`,
    );
  return {
    workers,
    metrics: { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' },
    drainSeconds: int(env, 'SHUTDOWN_DRAIN_SECONDS', 0),
    port: int(env, 'PORT', 8080),
    host,
    demo,
    clockNow: text(env, 'CLOCK_NOW'),
    store: env.DATABASE_URL
      ? {
          kind: 'postgres',
          connectionString: env.DATABASE_URL,
          ...(env.DATABASE_OWNER_URL ? { ownerConnectionString: env.DATABASE_OWNER_URL } : {}),
          ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
          pool: {
            max: int(env, 'DB_POOL_MAX', DEFAULT_POOL.max, 1),
            connectTimeoutMs: int(env, 'DB_CONNECT_TIMEOUT_MS', DEFAULT_POOL.connectTimeoutMs, 100),
            statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_POOL.statementTimeoutMs, 100),
          },
        }
      : { kind: 'pglite', dataDir: dataDir === 'memory' ? null : path.resolve(cwd, dataDir) },
    server: {
      production,
      demoEndpoints: demo,
      jwtExpireSeconds: int(env, 'JWT_EXPIRE_SECONDS', d.jwtExpireSeconds, 1),
      refreshLifetimeSeconds: int(env, 'REFRESH_LIFETIME_SECONDS', d.refreshLifetimeSeconds, 60),
      refreshIdleSeconds: env.REFRESH_IDLE_SECONDS ? int(env, 'REFRESH_IDLE_SECONDS', 0, 60) : null,
      refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', d.refreshGraceSeconds),
      jwtSecret,
      rateLimit: {
        addressFailures: int(env, 'RATE_LIMIT_ADDRESS_FAILURES', d.rateLimit.addressFailures, 1),
        ipAttempts: int(env, 'RATE_LIMIT_IP_ATTEMPTS', d.rateLimit.ipAttempts, 1),
        windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', d.rateLimit.windowSeconds, 1),
      },
      abuseLimits: {
        mailsPerAccount: {
          hour: int(env, 'LIMIT_MAILS_ACCOUNT_HOUR', d.abuseLimits.mailsPerAccount.hour, 1),
          day: int(env, 'LIMIT_MAILS_ACCOUNT_DAY', d.abuseLimits.mailsPerAccount.day, 1),
        },
        mailsPerRecipient: {
          hour: int(env, 'LIMIT_MAILS_RECIPIENT_HOUR', d.abuseLimits.mailsPerRecipient.hour, 1),
          day: int(env, 'LIMIT_MAILS_RECIPIENT_DAY', d.abuseLimits.mailsPerRecipient.day, 1),
        },
        ticketMessagesPerHour: int(env, 'LIMIT_TICKET_MESSAGES_HOUR', d.abuseLimits.ticketMessagesPerHour, 1),
        diagnosticsBytesPerDay: int(env, 'LIMIT_DIAGNOSTICS_BYTES_DAY', d.abuseLimits.diagnosticsBytesPerDay, 1),
        emailChangesPerDay: int(env, 'LIMIT_EMAIL_CHANGES_DAY', d.abuseLimits.emailChangesPerDay, 1),
        downloadsPerHour: int(env, 'LIMIT_DOWNLOADS_HOUR', d.abuseLimits.downloadsPerHour, 1),
      },
      argon2: lowHashCost ? { ...TEST_ARGON2_COST } : d.argon2,
      hashing: {
        concurrency: int(env, 'HASH_CONCURRENCY', d.hashing.concurrency, 1),
        queue: int(env, 'HASH_QUEUE', d.hashing.queue),
      },
      smtpUrl: text(env, 'SMTP_URL'),
      mailFrom: env.MAIL_FROM || d.mailFrom,
      publicUrl: text(env, 'PUBLIC_URL'),
      staticDir,
      corsOrigin: text(env, 'CORS_ORIGIN'),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      housekeepingSeconds: int(env, 'HOUSEKEEPING_SECONDS', d.housekeepingSeconds),
      invoiceRun:
        env.INVOICE_RUN === undefined ? d.invoiceRun && !demo : !['off', '0', 'false'].includes(env.INVOICE_RUN),
      portingSeconds: int(env, 'PORTING_SECONDS', d.portingSeconds),
      jwtSecretPrevious: text(env, 'JWT_SECRET_PREVIOUS'),
      logLevel: logLevel as ServerConfig['logLevel'],
      metricsToken,
    },
  };
}
