/**
 * A server per test file: in-process app factory, fresh database (in-memory PGlite, or a schema of
 * its own on PostgreSQL when DATABASE_URL is set) and a fixed clock. Requests go through
 * `app.inject()` (no socket); `listen: true` adds a real port on 127.0.0.1 for tests that need one
 * (absolute links in mails, compression on the wire). Real server processes: __tests__/support/serverProcess.ts.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TokenSet } from '../../src/api/contract';
import { buildServer } from '../../server/app';
import { PasswordHasher } from '../../server/auth/passwords';
import { ManualClock } from '../../server/clock';
import { defaultServerConfig, type ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { openStore, resetDemoData, seedIfEmpty } from '../../server/db/store';

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
  db: Db;
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
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const clock = new ManualClock(options.now ?? DEFAULT_NOW);
  const ownDb = !options.db;
  const schema = ownDb && process.env.DATABASE_URL ? `t_${process.pid}_${randomBytes(4).toString('hex')}` : null;
  const db =
    options.db ??
    (await openStore(
      process.env.DATABASE_URL && schema
        ? { kind: 'postgres', connectionString: process.env.DATABASE_URL, schema }
        : { kind: 'pglite', dataDir: null },
    ));
  const hasher = new PasswordHasher(defaultServerConfig.argon2);
  if (ownDb) await seedIfEmpty(db, clock, hasher);
  const app = await buildServer({
    db,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    config: {
      logLevel: 'silent',
      staticDir: null,
      // The in-process test server is a demo server: tests read the seed and use /api/dev.
      demoEndpoints: true,
      rateLimit: { addressFailures: 10, ipAttempts: 10_000, windowSeconds: 900 },
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
    reset: () => resetDemoData(db, clock, hasher),
    async close() {
      await app.close();
      if (!ownDb) return;
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
  return server;
}

/** Starts one server for the file, closes it afterwards. */
export function useTestServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function outbox(s: TestServer): Promise<OutboxMessage[]> {
  const reply = await s.get<{ messages: OutboxMessage[] }>('/api/dev/outbox');
  return reply.body.messages;
}
