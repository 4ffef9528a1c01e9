/**
 * Staff logins of the support desk (docs/support.md, docs/security.md): password and authenticator
 * code every time, throttled like the customer login, ending after 30 minutes idle and 8 hours at
 * most, on every server instance. The set-up of a new account: deskSetup.test.ts.
 */
import type { DeskSession } from '../../src/api/deskContract';
import { totpCode } from '../support/totp';
import { DEMO_STAFF_SECRET, freshCode, MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { PASSWORD, useTestServers } from './helpers';

const servers = useTestServers([{}, {}]);
const first = () => servers()[0]!;
/** The second instance, its clock set to the first one's (each test server has a clock of its own). */
const second = () => {
  const [one, two] = servers();
  two!.clock.set(one!.clock.now().toISOString());
  return two!;
};

const wrongCredentials = { message: 'Het e-mailadres, het wachtwoord of de code is onjuist.' };

describe('a staff login', () => {
  test('needs the password and the current code of the app; a wrong part is not named', async () => {
    const s = first();
    const code = freshCode(s);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const noCode = await s.post('/api/desk/auth/token', { email: MEDEWERKER, password: PASSWORD, code: '' });
    expect(noCode.status).toBe(400);
    const badCode = await s.post('/api/desk/auth/token', { email: MEDEWERKER, password: PASSWORD, code: wrongCode });
    expect([badCode.status, badCode.body]).toEqual([401, wrongCredentials]);
    const badPassword = await s.post('/api/desk/auth/token', { email: MEDEWERKER, password: 'Welkom1234', code });
    expect([badPassword.status, badPassword.body]).toEqual([401, wrongCredentials]);
    const unknown = await s.post('/api/desk/auth/token', { email: 'niemand@demo.test', password: PASSWORD, code });
    expect([unknown.status, unknown.body]).toEqual([401, wrongCredentials]);
    const ok = await s.post<DeskSession>('/api/desk/auth/token', { email: MEDEWERKER, password: PASSWORD, code });
    expect(ok.status).toBe(200);
    expect(ok.body.staff).toEqual({
      id: expect.any(Number),
      email: MEDEWERKER,
      fullName: expect.any(String),
      role: 'medewerker',
    });
    expect(ok.body.idleSeconds).toBe(1800);
    expect(Date.parse(ok.body.expiresAt) - s.clock.now().getTime()).toBe(8 * 3600 * 1000);
    // A code works once, also on another instance.
    const again = await second().post('/api/desk/auth/token', { email: MEDEWERKER, password: PASSWORD, code });
    expect([again.status, again.body]).toEqual([401, wrongCredentials]);
  });

  test('a customer cannot log in to the desk, nor staff to the portal', async () => {
    const s = first();
    const customer = await s.post('/api/desk/auth/token', {
      email: 'admin@demo.test',
      password: PASSWORD,
      code: freshCode(s),
    });
    expect(customer.status).toBe(401);
    const staff = await s.post('/api/auth/token', { email: MEDEWERKER, password: PASSWORD });
    expect(staff.status).toBe(401);
  });

  test('is throttled per address before any hash: 10 wrong attempts, then 429 even for the right ones', async () => {
    const s = first();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await s.post('/api/desk/auth/token', {
        email: TEAMLEIDER,
        password: 'fout-wachtwoord',
        code: '123456',
      });
      expect(wrong.status).toBe(401);
    }
    const right = await second().post('/api/desk/auth/token', {
      email: TEAMLEIDER,
      password: PASSWORD,
      code: freshCode(s),
    });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' });
  });

  test('ends after 30 minutes without activity; the polled queue is no activity, opening a ticket is', async () => {
    const s = first();
    const { token } = await staffLogin(s, MEDEWERKER);
    s.clock.advanceSeconds(20 * 60);
    expect((await s.get('/api/desk/ticket/1', token)).status).toBe(200);
    s.clock.advanceSeconds(20 * 60);
    expect((await s.get('/api/desk/tickets', token)).status).toBe(200);
    s.clock.advanceSeconds(11 * 60);
    const idle = await second().get('/api/desk/tickets', token);
    expect([idle.status, idle.body]).toEqual([401, { message: 'Je sessie is verlopen. Log opnieuw in.' }]);
  });

  test('ends 8 hours after it began, however active', async () => {
    const s = first();
    const { token } = await staffLogin(s, MEDEWERKER);
    for (let minutes = 25; minutes < 8 * 60; minutes += 25) {
      s.clock.advanceSeconds(25 * 60);
      expect((await s.get('/api/desk/auth/session', token)).status).toBe(200);
    }
    s.clock.advanceSeconds(25 * 60);
    const ended = await s.get('/api/desk/auth/session', token);
    // Told that the login ended, not that the desk is for staff only.
    expect([ended.status, ended.body]).toEqual([401, { message: 'Je sessie is verlopen. Log opnieuw in.' }]);
    const forged = await s.get('/api/desk/auth/session', `${token.slice(0, -4)}AAAA`);
    expect(forged.body).toEqual({ message: 'Dit deel is alleen voor medewerkers. Log in op de supportdesk.' });
  });

  test('logging out ends it at once on every instance', async () => {
    const { token } = await staffLogin(first(), MEDEWERKER);
    expect((await second().get('/api/desk/auth/session', token)).status).toBe(200);
    expect((await first().post('/api/desk/auth/logout', {}, token)).status).toBe(200);
    expect((await second().get('/api/desk/auth/session', token)).status).toBe(401);
  });
});

describe('a staff account', () => {
  test('a disabled account cannot log in and its logins end at once', async () => {
    const s = first();
    const leader = await staffLogin(s, TEAMLEIDER);
    const member = await staffLogin(s, MEDEWERKER);
    const disabled = await s.post(`/api/desk/staff/${member.staff.id}/disable`, {}, leader.token);
    expect(disabled.status).toBe(200);
    expect((await s.get('/api/desk/tickets', member.token)).status).toBe(401);
    s.clock.advanceSeconds(30);
    const code = totpCode(DEMO_STAFF_SECRET, s.clock.now());
    expect((await s.post('/api/desk/auth/token', { email: MEDEWERKER, password: PASSWORD, code })).status).toBe(401);
    expect((await s.post(`/api/desk/staff/${leader.staff.id}/disable`, {}, leader.token)).status).toBe(400);
  });
});
