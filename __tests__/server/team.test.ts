/**
 * 'Gebruikers en rechten' on the server: an invitation mailed with a single-use link valid 48 hours,
 * accepted with a name and password; resend, withdraw, role changes and removal; the last Beheerder;
 * no enumeration; required two-step verification; and each change in 'Activiteit'.
 */
import type { ActivityResponse, TeamResponse } from '../../src/api/teamContract';
import { useTestServer, type TestServer } from './helpers';

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

test('required two-step verification: a user without it may only set it up', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await s.post('/api/settings', { action: 'two-step-verification', toggle: 1 }, admin);
  expect((await s.post('/api/team/two-step-required', { required: true }, admin)).status).toBe(200);
  const bookkeeper = (await s.login('boekhouder@demo.test')).token;
  const config = await s.get<{ user: { twoStepSetupRequired: boolean } }>('/api/app/config', bookkeeper);
  expect(config.body.user.twoStepSetupRequired).toBe(true);
  const refused = await s.get<{ message: string }>('/api/invoices', bookkeeper);
  expect(refused).toMatchObject({ status: 403, body: { message: expect.stringContaining('tweestapsverificatie') } });
  expect((await s.get('/api/security', bookkeeper)).status).toBe(200);
  const on = await s.post('/api/settings', { action: 'two-step-verification', toggle: 1 }, bookkeeper);
  expect(on.status).toBe(200);
  expect((await s.get('/api/invoices', bookkeeper)).status).toBe(200);
  const team = await s.get<TeamResponse>('/api/team', admin);
  expect(team.body.twoStepRequired).toBe(true);
  expect(team.body.people.find((p) => p.email === 'boekhouder@demo.test')?.twoStep).toBe(true);
});

test("'Activiteit' lists who did what, filtered by person and kind, and as CSV", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await invite(s, admin, 'log@demo.test');
  await s.post('/api/blacklist/add', { userPoc: '100001', blacklistNumber: '0201112233' }, admin);
  const log = await s.get<ActivityResponse>('/api/activity', admin);
  expect(log.body.entries.map((e) => [e.personName, e.kind, e.detail])).toEqual([
    ['Jan de Vries', 'blocked-numbers', 'Blokkeerde 0201112233'],
    ['Jan de Vries', 'invitation', 'Nodigde log@demo.test uit als Financieel'],
  ]);
  const onlyBlocks = await s.get<ActivityResponse>('/api/activity?kind=blocked-numbers', admin);
  expect(onlyBlocks.body.entries).toHaveLength(1);
  const person = log.body.people[0]?.id;
  expect((await s.get<ActivityResponse>(`/api/activity?person=${person}`, admin)).body.entries).toHaveLength(2);
  const csv = await s.get<string>('/api/activity/csv', admin);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(String(csv.body)).toContain('"Blokkades";"Blokkeerde 0201112233"');
  expect(String(csv.body)).not.toMatch(/token|Welkom123/);
  await expect(s.ownerDb.query('DELETE FROM account_activity')).rejects.toThrow(/append-only/);
  await expect(s.ownerDb.query("UPDATE account_activity SET detail = 'x'")).rejects.toThrow(/append-only/);
});
