import type { Account } from '../../src/api/contract';
import { useTestServers, type TestServer } from './helpers';

/**
 * A scheduled account deletion takes effect on its date: the housekeeping job erases the personal data
 * of the account and keeps only what Dutch law makes a provider keep, the invoices for 7 years
 * (fiscale bewaarplicht, art. 52 AWR) with the name and address they were made out to
 * (docs/security.md, "Account deletion").
 */
const servers = useTestServers([{}, {}]);
let first: TestServer;
let second: TestServer;
beforeEach(() => {
  [first, second] = servers() as [TestServer, TestServer];
});

async function customerId(s: TestServer, email: string): Promise<number> {
  const [row] = await s.db.query<{ customer_id: number }>('SELECT customer_id FROM users WHERE email = $1', [email]);
  return row?.customer_id ?? 0;
}
async function count(s: TestServer, table: string, id: number): Promise<number> {
  const [row] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = $1`, [id]);
  return row?.n ?? 0;
}

async function scheduleDeletion(s: TestServer): Promise<number> {
  const { token } = await s.login('afscheid@demo.test');
  const account = (await s.get<Account>('/api/account', token)).body;
  const { hasSubscription: _h, schedule: _s, exportRequested: _e, ...fields } = account;
  const reply = await s.post<{ schedule: { scheduleTime: string } }>(
    '/api/account',
    { ...fields, scheduleDeletion: true },
    token,
  );
  expect(reply.body.schedule.scheduleTime).toBe('2026-04-01');
  return customerId(s, 'afscheid@demo.test');
}

test('from its date the job erases the personal data, keeps the invoices with their name and address, once', async () => {
  const id = await scheduleDeletion(first);
  const [invoicesBefore] = await first.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM invoices WHERE customer_id = $1',
    [id],
  );
  expect(invoicesBefore?.n).toBeGreaterThan(0);

  // Before the date nothing is erased.
  const early = await first.app.runHousekeeping();
  expect(early.ran && early.removed.erasedAccounts).toBe(0);
  expect(await count(first, 'users', id)).toBe(1);

  for (const s of [first, second]) s.clock.set('2026-04-01T08:00:00Z');
  const [a, b] = await Promise.all([first.app.runHousekeeping(), second.app.runHousekeeping()]);
  const done = a.ran ? a : b;
  expect(done.ran && done.removed.erasedAccounts).toBe(1);

  for (const table of [
    'users',
    'phone_numbers',
    'blocked_numbers',
    'extra_users',
    'extra_numbers',
    'tickets',
    'calls',
    'subscriptions',
  ])
    expect([table, await count(first, table, id)]).toEqual([table, 0]);
  expect(await count(first, 'invoices', id)).toBe(invoicesBefore?.n);
  const [customer] = await first.db.query<Record<string, string | null>>(
    `SELECT poc, firstname, lastname, company, address, zip, city, mobile, companyemail, voicemail_email, iban,
            ponumber, coc, erased_at FROM customers WHERE id = $1`,
    [id],
  );
  // What the invoices were made out to stays; the rest is gone.
  expect(customer).toMatchObject({ mobile: '', companyemail: '', voicemail_email: '', iban: '', ponumber: '' });
  expect(customer?.lastname).not.toBe('');
  expect(customer?.address).not.toBe('');
  expect(customer?.erased_at).not.toBeNull();
  expect((await first.post('/api/auth/token', { email: 'afscheid@demo.test', password: 'Welkom123' })).status).toBe(
    401,
  );
  const [mails] = await first.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox WHERE lower(to_address) = 'afscheid@demo.test'",
  );
  expect(mails?.n).toBe(0);

  // Idempotent: a later run erases nothing more.
  for (const s of [first, second]) s.clock.advanceSeconds(3600);
  const again = await second.app.runHousekeeping();
  expect(again.ran && again.removed.erasedAccounts).toBe(0);
  // Other customers are untouched.
  expect(await count(first, 'users', await customerId(first, 'admin@demo.test'))).toBeGreaterThan(0);
});

test('seven years after an invoice it goes too, and with the last one the customer row', async () => {
  const id = await scheduleDeletion(first);
  for (const s of [first, second]) s.clock.set('2026-04-01T08:00:00Z');
  await first.app.runHousekeeping();
  for (const s of [first, second]) s.clock.set('2033-12-31T08:00:00Z');
  const late = await second.app.runHousekeeping();
  expect(late.ran && late.removed.expiredInvoices).toBeGreaterThan(0);
  expect(await count(first, 'invoices', id)).toBe(0);
  const [row] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE id = $1', [id]);
  expect(row?.n).toBe(0);
});
