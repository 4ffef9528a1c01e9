/**
 * 'Gebruikers en rechten' on the server: an invitation mailed with a single-use link valid 48 hours,
 * accepted with a name and password; resend, withdraw, role changes and removal; the last Beheerder;
 * no enumeration; required two-step verification; and each change in 'Activiteit'.
 */
import type { ActivityResponse, TeamResponse } from '../../src/api/teamContract';
import { outbox, useTestServer, type TestServer } from './helpers';

const server = useTestServer();

async function mailedToken(s: TestServer, to: string): Promise<string> {
  const [mail] = await s.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
  const token = /invitation#token=([^\s]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return decodeURIComponent(token);
}

async function invite(s: TestServer, token: string, email: string, role = 'financieel') {
  return s.post<{ message: string }>('/api/team/invitations', { email, role }, token);
}

test('an invited colleague accepts once, with a name and password, and logs in with the role', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const invited = await invite(s, admin, 'nieuw@demo.test');
  expect(invited).toMatchObject({ status: 200, body: { message: expect.stringContaining('nieuw@demo.test') } });
  const token = await mailedToken(s, 'nieuw@demo.test');
  const info = await s.post('/api/invitation/info', { token });
  expect(info.body).toMatchObject({ email: 'nieuw@demo.test', role: 'financieel', twoStepRequired: false });

  const accept = { token, fullName: 'Nina Nieuw', password: 'Sterk-wachtwoord-42' };
  expect((await s.post('/api/invitation/accept', accept)).status).toBe(200);
  const again = await s.post<{ message: string }>('/api/invitation/accept', accept);
  expect(again).toMatchObject({ status: 400, body: { message: expect.stringContaining('niet meer geldig') } });

  const colleague = (await s.login('nieuw@demo.test', 'Sterk-wachtwoord-42')).token;
  expect((await s.get('/api/invoices', colleague)).status).toBe(200);
  expect((await s.post('/api/blacklist', { userPoc: '100001' }, colleague)).status).toBe(403);
  const team = await s.get<TeamResponse>('/api/team', admin);
  expect(team.body.people.find((p) => p.email === 'nieuw@demo.test')).toMatchObject({
    fullName: 'Nina Nieuw',
    role: 'financieel',
    colleague: true,
  });
  expect(team.body.invitations).toEqual([]);
});

test('a link stops working after 48 hours, after a resend and after a withdrawal', async () => {
  const s = server();
  let admin = (await s.login('admin@demo.test')).token;
  await invite(s, admin, 'later@demo.test');
  const first = await mailedToken(s, 'later@demo.test');
  s.clock.advanceSeconds(48 * 3600 + 1);
  expect((await s.post('/api/invitation/info', { token: first })).status).toBe(400);
  admin = (await s.login('admin@demo.test')).token;
  const [open] = (await s.get<TeamResponse>('/api/team', admin)).body.invitations;
  expect(open).toMatchObject({ email: 'later@demo.test', expired: true });

  expect((await s.post(`/api/team/invitations/${open?.id}/resend`, {}, admin)).status).toBe(200);
  const second = await mailedToken(s, 'later@demo.test');
  expect(second).not.toBe(first);
  expect((await s.post('/api/invitation/info', { token: second })).status).toBe(200);
  expect((await s.post(`/api/team/invitations/${open?.id}/withdraw`, {}, admin)).status).toBe(200);
  expect((await s.post('/api/invitation/info', { token: second })).status).toBe(400);
});

test('an address with a login elsewhere gets the same answer as a new one', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const elsewhere = await invite(s, admin, 'ander@demo.test');
  const fresh = await invite(s, admin, 'vrij@demo.test');
  expect(elsewhere.status).toBe(fresh.status);
  expect(elsewhere.body.message.replace('ander@demo.test', '…')).toBe(
    fresh.body.message.replace('vrij@demo.test', '…'),
  );
});

test('the last Beheerder and the account holder keep their role; others change and lose access', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const people = (await s.get<TeamResponse>('/api/team', admin)).body.people;
  const holder = people.find((p) => p.accountHolder);
  const viewer = people.find((p) => p.email === 'meekijker@demo.test');
  const self = await s.post<{ message: string }>(`/api/team/people/${holder?.id}/role`, { role: 'gebruiker' }, admin);
  expect(self.status).toBe(403);

  expect((await s.post(`/api/team/people/${viewer?.id}/role`, { role: 'beheerder' }, admin)).status).toBe(200);
  const second = (await s.login('meekijker@demo.test')).token;
  // The account holder stays a Beheerder, whoever asks.
  const demote = await s.post<{ message: string }>(
    `/api/team/people/${holder?.id}/role`,
    { role: 'financieel' },
    second,
  );
  expect(demote).toMatchObject({
    status: 403,
    body: { message: 'De hoofdgebruiker van het account blijft beheerder.' },
  });
  expect((await s.post(`/api/team/people/${viewer?.id}/remove`, {}, admin)).status).toBe(200);
  expect((await s.get('/api/dashboard', second)).status).toBe(401);
});

test('the last Beheerder cannot step down or leave', async () => {
  const s = server();
  // An account whose holder flag was never set: its one Beheerder is protected by the count alone.
  await s.db.query("UPDATE users SET account_holder = false WHERE email = 'admin@demo.test'");
  const admin = (await s.login('admin@demo.test')).token;
  const me = (await s.get<TeamResponse>('/api/team', admin)).body.people.find((p) => p.self);
  for (const refused of [
    await s.post<{ message: string }>(`/api/team/people/${me?.id}/role`, { role: 'gebruiker' }, admin),
    await s.post<{ message: string }>(`/api/team/people/${me?.id}/remove`, {}, admin),
  ])
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Er moet altijd minstens één beheerder overblijven.' },
    });
  const viewer = (await s.get<TeamResponse>('/api/team', admin)).body.people.find((p) => p.role === 'alleen_lezen');
  await s.post(`/api/team/people/${viewer?.id}/role`, { role: 'beheerder' }, admin);
  expect((await s.post(`/api/team/people/${me?.id}/role`, { role: 'gebruiker' }, admin)).status).toBe(200);
});

test("'Activiteit' lists who did what, filtered by person and kind, and as CSV", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await invite(s, admin, 'log@demo.test');
  await s.post('/api/blacklist/add', { userPoc: '100001', blacklistNumber: '0201112233' }, admin);
  const log = await s.get<ActivityResponse>('/api/activity', admin);
  expect(log.body.entries.map((e) => [e.personName, e.personEmail, e.kind, e.detail])).toEqual([
    ['Jan de Vries', 'admin@demo.test', 'blocked-numbers', 'Blokkeerde 0201112233'],
    ['Jan de Vries', 'admin@demo.test', 'invitation', 'Nodigde log@demo.test uit als Financieel'],
  ]);
  const onlyBlocks = await s.get<ActivityResponse>('/api/activity?kind=blocked-numbers', admin);
  expect(onlyBlocks.body.entries).toHaveLength(1);
  const person = log.body.people[0]?.id;
  expect((await s.get<ActivityResponse>(`/api/activity?person=${person}`, admin)).body.entries).toHaveLength(2);
  const csv = await s.get<string>('/api/activity/csv', admin);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  // Amsterdam's clock (the test clock is 10:00 UTC in March: 11:00), the person by name and address.
  expect(String(csv.body)).toContain(
    '"18-03-2026";"11:00";"Jan de Vries";"admin@demo.test";"Blokkades";"Blokkeerde 0201112233"',
  );
  expect(String(csv.body).startsWith('\uFEFF"Datum";"Tijd";"Naam";"E-mailadres";"Soort";"Wat"')).toBe(true);
  expect(String(csv.body)).not.toMatch(/token|Welkom123/);
  await expect(s.ownerDb.query('DELETE FROM account_activity')).rejects.toThrow(/append-only/);
  await expect(s.ownerDb.query("UPDATE account_activity SET detail = 'x'")).rejects.toThrow(/append-only/);
});

test('an invitation needs a plain address: empty, look-alike, xn-- refused; nothing mailed or listed', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const refusals: Array<[string, string]> = [
    ['', 'E-mailadres: Veld is verplicht'],
    ['   ', 'E-mailadres: Veld is verplicht'],
    ['jаn@voorbeeld.nl', expect.stringContaining('alleen de letters a-z') as unknown as string],
    ['jan@xn--vrie-8na.nl', expect.stringContaining('alleen de letters a-z') as unknown as string],
    ['a@b.nl,c@d.nl', 'E-mailadres: Ongeldige e-mail'],
  ];
  for (const [email, message] of refusals)
    expect(await invite(s, admin, email)).toMatchObject({ status: 400, body: { message } });
  expect(await outbox(s)).toHaveLength(0);
  expect((await s.get<TeamResponse>('/api/team', admin)).body.invitations).toEqual([]);
});

test('someone of this account is named at once; a login elsewhere is told to the link holder on opening', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  expect(await invite(s, admin, 'BOEKHOUDER@demo.test')).toMatchObject({
    status: 409,
    body: { message: 'Bea Hendriks heeft al toegang tot dit account.' },
  });
  expect(await invite(s, admin, 'gebruiker@demo.test')).toMatchObject({
    status: 409,
    body: { message: 'Gert Bakker heeft al toegang tot dit account.' },
  });
  await invite(s, admin, 'ander@demo.test');
  await invite(s, admin, 'vrij@demo.test');
  const taken = await s.post('/api/invitation/info', { token: await mailedToken(s, 'ander@demo.test') });
  expect(taken.body).toMatchObject({ email: 'ander@demo.test', addressTaken: true });
  const free = await s.post('/api/invitation/info', { token: await mailedToken(s, 'vrij@demo.test') });
  expect(free.body).toMatchObject({ email: 'vrij@demo.test', addressTaken: false });
});

test("'Activiteit' tells a chosen name apart by the address, and the account's changes are all in it", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await invite(s, admin, 'spiegel@demo.test');
  const token = await mailedToken(s, 'spiegel@demo.test');
  await s.post('/api/invitation/accept', { token, fullName: 'Jan de Vries', password: 'Sterk-wachtwoord-42' });
  const copy = (await s.login('spiegel@demo.test', 'Sterk-wachtwoord-42')).token;
  await s.post('/api/usage/limit', { monthlyLimit: 75, hardCap: 1 }, copy);
  await s.post('/api/usage/limit', { monthlyLimit: null, hardCap: 0 }, admin);
  const added = await s.post<{ bundle_subusers_id: number }>(
    '/api/users/add-extra',
    { email: 'lijn@demo.test', password: 'Sterk-wachtwoord4' },
    admin,
  );
  await s.post('/api/users/remove-extra', { bundleSubUserId: added.body.bundle_subusers_id }, admin);
  const numbers = (await s.get<{ phoneNumbers: Array<{ number_id: number }> }>('/api/numbers', admin)).body;
  await s.post(
    '/api/numbers/edit',
    { phoneNumbers: [{ number_id: numbers.phoneNumbers[0]?.number_id, name: 'Balie' }] },
    admin,
  );
  await s.post(
    '/api/tickets',
    { subject: 'Factuur klopt niet', message: 'Het bedrag is te hoog.', category: 1 },
    admin,
  );
  await s.post('/api/account/invoice-mail', { format: 'pdf-ubl' }, admin);
  await s.post('/api/download/prepare', { service: 'account/export' }, admin);

  const log = await s.get<ActivityResponse>('/api/activity', admin);
  const lines = log.body.entries.map((e) => `${e.personName} <${e.personEmail}> ${e.kind}: ${e.detail}`).reverse();
  expect(lines).toEqual([
    'Jan de Vries <admin@demo.test> invitation: Nodigde spiegel@demo.test uit als Financieel',
    'Jan de Vries <spiegel@demo.test> invitation: Accepteerde de uitnodiging als Financieel',
    'Jan de Vries <spiegel@demo.test> usage-limit: Zette de verbruikslimiet op €\u00a075,00 per maand, ' +
      'betaalde gesprekken geblokkeerd bij de limiet',
    'Jan de Vries <admin@demo.test> usage-limit: Zette de verbruikslimiet uit',
    'Jan de Vries <admin@demo.test> extra-users: Vroeg extra gebruiker lijn@demo.test aan',
    'Jan de Vries <admin@demo.test> extra-users: Zegde extra gebruiker lijn@demo.test op',
    "Jan de Vries <admin@demo.test> numbers: Gaf 0201234567 de naam 'Balie'",
    "Jan de Vries <admin@demo.test> tickets: Stelde de vraag 'Factuur klopt niet'",
    'Jan de Vries <admin@demo.test> invoice-settings: Koos facturen per e-mail als PDF en UBL',
    'Jan de Vries <admin@demo.test> data-export: Vroeg een export van alle persoonsgegevens van het account aan',
  ]);
  expect(log.body.people.map((p) => p.email).sort()).toEqual(['admin@demo.test', 'spiegel@demo.test']);
});

test('the personal-data export is for a Beheerder only', async () => {
  const s = server();
  for (const email of ['meekijker@demo.test', 'boekhouder@demo.test', 'gebruiker@demo.test']) {
    const token = (await s.login(email)).token;
    const refused = await s.post<{ message: string }>('/api/download/prepare', { service: 'account/export' }, token);
    expect([email, refused.status, refused.body.message]).toEqual([
      email,
      403,
      expect.stringContaining('geen toegang'),
    ]);
  }
  expect(await outbox(s)).toHaveLength(0);
});

test('an invitation stored before the address rule, to a look-alike address, makes no login', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await invite(s, admin, 'oud@demo.test');
  const token = await mailedToken(s, 'oud@demo.test');
  await s.db.query("UPDATE invitations SET email = 'аdmin@demo.test' WHERE email = 'oud@demo.test'");
  expect((await s.post('/api/invitation/info', { token })).status).toBe(400);
  const accept = { token, fullName: 'Jan de Vries', password: 'Sterk-wachtwoord-42' };
  expect(await s.post('/api/invitation/accept', accept)).toMatchObject({
    status: 400,
    body: { message: expect.stringContaining('niet meer geldig') },
  });
});
