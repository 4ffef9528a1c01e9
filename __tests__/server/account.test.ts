import type { Account, AccountRemoveResponse, AccountSaveRequest } from '../../src/api/contract';
import { adminAccount } from '../support/demoAdmin';
import { outbox, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
let s: TestServer;
beforeEach(() => {
  s = server();
});

async function account(token: string): Promise<Account> {
  const reply = await s.get<Account>('/api/account', token);
  expect(reply.status).toBe(200);
  return reply.body;
}
const saveable = ({ hasSubscription: _h, schedule: _s, exportRequested: _e, ...rest }: Account): AccountSaveRequest =>
  rest;

test('GET /api/account returns every field', async () => {
  const { token } = await s.login('admin@demo.test');
  expect(await account(token)).toEqual(adminAccount);
});

test('saves valid changes; read-only fields stay; an empty voicemail address becomes the account address', async () => {
  const { token } = await s.login('admin@demo.test');
  const current = saveable(await account(token));
  const reply = await s.post(
    '/api/account',
    { ...current, city: 'Haarlem', lastname: 'Anders', iban: 'NL00XXXX0000000000', voicemailEmail: '' },
    token,
  );
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ message: 'Je gegevens zijn opgeslagen.', schedule: null });
  expect(await account(token)).toMatchObject({
    city: 'Haarlem',
    lastname: 'Vries',
    iban: 'NL91ABNA0417164300',
    voicemailEmail: 'admin@demo.test',
  });
});

test.each([
  ['mobile', '06-1234567'],
  ['mobile', ''],
  ['address', 'Ab'],
  ['number', '12345'],
  ['zip', '1234'],
  ['city', 'A'],
  ['company', 'B'],
  ['coc', '1234'],
  ['companyemail', 'geen-adres'],
  ['voicemailEmail', 'geen@adres'],
])(
  'stores %s %j as typed: the rules of requirements §5 are display rules and do not block the save',
  async (field, value) => {
    const { token } = await s.login('admin@demo.test');
    const before = await account(token);
    const reply = await s.post('/api/account', { ...saveable(before), city: 'Haarlem', [field]: value }, token);
    expect(reply.status).toBe(200);
    expect(await account(token)).toEqual({ ...before, city: 'Haarlem', [field]: value });
  },
);

test.each([
  ['mobile', 612345678, 'Veld "mobile" moet tekst zijn.'],
  ['company', { naam: 'x' }, 'Veld "company" moet tekst zijn.'],
  ['numberadd', 'x'.repeat(17), 'Toevoeging: Maximaal 16 karakters.'],
  ['ponumber', 'p'.repeat(129), 'PO-nummer: Maximaal 128 karakters.'],
  ['address', 'Straat\u0000', 'Straat: bevat tekens die niet kunnen worden opgeslagen.'],
  ['city', 'Haar\nlem', 'Plaats: bevat tekens die niet kunnen worden opgeslagen.'],
])('refuses %s %j that would corrupt the data, in Dutch, and writes nothing', async (field, value, message) => {
  const { token } = await s.login('admin@demo.test');
  const before = await account(token);
  const reply = await s.post('/api/account', { ...saveable(before), firstname: 'Piet', [field]: value }, token);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ message });
  expect(await account(token)).toEqual(before);
});

test.each([
  ['companyemail', 'factuur@demo.test,ander@demo.test', 'E-mailadres voor facturen: Ongeldige e-mail'],
  ['companyemail', 'Boekhouding <factuur@demo.test>', 'E-mailadres voor facturen: Ongeldige e-mail'],
  ['voicemailEmail', '"voicemail"@demo.test', 'E-mailadres voor voicemail: Ongeldige e-mail'],
  [
    'voicemailEmail',
    'vоicemail@demo.test',
    "E-mailadres voor voicemail: Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).",
  ],
  [
    'companyemail',
    'factuur@xn--dem-0ya.test',
    "E-mailadres voor facturen: Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).",
  ],
])('refuses %s %j: a list or a look-alike is no typing error', async (field, value, message) => {
  const { token } = await s.login('admin@demo.test');
  const before = await account(token);
  const reply = await s.post('/api/account', { ...saveable(before), [field]: value }, token);
  expect([reply.status, reply.body]).toEqual([400, { message }]);
  expect(await account(token)).toEqual(before);
});

test('an invoice address stored before the stricter rule is kept on a save, but never mailed', async () => {
  const { token } = await s.login('admin@demo.test');
  // A Cyrillic 'а': it has the shape of an address, and looks like one to every reader.
  await s.db.query("UPDATE customers SET companyemail = 'fаctuur@demo.test' WHERE poc = '100001'");
  const before = await account(token);
  expect((await s.post('/api/account', { ...saveable(before), city: 'Haarlem' }, token)).status).toBe(200);
  const [invoice] = (await s.get<Array<{ id: number }>>('/api/invoices', token)).body;
  const sent = await s.post<{ message: string }>(
    '/api/download/prepare',
    { service: 'invoices/export', meta: { id: invoice?.id } },
    token,
  );
  expect(sent.body.message).toContain('admin@demo.test');
  expect((await outbox(s)).map((m) => m.to)).toEqual(['admin@demo.test']);
});

test('deletion is refused with a subscription and scheduled for the first of next month without one', async () => {
  const admin = await s.login('admin@demo.test');
  const refused = await s.post(
    '/api/account',
    { ...saveable(await account(admin.token)), scheduleDeletion: true },
    admin.token,
  );
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ message: 'Je account kan pas worden verwijderd als je geen abonnement meer hebt.' });
  expect((await s.get<AccountRemoveResponse>('/api/account/remove', admin.token)).body).toEqual({ schedule: null });

  // The inactive account's subscription lapsed: deletion is possible; account content is for active accounts only,
  // so the check runs with the account activated.
  await s.db.query("UPDATE users SET active = true WHERE email = 'inactief@demo.test'");
  const lapsed = await s.login('inactief@demo.test');
  const before = await account(lapsed.token);
  expect(before.hasSubscription).toBe(false);
  const scheduled = await s.post('/api/account', { ...saveable(before), scheduleDeletion: true }, lapsed.token);
  expect(scheduled.body).toEqual({
    message: 'Je account wordt verwijderd op 1 april 2026.',
    schedule: { scheduleTime: '2026-04-01' },
  });
  expect((await s.get<AccountRemoveResponse>('/api/account/remove', lapsed.token)).body).toEqual({
    schedule: { scheduleTime: '2026-04-01' },
  });
  expect((await account(lapsed.token)).schedule).toEqual({ scheduleTime: '2026-04-01' });
});

test('a scheduled deletion is carried out on its date: logins, refreshes and calls are refused with a clear message', async () => {
  await s.db.query("UPDATE users SET active = true WHERE email = 'inactief@demo.test'");
  const lapsed = await s.login('inactief@demo.test');
  await s.post('/api/account', { ...saveable(await account(lapsed.token)), scheduleDeletion: true }, lapsed.token);

  s.clock.set('2026-03-31T21:59:00Z'); // 23:59 in Amsterdam, the day before
  const lastDay = await s.login('inactief@demo.test');
  expect((await s.get('/api/account', lastDay.token)).status).toBe(200);

  s.clock.set('2026-03-31T22:00:00Z'); // midnight in Amsterdam: 1 april 2026
  const message = 'Je account is verwijderd op 1 april 2026. Inloggen is niet meer mogelijk.';
  const login = await s.post('/api/auth/token', { email: 'inactief@demo.test', password: 'Welkom123' });
  expect(login.status).toBe(403);
  expect(login.body).toEqual({ message: { credentials: message } });
  const refresh = await s.post('/api/auth/refresh', { refresh_token: lastDay.refresh_token });
  expect(refresh.status).toBe(403);
  expect(refresh.body).toEqual({ message });
  expect((await s.get('/api/account', lastDay.token)).status).toBe(401);
  // Other customers go on as before.
  expect((await s.post('/api/auth/token', { email: 'ander@demo.test', password: 'Welkom123' })).status).toBe(200);
});

test('password change: all fields required, confirmation must match, current must be right; other logins end', async () => {
  const other = await s.login('gebruiker@demo.test');
  const { token } = await s.login('gebruiker@demo.test');
  const change = (body: object) => s.post<{ message: string }>('/api/account/password', body, token);
  expect((await change({ currentPassword: 'Welkom123', newPassword: '', newPasswordConfirm: '' })).body.message).toBe(
    'Nieuw wachtwoord: Veld is verplicht',
  );
  expect(
    (await change({ currentPassword: 'Welkom123', newPassword: 'Nieuw12345', newPasswordConfirm: 'Nieuw1234' })).body
      .message,
  ).toBe('De wachtwoorden komen niet overeen.');
  expect((await change({ currentPassword: 'Welkom123', newPassword: 'abc', newPasswordConfirm: 'abc' })).status).toBe(
    400,
  );
  expect(
    (await change({ currentPassword: 'Verkeerd12', newPassword: 'Nieuw12345', newPasswordConfirm: 'Nieuw12345' })).body
      .message,
  ).toBe('Het huidige wachtwoord is onjuist.');
  const ok = await change({
    currentPassword: 'Welkom123',
    newPassword: 'Nieuw12345',
    newPasswordConfirm: 'Nieuw12345',
  });
  expect(ok.body).toEqual({ message: 'Je wachtwoord is gewijzigd.' });
  expect((await s.get('/api/dashboard', token)).status).toBe(200);
  expect((await s.get('/api/dashboard', other.token)).status).toBe(401);
  expect((await s.post('/api/auth/token', { email: 'gebruiker@demo.test', password: 'Nieuw12345' })).status).toBe(200);
});

test('account calls are admin only', async () => {
  const { token } = await s.login('gebruiker@demo.test');
  expect((await s.get('/api/account', token)).status).toBe(403);
  expect((await s.post('/api/account', {}, token)).status).toBe(403);
  expect((await s.get('/api/account/remove', token)).status).toBe(403);
});

test('the export request is known after a reload: exportRequested while its mailed link lives (24 hours)', async () => {
  const { token } = await s.login('admin@demo.test');
  expect((await account(token)).exportRequested).toBe(false);
  expect((await s.post('/api/download/prepare', { service: 'account/export' }, token)).status).toBe(200);
  expect((await account(token)).exportRequested).toBe(true);
  s.clock.advanceSeconds(24 * 3600 + 1);
  const again = await s.login('admin@demo.test');
  expect((await account(again.token)).exportRequested).toBe(false);
});
