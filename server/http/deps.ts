import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AccountLimits } from '../auth/accountLimits';
import type { AttemptCounter } from '../auth/attempts';
import type { DownloadSlots } from '../auth/downloadSlots';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { BackgroundTasks } from '../base/backgroundTasks';
import type { Clock } from '../base/clock';
import type { ServerConfig } from '../base/config';
import type { Db } from '../db/db';
import type { HousekeepingResult } from '../domain/housekeeping';
import type { RunResult } from '../domain/invoicing/invoiceRun';
import type { Mailer } from '../mail/mailer';
import type { ErrorStyle } from './errors';
import type { StopState } from './stopState';

/** The API scope as route modules see it: request and answer types come from the route schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * What the handlers (routes/, desk/) get from the app factory. Below the handlers, functions take the
 * few parts they use (a structural type of their own), never the whole of Deps.
 */
export interface Deps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  tokens: TokenService;
  sessions: SessionStore;
  hasher: PasswordHasher;
  /** Throttling counters (login, forgot password, password change), shared by all instances. */
  attempts: AttemptCounter;
  /** Per-account limits against abuse (mails, tickets, address changes), on the same counters. */
  limits: AccountLimits;
  /** One download or export of a customer's calls or data at a time, and so many an hour. */
  downloads: DownloadSlots;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Set once the instance is stopping: the ready check then answers 503. */
  stop: Pick<StopState, 'stopping'>;
  /** Base URL for links in e-mails. */
  publicUrl(): string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errorStyle?: ErrorStyle;
  }
  interface FastifyInstance {
    /** Resolves when work started after a response (see BackgroundTasks) has finished. */
    backgroundSettled(): Promise<void>;
    /** The stop has begun: not ready any more, every answer closes its connection (main.ts drains). */
    beginStopping(): void;
    /** One run of the housekeeping job now (it also runs every HOUSEKEEPING_SECONDS). */
    runHousekeeping(): Promise<HousekeepingResult>;
    /** The scheduled invoice run's check now: runs last month unless done or leased (null then). */
    runDueInvoices(): Promise<RunResult | null>;
    /** The porting steps that are due now (the timer takes them every PORTING_SECONDS); how many were taken. */
    runPorting(): Promise<number>;
  }
}
