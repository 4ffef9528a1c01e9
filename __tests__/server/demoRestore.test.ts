import { PasswordHasher } from '../../server/auth/passwords';
import { TEST_ARGON2_COST } from '../../server/base/config';
import type { Db } from '../../server/db/db';
import { restoreDemoData } from '../../server/seed/demoStore';
import { startTestServer, type TestServer } from './helpers';

/**
 * POST /api/dev/reset of a running demo server (restoreDemoData): the first reset of a day seeds and
 * keeps a copy; later resets put that copy back, every table but the migration log and app_meta, with
 * the sequences where they were. It runs as the tables' owner, as the server's reset does: only the
 * owner may lift the append-only triggers for it (on PostgreSQL the server's own role may not).
 */
const POC = '100001';

/** Every table's rows in a fixed order and every sequence's value, as text: equal fingerprints, equal data. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'app_meta') ORDER BY 1`,
  );
  const print: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: string | null }>(
      `SELECT string_agg(t::text, E'\\n' ORDER BY t::text) AS rows FROM "${name}" t`,
    );
    print[name] = row?.rows ?? '';
  }
  const sequences = await db.query<{ name: string; value: number | null }>(
    'SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = current_schema()',
  );
  for (const { name, value } of sequences) print[`sequence ${name}`] = String(value);
  return print;
}

let s: TestServer;
const hasher = new PasswordHasher(TEST_ARGON2_COST);
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(async () => {
  await s?.close(); // unset when the start failed, whose error is the one to report
});

test('puts back exactly the seeded rows and sequences, also of tables the seed leaves empty', async () => {
  await restoreDemoData(s.ownerDb, s.clock, hasher);
  const seeded = await fingerprint(s.db);
  const { token } = await s.login('admin@demo.test');
  expect((await s.post('/api/blacklist/add', { userPoc: POC, blacklistNumber: '31201112233' }, token)).status).toBe(
    200,
  );
  // The login wrote login events and a known device; the desk's audit refuses DELETE (append-only).
  await s.db.query(`INSERT INTO staff_audit (at, staff_id, action) SELECT now(), id, 'ticket.open' FROM staff LIMIT 1`);
  const changed = await fingerprint(s.db);
  for (const part of [
    'blocked_numbers',
    'sessions',
    'staff_audit',
    'sequence login_events_id_seq',
    'sequence staff_audit_id_seq',
  ])
    expect(changed[part]).not.toBe(seeded[part]);

  await restoreDemoData(s.ownerDb, s.clock, hasher);
  expect(await fingerprint(s.db)).toEqual(seeded);
});

test('seeds anew on another day, so the demo dates stay current', async () => {
  await restoreDemoData(s.ownerDb, s.clock, hasher);
  const latestCall = async () =>
    (await s.db.query<{ at: Date }>('SELECT max(started_at) AS at FROM calls'))[0]?.at.getTime() ?? 0;
  const today = await latestCall();
  s.clock.advanceDays(1);
  await restoreDemoData(s.ownerDb, s.clock, hasher);
  expect(await latestCall()).toBeGreaterThan(today);
});
