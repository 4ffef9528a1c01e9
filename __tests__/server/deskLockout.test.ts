/**
 * Guessing a staff member's authenticator codes (docs/security.md): after the right password, the
 * fifth wrong code in a row locks the account on every instance, its owner is mailed, and a
 * teamleider unlocks it in the desk (audited). Refused desk logins count in the login-failure metric
 * by the step that refused them.
 */
import type { AuditResponse, StaffListResponse } from '../../src/api/deskContract';
import { DEMO_STAFF_SECRET, freshCode, MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, PASSWORD, useTestServers, type TestServer } from './helpers';

const METRICS_TOKEN = 'metriek-token-van-minstens-24-tekens';
const servers = useTestServers([{ config: { metricsToken: METRICS_TOKEN } }, {}]);
/** The two instances, the second's clock at the first's. */
function instances(): [TestServer, TestServer] {
  const [one, two] = servers() as [TestServer, TestServer];
  two.clock.set(one.clock.now().toISOString());
  return [one, two];
}

const WRONG = { message: 'Het e-mailadres, het wachtwoord of de code is onjuist.' };
const LOCKED = {
  message:
    'Je account is vergrendeld na te veel onjuiste codes. Een teamleider kan het ontgrendelen; je hebt er een ' +
    'e-mail over gekregen.',
};
const LOCK_MAIL = 'Je account voor de supportdesk is vergrendeld';

/** A code of the demo secret that is not the current one. */
function wrongCode(s: TestServer): string {
  const right = freshCode(s, DEMO_STAFF_SECRET);
  return right === '000000' ? '111111' : '000000';
}

const attempt = (s: TestServer, code: string, password = PASSWORD) =>
  s.post('/api/desk/auth/token', { email: MEDEWERKER, password, code });

async function staffList(s: TestServer, token: string) {
  return (await s.get<StaffListResponse>('/api/desk/staff', token)).body.staff;
}

test('five wrong codes in a row lock the account on every instance; its owner is mailed once', async () => {
  const [one, two] = instances();
  for (let i = 1; i <= 4; i += 1) {
    const s = i % 2 ? one : two;
    const refused = await attempt(s, wrongCode(s));
    expect([refused.status, refused.body]).toEqual([401, WRONG]);
  }
  const fifth = await attempt(two, wrongCode(two));
  expect([fifth.status, fifth.body]).toEqual([403, LOCKED]);
  // Now even the right code is refused, without being looked at.
  const right = await attempt(one, freshCode(one));
  expect([right.status, right.body]).toEqual([403, LOCKED]);

  const mails = (await outbox(one)).filter((mail) => mail.subject === LOCK_MAIL);
  expect(mails.map((mail) => mail.to)).toEqual([MEDEWERKER]);
  expect(mails[0]?.body).toContain('5 keer achter elkaar een onjuiste code');
  expect(mails[0]?.body).not.toContain(PASSWORD);

  const leader = await staffLogin(one, TEAMLEIDER);
  const member = (await staffList(one, leader.token)).find((row) => row.email === MEDEWERKER);
  expect(member).toMatchObject({ locked: true, active: true });
  const audit = (await one.get<AuditResponse>('/api/desk/audit', leader.token)).body.entries;
  expect(audit[0]).toMatchObject({ action: 'staff.locked', staffEmail: MEDEWERKER, detail: 'na 5 onjuiste codes' });
});

test('a teamleider unlocks it (audited); then it logs in, and the row of wrong codes starts again', async () => {
  const [one] = instances();
  for (let i = 0; i < 5; i += 1) await attempt(one, wrongCode(one));
  // The other instance, its clock where the first one's is now.
  const [, two] = instances();
  const leader = await staffLogin(two, TEAMLEIDER);
  const member = (await staffList(two, leader.token)).find((row) => row.email === MEDEWERKER);
  expect(member?.locked).toBe(true);

  const unlocked = await two.post(`/api/desk/staff/${member?.id}/unlock`, {}, leader.token);
  expect([unlocked.status, unlocked.body]).toEqual([200, { message: 'Het account is ontgrendeld.' }]);
  const again = await two.post(`/api/desk/staff/${member?.id}/unlock`, {}, leader.token);
  expect([again.status, again.body]).toEqual([400, { message: 'Dit account is niet vergrendeld.' }]);
  expect((await two.post('/api/desk/staff/9999/unlock', {}, leader.token)).status).toBe(404);
  const audit = (await two.get<AuditResponse>('/api/desk/audit', leader.token)).body.entries;
  expect(audit[0]).toMatchObject({ action: 'staff.unlock', staffEmail: TEAMLEIDER, detail: MEDEWERKER });

  expect((await attempt(one, freshCode(one))).status).toBe(200);
  for (let i = 0; i < 4; i += 1) expect((await attempt(one, wrongCode(one))).status).toBe(401);
});

test('only a teamleider unlocks', async () => {
  const [one] = instances();
  const member = await staffLogin(one, MEDEWERKER);
  const refused = await one.post(`/api/desk/staff/${member.staff.id}/unlock`, {}, member.token);
  expect([refused.status, refused.body]).toEqual([403, { message: 'Alleen een teamleider kan dit doen.' }]);
});

test('a right code in between starts the row again', async () => {
  const [one] = instances();
  for (let i = 0; i < 4; i += 1) expect((await attempt(one, wrongCode(one))).status).toBe(401);
  expect((await attempt(one, freshCode(one))).status).toBe(200);
  for (let i = 0; i < 4; i += 1) expect((await attempt(one, wrongCode(one))).status).toBe(401);
  expect((await attempt(one, freshCode(one))).status).toBe(200);
});

test('wrong passwords lock nothing: a stranger cannot lock an account by guessing', async () => {
  const [one] = instances();
  for (let i = 0; i < 8; i += 1) {
    const refused = await attempt(one, wrongCode(one), `Verkeerd-${i}`);
    expect([refused.status, refused.body]).toEqual([401, WRONG]);
  }
  expect((await attempt(one, freshCode(one))).status).toBe(200);
  expect((await outbox(one)).filter((mail) => mail.subject === LOCK_MAIL)).toEqual([]);
});

test('codes guessed at once: no more than five are tried, and one mail goes', async () => {
  const [one, two] = instances();
  const code = wrongCode(one);
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(i % 2 ? two : one, code)));
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 403, 403, 403, 403]);
  expect((await outbox(one)).filter((mail) => mail.subject === LOCK_MAIL)).toHaveLength(1);
});

test('refused desk logins count in the login-failure metric by step', async () => {
  const [one] = instances();
  const failures = async (step: string) => {
    const text = (await one.get<string>('/api/metrics', METRICS_TOKEN)).body;
    const line = text.split('\n').find((row) => row.startsWith(`portal_login_failures_total{step="${step}"} `));
    return line ? Number(line.split(' ')[1]) : 0;
  };
  const before = { password: await failures('password'), code: await failures('code') };
  await attempt(one, freshCode(one), 'Verkeerd-wachtwoord');
  await one.post('/api/desk/auth/token', { email: 'niemand@demo.test', password: PASSWORD, code: freshCode(one) });
  for (let i = 0; i < 3; i += 1) await attempt(one, wrongCode(one));
  expect((await attempt(one, freshCode(one))).status).toBe(200);
  expect(await failures('password')).toBe(before.password + 2);
  expect(await failures('code')).toBe(before.code + 3);
});
