/**
 * Append-only means append-only (docs/security.md): the desk's audit refuses UPDATE, DELETE and
 * TRUNCATE whoever sends them, and the demo reset still empties it.
 */
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
