/**
 * Append-only means append-only (docs/security.md): the desk's audit refuses UPDATE, DELETE and
 * TRUNCATE whoever sends them, the demo reset still empties it, and on PostgreSQL the server connects
 * as a role that does not own it and may only add to it and read it (npm run test:pg runs that part).
 */
import { randomBytes } from 'node:crypto';
import { spawnServer } from '../../scripts/lib/serverProcess';
import { appendOnlyWeakness } from '../../server/db/roles';
import { MEDEWERKER, staffLogin } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';

const server = useTestServer();

async function auditRows(s: TestServer): Promise<number> {
  const [row] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit');
  return row?.n ?? 0;
}

async function openTicket(s: TestServer): Promise<void> {
  const staff = await staffLogin(s, MEDEWERKER);
  expect((await s.get('/api/desk/ticket/1', staff.token)).status).toBe(200);
}

test('the audit refuses UPDATE, DELETE and TRUNCATE, even from the owner of its table', async () => {
  const s = server();
  await openTicket(s);
  for (const sql of [
    "UPDATE staff_audit SET action = 'ticket.reply'",
    'DELETE FROM staff_audit',
    'TRUNCATE staff_audit',
    // Emptying the staff accounts would take their audit along.
    'TRUNCATE staff CASCADE',
  ])
    await expect(s.ownerDb.query(sql)).rejects.toThrow(/staff_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
  expect(await auditRows(s)).toBe(1);
});

test('the demo reset still empties it, and the audit refuses TRUNCATE again afterwards', async () => {
  const s = server();
  await openTicket(s);
  expect((await s.post('/api/dev/reset', {})).status).toBe(200);
  expect(await auditRows(s)).toBe(0);
  await openTicket(s);
  await expect(s.ownerDb.query('TRUNCATE staff_audit')).rejects.toThrow(/append-only: TRUNCATE refused/);
  expect(await auditRows(s)).toBe(1);
});

const ownerUrl = process.env.DATABASE_OWNER_URL;
const serverUrl = process.env.DATABASE_URL;
(ownerUrl && serverUrl ? describe : describe.skip)('on PostgreSQL, with the server role apart from the owner', () => {
  test('the server role owns none of it: it may add to the audit and read it, nothing else', async () => {
    const s = server();
    await openTicket(s);
    for (const sql of [
      "UPDATE staff_audit SET detail = 'x'",
      'DELETE FROM staff_audit',
      'TRUNCATE staff_audit',
      "INSERT INTO schema_migrations (version) VALUES ('999_x')",
    ])
      await expect(s.db.query(sql)).rejects.toThrow(/permission denied for table (staff_audit|schema_migrations)/);
    for (const sql of [
      'ALTER TABLE staff_audit DISABLE TRIGGER USER',
      'DROP TRIGGER staff_audit_no_truncate ON staff_audit',
    ])
      await expect(s.db.query(sql)).rejects.toThrow(/must be owner of (relation|table) staff_audit/);
    expect(await auditRows(s)).toBe(1);
    expect(await appendOnlyWeakness(s.db)).toBeNull();
    expect(await appendOnlyWeakness(s.ownerDb)).toMatch(
      /^DATABASE_URL connects as \w+, (a superuser|which owns staff_audit)$/,
    );
  });

  test('a table a later migration makes is the server role\u2019s to use at once (default privileges)', async () => {
    const s = server();
    await s.ownerDb.exec('CREATE TABLE later_notes (id serial PRIMARY KEY, note text NOT NULL)');
    try {
      await s.db.query("INSERT INTO later_notes (note) VALUES ('nieuw')");
      expect(await s.db.query('SELECT note FROM later_notes')).toEqual([{ note: 'nieuw' }]);
    } finally {
      await s.ownerDb.exec('DROP TABLE later_notes');
    }
  });

  test('a production server refuses to start when DATABASE_URL owns the audit, and starts with two roles', async () => {
    const schema = `roles_${process.pid}_${randomBytes(3).toString('hex')}`;
    const production = {
      NODE_ENV: 'production',
      DEMO: '',
      STATIC_DIR: '',
      JWT_SECRET: randomBytes(48).toString('base64'),
      DATABASE_SCHEMA: schema,
    };
    const s = server();
    try {
      await expect(spawnServer({ env: { ...production, DATABASE_URL: ownerUrl ?? '' } })).rejects.toThrow(
        /De server kon niet starten: .*DATABASE_URL connects as \w+, .*DATABASE_OWNER_URL/,
      );
      const started = await spawnServer({
        env: { ...production, DATABASE_URL: serverUrl ?? '', DATABASE_OWNER_URL: ownerUrl ?? '' },
      });
      await started.stop();
    } finally {
      await s.ownerDb.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }
  }, 60_000);
});
