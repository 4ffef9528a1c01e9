import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PasswordHasher } from '../../server/auth/passwords';
import { ManualClock } from '../../server/base/clock';
import { TEST_ARGON2_COST } from '../../server/base/config';
import type { Db } from '../../server/db/db';
import { openStore } from '../../server/db/store';
import { seedIfEmpty } from '../../server/seed/demoStore';
import { DEFAULT_NOW, startTestServer, type TestServer } from './helpers';
import { tcpRelay, type TcpRelay } from './tcpRelay';

/**
 * A database out of reach answers every call at once with 503, Retry-After and a Dutch message in
 * the route's error style, logs one line per failure (no stack trace), and the ready check says so.
 * On PGlite the store is closed under the running server; on PostgreSQL (npm run test:pg) a relay
 * between pool and server cuts or freezes the connections, and the server recovers by itself.
 */
/**
 * Failing takes milliseconds, or a connect or statement time-out when frozen (about 2 s here); a call
 * that waited for the database instead would wait until the test restores it, past this bound. It
 * only catches such a hang, so a loaded machine does not break it.
 */
const HANG_BOUND_MS = 8_000;
const UNAVAILABLE = 'Het portaal is even niet bereikbaar. Probeer het over een paar seconden opnieuw.';

async function seededStore(store: Parameters<typeof openStore>[0]): Promise<Db> {
  const db = await openStore(store);
  await seedIfEmpty(db, new ManualClock(DEFAULT_NOW), new PasswordHasher(TEST_ARGON2_COST));
  return db;
}

interface Call {
  status: number;
  ms: number;
  id: string;
  retryAfter: string | null;
  body: unknown;
}

async function timed(send: () => Promise<{ status: number; headers: Headers; body: unknown }>): Promise<Call> {
  const started = performance.now();
  const reply = await send();
  return {
    status: reply.status,
    ms: performance.now() - started,
    id: reply.headers.get('x-request-id') ?? '',
    retryAfter: reply.headers.get('retry-after'),
    body: reply.body,
  };
}

/** The three error styles and the ready check, none waiting for the database; one warn line per failure. */
async function expectUnavailable(s: TestServer, token: string, lines: string[]): Promise<void> {
  lines.length = 0;
  const plain = await timed(() => s.get('/api/dashboard', token));
  const fields = await timed(() => s.post('/api/auth/token', { email: 'admin@demo.test', password: 'Welkom123' }));
  const ticket = await timed(() => s.get('/api/tickets', token));
  expect(plain.body).toEqual({ message: UNAVAILABLE });
  expect(fields.body).toEqual({ message: { error: UNAVAILABLE } });
  expect(ticket.body).toEqual({ error: { message: UNAVAILABLE } });
  for (const call of [plain, fields, ticket]) {
    expect([call.status, call.retryAfter]).toEqual([503, '5']);
    expect(call.ms).toBeLessThan(HANG_BOUND_MS);
  }
  const ready = await s.get('/api/health/ready');
  expect([ready.status, ready.body]).toEqual([
    503,
    { message: 'Niet gereed: de database is niet bereikbaar.', reason: 'database' },
  ]);
  expect((await s.get('/api/health/live')).status).toBe(200);

  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toEqual(
    [plain, fields, ticket].map((call) =>
      expect.objectContaining({
        reqId: call.id,
        level: 40,
        msg: 'database unavailable',
        status: 503,
        database: expect.any(String),
      }),
    ),
  );
  expect(lines.join('')).not.toContain('"stack"');
}

test('PGlite closed under a running server: 503 in each error style, one log line each, not ready', async () => {
  const lines: string[] = [];
  const db = await seededStore({ kind: 'pglite', dataDir: null });
  const s = await startTestServer({
    db,
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    const { token } = await s.login('admin@demo.test');
    await db.close();
    await expectUnavailable(s, token, lines);
  } finally {
    await s.close();
  }
});

// As the tables' owner, one role: this is about a connection that is lost, not about roles.
const postgresUrl = process.env.DATABASE_OWNER_URL ?? process.env.DATABASE_URL;
(postgresUrl ? describe : describe.skip)('PostgreSQL behind a relay that is cut or frozen', () => {
  const lines: string[] = [];
  const schema = `lost_${process.pid}_${randomBytes(3).toString('hex')}`;
  let relay: TcpRelay;
  let db: Db;
  let s: TestServer;
  let token = '';

  beforeAll(async () => {
    const target = new URL(postgresUrl ?? '');
    relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${relay.port}`;
    db = await seededStore({
      kind: 'postgres',
      connectionString: target.toString(),
      schema,
      pool: { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 },
    });
    s = await startTestServer({
      db,
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    token = (await s.login('admin@demo.test')).token;
  }, 60_000);
  afterAll(async () => {
    // Each part is unset when the start failed before it: that failure is the one to report.
    await relay?.restore();
    await s?.close();
    await db?.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await db?.close();
    await relay?.close();
  });

  async function recovers(): Promise<void> {
    await relay.restore();
    expect((await s.get('/api/health/ready')).status).toBe(200);
    expect((await s.get('/api/dashboard', token)).status).toBe(200);
  }

  test('connections cut and refused: 503 at once; restored: it recovers without a restart', async () => {
    await relay.cut();
    await expectUnavailable(s, token, lines);
    await recovers();
  });

  test('connections frozen: 503 within the time-outs (1 s to connect, 1 s per statement and 1 s margin)', async () => {
    relay.freeze();
    await expectUnavailable(s, token, lines);
    await recovers();
  });
});
