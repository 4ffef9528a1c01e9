/**
 * A real server per test file: in-process app factory, fresh database (in-memory PGlite, or a schema
 * of its own on PostgreSQL when DATABASE_URL is set), a fixed clock, and HTTP over 127.0.0.1.
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
  url: string;
  clock: ManualClock;
  db: Db;
  app: FastifyInstance;
  get<T = unknown>(path: string, token?: string, headers?: Record<string, string>): Promise<Reply<T>>;
  post<T = unknown>(path: string, body: unknown, token?: string): Promise<Reply<T>>;
  /** Sends a raw body with the given content type. */
  raw<T = unknown>(method: string, path: string, body: string, contentType: string, token?: string): Promise<Reply<T>>;
  login(email: string, password?: string): Promise<TokenSet>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: { now?: string; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  const clock = new ManualClock(options.now ?? DEFAULT_NOW);
  const schema = process.env.DATABASE_URL ? `t_${process.pid}_${randomBytes(4).toString('hex')}` : null;
  const db = await openStore(
    process.env.DATABASE_URL && schema
      ? { kind: 'postgres', connectionString: process.env.DATABASE_URL, schema }
      : { kind: 'pglite', dataDir: null },
  );
  const hasher = new PasswordHasher(defaultServerConfig.argon2);
  await seedIfEmpty(db, clock, hasher);
  const app = await buildServer({
    db,
    clock,
    config: {
      logLevel: 'silent',
      staticDir: null,
      rateLimit: { addressFailures: 10, ipAttempts: 10_000, windowSeconds: 900 },
      ...options.config,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function send<T>(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<Reply<T>> {
    const response = await fetch(`${url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
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
    raw: (method, path, body, contentType, token) =>
      send(method, path, body, { 'content-type': contentType, ...auth(token) }),
    async login(email, password = PASSWORD) {
      const reply = await server.post<TokenSet>('/api/auth/token', { email, password });
      if (reply.status !== 200) throw new Error(`login ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    reset: () => resetDemoData(db, clock, hasher),
    async close() {
      await app.close();
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
  return server;
}

/** Starts one server for the file, closes it afterwards. */
export function useTestServer(options: { now?: string; config?: Partial<ServerConfig> } = {}): () => TestServer {
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
