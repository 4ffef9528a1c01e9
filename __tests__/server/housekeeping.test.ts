import { tokenHash } from '../../server/auth/tokens';
import { scheduleHousekeeping } from '../../server/domain/housekeeping';
import { DEFAULT_NOW, useTestServers, type TestServer } from './helpers';

/** The housekeeping job, run from two instances on one database. */
const servers = useTestServers([{}, {}]);
let first: TestServer;
let second: TestServer;
beforeEach(() => {
  [first, second] = servers() as [TestServer, TestServer];
});

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.parse(DEFAULT_NOW) + offsetMs);

async function count(s: TestServer, sql: string): Promise<number> {
  const [row] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`);
  return row?.n ?? 0;
}

/** One row of each kind that has ended (marked 'old') and one that is still in use ('live'). */
async function seedRows(s: TestServer): Promise<void> {
  const [user] = await s.db.query<{ id: number; customer_id: number }>(
    "SELECT id, customer_id FROM users WHERE email = 'admin@demo.test'",
  );
  const u = user?.id ?? 0;
  const q = (sql: string, params: unknown[]) => s.db.query(sql, params);
  const session = (id: string, expires: Date, revoked: Date | null) =>
    q(
      'INSERT INTO sessions (id, user_id, login_type, created_at, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, u, 'web', at(-40 * DAY), expires, revoked],
    );
  await session('old-expired', at(-31 * DAY), null);
  await session('recently-revoked', at(5 * DAY), at(-DAY));
  await session('live', at(5 * DAY), null);
  for (const [hash, sessionId] of [
    ['rt-old', 'old-expired'],
    ['rt-revoked', 'recently-revoked'],
    ['rt-live', 'live'],
  ])
    await q('INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES ($1, $2, $3)', [
      hash,
      sessionId,
      at(-DAY),
    ]);
  const oneTime = (hash: string, expires: Date, used: Date | null) =>
    q('INSERT INTO one_time_tokens (hash, purpose, user_id, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)', [
      tokenHash(hash),
      'password-reset',
      u,
      expires,
      used,
    ]);
  await oneTime('ott-expired', at(-1000), null);
  await oneTime('ott-used', at(3_600_000), at(-1000));
  await oneTime('ott-live', at(3_600_000), null);
  const emailChange = (hash: string, expires: Date, used: Date | null) =>
    q(
      `INSERT INTO email_changes (hash, user_id, new_email, created_at, expires_at, used_at)
       VALUES ($1, $2, 'nieuw@demo.test', $3, $4, $5)`,
      [tokenHash(hash), u, at(-DAY), expires, used],
    );
  await emailChange('ec-expired', at(-1000), null);
  await emailChange('ec-used', at(3_600_000), at(-1000));
  await emailChange('ec-live', at(3_600_000), null);
  const download = (hash: string, expires: Date, singleUse: boolean, used: Date | null) =>
    q(
      `INSERT INTO download_tokens (hash, user_id, customer_id, item, single_use, created_at, expires_at, used_at)
       VALUES ($1, $2, $3, 'export', $4, $5, $6, $7)`,
      [hash, u, user?.customer_id, singleUse, at(-DAY), expires, used],
    );
  await download('dl-expired', at(-1000), false, null);
  await download('dl-used-once', at(DAY), true, at(-1000));
  await download('dl-live', at(DAY), false, at(-1000));
  const challenge = (id: string, expires: Date) =>
    q(
      `INSERT INTO login_challenges (id, user_id, code_hash, created_at, sent_at, expires_at)
       VALUES ($1, $2, 'x', $3, $3, $4)`,
      [id, u, at(-3 * DAY), expires],
    );
  await challenge('ch-old', at(-2 * DAY));
  await challenge('ch-live', at(600_000));
  await q('INSERT INTO auth_attempts (key, hits, expires_at) VALUES ($1, 1, $2), ($3, 1, $4)', [
    'ip:old',
    at(-1000),
    'ip:live',
    at(600_000),
  ]);
  const [ticket] = await s.db.query<{ id: number }>('SELECT id FROM tickets ORDER BY id LIMIT 1');
  // Two staff members had the ticket open: one two days ago, one a moment ago.
  const [gone, here] = await s.db.query<{ id: number }>('SELECT id FROM staff ORDER BY id LIMIT 2');
  await q('INSERT INTO ticket_presence (ticket_id, staff_id, seen_at) VALUES ($1, $2, $3), ($1, $4, $5)', [
    ticket?.id,
    gone?.id,
    at(-2 * DAY),
    here?.id,
    at(-1000),
  ]);
  await q('INSERT INTO outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4), ($1, $2, $3, $5)', [
    'admin@demo.test',
    'oud',
    'oud',
    at(-31 * DAY),
    at(-DAY),
  ]);
}

test('two instances at once: one runs, the other skips; what ended is gone, what lives stays', async () => {
  await first.db.exec(
    'DELETE FROM outbox; DELETE FROM auth_attempts; DELETE FROM login_challenges; DELETE FROM ticket_presence;',
  );
  await seedRows(first);

  const [a, b] = await Promise.all([first.app.runHousekeeping(), second.app.runHousekeeping()]);
  expect([a.ran, b.ran].sort()).toEqual([false, true]);
  const done = a.ran ? a : b;
  expect(done).toEqual({
    ran: true,
    removed: {
      refreshTokens: 2,
      sessions: 1,
      oneTimeTokens: 2,
      emailChanges: 2,
      downloadTokens: 2,
      loginChallenges: 1,
      authAttempts: 1,
      outbox: 1,
      erasedAccounts: 0,
      expiredInvoices: 0,
      activity: 0,
      ticketPresence: 1,
    },
  });

  expect(await count(first, "sessions WHERE id IN ('old-expired', 'recently-revoked', 'live')")).toBe(2);
  expect(await count(first, "refresh_tokens WHERE hash LIKE 'rt-%'")).toBe(1);
  expect(await count(first, 'one_time_tokens')).toBe(1);
  expect(await count(first, 'email_changes')).toBe(1);
  expect(await count(first, "download_tokens WHERE hash = 'dl-live'")).toBe(1);
  expect(await count(first, 'download_tokens')).toBe(1);
  expect(await count(first, "login_challenges WHERE id = 'ch-live'")).toBe(1);
  expect(await count(first, "auth_attempts WHERE key = 'ip:live'")).toBe(1);
  expect(await count(first, 'ticket_presence')).toBe(1);
  expect(await count(first, 'outbox')).toBe(1);

  // While the lease holds nobody runs again; once it has run out, either instance may.
  expect((await second.app.runHousekeeping()).ran).toBe(false);
  for (const s of [first, second]) s.clock.advanceSeconds(6 * 60);
  const again = await Promise.all([second.app.runHousekeeping(), first.app.runHousekeeping()]);
  expect(again.filter((r) => r.ran)).toHaveLength(1);
});

test('a login in use keeps working through a housekeeping run', async () => {
  for (const s of [first, second]) s.clock.advanceSeconds(6 * 60);
  const { token, refresh_token: refreshToken } = await first.login('prepaid@demo.test');
  expect((await second.app.runHousekeeping()).ran).toBe(true);
  expect((await first.get('/api/dashboard', token)).status).toBe(200);
  expect((await second.post('/api/auth/refresh', { refresh_token: refreshToken })).status).toBe(200);
});

test('the job runs every HOUSEKEEPING_SECONDS until the server stops it', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const statements: string[] = [];
    const db = {
      kind: 'pglite' as const,
      query: async <T>(sql: string): Promise<T[]> => {
        statements.push(sql);
        return [];
      },
      exec: async () => {},
      tx: async <T>(): Promise<T> => {
        throw new Error('not reached: the lease is never free here');
      },
      probe: async <T>(): Promise<T[]> => [],
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const job = scheduleHousekeeping(db, first.clock, 60, (error) => errors.push(error));
    jest.advanceTimersByTime(59_000);
    expect(statements).toHaveLength(0);
    jest.advanceTimersByTime(1_000);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('app_meta');
    jest.advanceTimersByTime(120_000);
    expect(statements).toHaveLength(3);
    await job.stop();
    jest.advanceTimersByTime(600_000);
    expect(statements).toHaveLength(3);
    expect(errors).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});
