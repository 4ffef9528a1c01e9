/**
 * A server per test file: in-process app factory, its own database (in-memory PGlite, or a schema of
 * its own on PostgreSQL when DATABASE_URL is set) and a fixed clock. Before every test the data is put
 * back as seeded (seedSnapshot.ts) and the clock back at its start, so each test passes alone and in
 * any order. Requests go through `app.inject()` (no socket); `listen: true` adds a real port on
 * 127.0.0.1 for tests that need one (absolute links in mails, compression on the wire). Real server
 * processes: scripts/lib/serverProcess.ts.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { PasswordHasher } from '../../server/auth/passwords';
import { ManualClock } from '../../server/base/clock';
import { TEST_ARGON2_COST, type ServerConfig, type StoreConfig } from '../../server/base/config';
import type { Db } from '../../server/db/db';
import { openOwnerDb, openStore } from '../../server/db/store';
import type { Mailer } from '../../server/mail/mailer';
import { resetDemoData, seedIfEmpty } from '../../server/seed/demoStore';
import type { TokenSet } from '../../src/api/contract';
import { takeSeedSnapshot, type SeedSnapshot } from './seedSnapshot';

/** Wednesday 18 March 2026, 11:00 in Amsterdam: a working day within support hours. */
export const DEFAULT_NOW = '2026-03-18T10:00:00Z';
export const PASSWORD = 'Welkom123';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  /** Origin of the listening server; only with `listen: true`. */
  url: string;
  clock: ManualClock;
  /** The server's connection: on PostgreSQL the server's own role, which owns no table (test:pg). */
  db: Db;
  /** The tables' owner: the same as `db` on PGlite; on PostgreSQL the owner's connection, if there is one. */
  ownerDb: Db;
  app: FastifyInstance;
  get<T = unknown>(path: string, token?: string, headers?: Record<string, string>): Promise<Reply<T>>;
  post<T = unknown>(path: string, body: unknown, token?: string): Promise<Reply<T>>;
  /** Sends a raw body with the given content type. */
  raw<T = unknown>(
    method: string,
    path: string,
    body: string,
    contentType: string,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  login(email: string, password?: string): Promise<TokenSet>;
  /** Puts the database back as it was after start (demo data seeded at the clock's current moment). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  now?: string;
  config?: Partial<ServerConfig>;
  /** Listen on a free port of 127.0.0.1 (otherwise requests are injected). */
  listen?: boolean;
  /** Another instance on this database (it stays open when this one closes). */
  db?: Db;
  /** Where the server's log lines go (with a `logLevel` in `config`). */
  logStream?: { write(line: string): void };
  /** Instead of the outbox (e.g. an SMTP server that refuses). */
  mailer?: Mailer;
}

/** The state right after start of every database a test server opened, for `reset()` from any instance on it. */
const snapshots = new WeakMap<Db, SeedSnapshot>();
/** The owner's connection of every database a test server opened (the same Db where one role owns all). */
const owners = new WeakMap<Db, Db>();

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = new ManualClock(options.now ?? DEFAULT_NOW);
  const ownDb = !options.db;
  const schema = ownDb && process.env.DATABASE_URL ? `t_${process.pid}_${randomBytes(4).toString('hex')}` : null;
  const ownerUrl = process.env.DATABASE_OWNER_URL;
  const store: StoreConfig =
    process.env.DATABASE_URL && schema
      ? {
          kind: 'postgres',
          connectionString: process.env.DATABASE_URL,
          ...(ownerUrl ? { ownerConnectionString: ownerUrl } : {}),
          schema,
        }
      : { kind: 'pglite', dataDir: null };
  const db = options.db ?? (await openStore(store));
  // The tables' owner, for what the server's role may not: the snapshot, the demo reset, dropping the schema.
  const ownerDb = (ownDb ? openOwnerDb(store) : null) ?? owners.get(db) ?? db;
  if (ownDb) owners.set(db, ownerDb);
  // Passwords hashed at a test's cost, unless a test sets `argon2` (productionHashCost.test.ts).
  const hasher = new PasswordHasher(options.config?.argon2 ?? TEST_ARGON2_COST);
  if (ownDb) await seedIfEmpty(db, clock, hasher);
  const app = await buildServer({
    db,
    clock,
    resetDemoData: (_db, resetClock, resetHasher) => resetDemoData(ownerDb, resetClock, resetHasher),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    config: {
      logLevel: 'silent',
      staticDir: null,
      // The in-process test server is a demo server: tests read the seed and use /api/dev.
      demoEndpoints: true,
      rateLimit: { addressFailures: 10, ipAttempts: 10_000, windowSeconds: 900 },
      argon2: TEST_ARGON2_COST,
      // Porting steps are taken when a test says so (app.runPorting(), the demo's advance).
      portingSeconds: 0,
      ...options.config,
    },
  });
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  } else {
    await app.ready();
  }
  if (ownDb) snapshots.set(db, await takeSeedSnapshot(ownerDb, clock.now().getTime()));

  async function send<T>(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<Reply<T>> {
    const response = await app.inject({
      method: method as 'GET',
      url: path,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) replyHeaders.append(name, String(one));
    }
    const text = response.body;
    let parsed: unknown = text;
    if ((replyHeaders.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.statusCode, headers: replyHeaders, body: parsed as T };
  }
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const server: TestServer = {
    url,
    clock,
    db,
    ownerDb,
    app,
    get: (path, token, headers = {}) => send('GET', path, undefined, { ...auth(token), ...headers }),
    post: (path, body, token) =>
      send('POST', path, JSON.stringify(body), { 'content-type': 'application/json', ...auth(token) }),
    raw: (method, path, body, contentType, token, headers = {}) =>
      send(method, path, body, { 'content-type': contentType, ...auth(token), ...headers }),
    async login(email, password = PASSWORD) {
      const reply = await server.post<TokenSet>('/api/auth/token', { email, password });
      if (reply.status !== 200) throw new Error(`login ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    async reset() {
      await app.backgroundSettled();
      const snapshot = snapshots.get(db);
      if (!snapshot) throw new Error('no snapshot of this database');
      await ownerDb.tx((q) => snapshot.restore(q));
      // The seed's dates are relative to the clock: another moment needs a seed of its own.
      if (clock.now().getTime() !== snapshot.seededAt) await resetDemoData(ownerDb, clock, hasher);
    },
    async close() {
      await app.close();
      if (!ownDb) return;
      if (schema) await ownerDb.exec(`DROP SCHEMA "${schema}" CASCADE`);
      if (schema) await snapshots.get(db)?.drop();
      await db.close();
      if (ownerDb !== db) await ownerDb.close();
    },
  };
  return server;
}

/**
 * Starts one server for the file and closes it afterwards; before each test its data is as seeded
 * and its clock at `options.now`.
 */
export function useTestServer(options: TestServerOptions = {}): () => TestServer {
  const servers = useTestServers([options]);
  return () => {
    const [server] = servers();
    if (!server) throw new Error('server not started');
    return server;
  };
}

/**
 * Several instances on one database for the file (the API behind a load balancer), the first one
 * opening it; before each test the data is as seeded and every clock at the first one's `now`.
 */
export function useTestServers(options: Array<Omit<TestServerOptions, 'db'>>): () => TestServer[] {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    for (const one of options)
      servers.push(await startTestServer({ ...one, ...(servers[0] ? { db: servers[0].db } : {}) }));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers.splice(0).reverse()) await server.close();
  });
  beforeEach(async () => {
    for (const server of servers) server.clock.set(options[0]?.now ?? DEFAULT_NOW);
    for (const server of servers) await server.app.backgroundSettled();
    await servers[0]?.reset();
  });
  return () => {
    if (servers.length !== options.length) throw new Error('servers not started');
    return servers;
  };
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export async function outbox(s: TestServer): Promise<OutboxMessage[]> {
  const reply = await s.get<{ messages: OutboxMessage[] }>('/api/dev/outbox');
  return reply.body.messages;
}

/**
 * Switches two-step verification by e-mail on for the login of `token` as the app does: asks for the
 * code (mailed to `email`), reads it from the outbox and types it back; answers the confirmation.
 */
export async function switchEmailCodesOn(
  s: TestServer,
  token: string,
  email: string,
): Promise<Reply<{ message: string }>> {
  const sent = await s.post<{ challenge: string }>('/api/security/email-codes', {}, token);
  if (sent.status !== 200) throw new Error(`no code for ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const mail = (await outbox(s)).find((m) => m.to.toLowerCase() === email.toLowerCase());
  const code = /aan te zetten is: (\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no set-up code mailed to ${email}`);
  return s.post('/api/security/email-codes/confirm', { challenge: sent.body.challenge, code }, token);
}
