import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { LoginType } from '../../src/api/contract';
import type { AccountLimits } from '../auth/accountLimits';
import type { AttemptCounter } from '../auth/attempts';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import type { StaffContext } from '../auth/staffSessions';
import type { AccessClaims, TokenService } from '../auth/tokens';
import type { BackgroundTasks } from '../base/backgroundTasks';
import type { Clock } from '../base/clock';
import type { ServerConfig } from '../base/config';
import type { Db } from '../db/db';
import type { HousekeepingResult } from '../domain/housekeeping';
import type { Mailer } from '../mail/mailer';
import type { ErrorStyle } from './errors';

/** The API scope as route modules see it: request and answer types come from the route schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What route modules get from the app factory. */
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
  mailer: Mailer;
  background: BackgroundTasks;
  /** Base URL for links in e-mails. */
  publicUrl(): string;
}

/** The caller, as loaded from the database for each authenticated request. */
export interface AuthContext {
  userId: number;
  customerId: number;
  sessionId: string;
  isAdmin: boolean;
  active: boolean;
  email: string;
  fullName: string;
  poc: string;
  loginType: LoginType;
}

/**
 * Who may call a route: 'none' (public), 'token' (a valid access token; the handler checks the
 * session itself, in the same query as its data), 'user' (any logged-in user), 'admin' (the main
 * account holder); on the support desk 'staff' (any staff member) and 'teamleider'.
 */
export type AuthLevel = 'none' | 'token' | 'user' | 'admin' | 'staff' | 'teamleider';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    errorStyle?: ErrorStyle;
    /** Inactive accounts may call this route (dashboard, config, support). */
    allowInactive?: boolean;
    /** A desk call that does not count as activity of the staff login (the queue's polling); default true. */
    staffActivity?: boolean;
  }
  interface FastifyInstance {
    /** Resolves when work started after a response (see BackgroundTasks) has finished. */
    backgroundSettled(): Promise<void>;
    /** One run of the housekeeping job now (it also runs every HOUSEKEEPING_SECONDS). */
    runHousekeeping(): Promise<HousekeepingResult>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    claims: AccessClaims | null;
    /** The staff member of a desk call (auth 'staff' or 'teamleider'). */
    staff: StaffContext | null;
  }
}
