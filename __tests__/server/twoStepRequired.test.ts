/**
 * 'Tweestapsverificatie verplicht' on the server (docs/decisions/0110-required-two-step-holds.md):
 * a login without a second factor
 * reads nothing but its own set-up, every other call answers the same refusal; e-mail codes go on only
 * with a mailed code; a set-up ends the user's other logins and goes on itself; a Beheerder can undo it.
 */
import { totpCodeAt } from '../../server/auth/authenticator';
import type { ActivityResponse } from '../../src/api/teamContract';
import { outbox, switchEmailCodesOn, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
const REFUSAL = 'Stel eerst tweestapsverificatie in: je account vraagt dat van iedereen.';

/** The admin switches the requirement on, with e-mail codes of their own first unless `bare`; answers their token. */
async function requireTwoStep(s: TestServer, bare = false): Promise<string> {
  const admin = (await s.login('admin@demo.test')).token;
  if (!bare) expect((await switchEmailCodesOn(s, admin, 'admin@demo.test')).status).toBe(200);
  expect((await s.post('/api/team/two-step-required', { required: true }, admin)).status).toBe(200);
  return admin;
}

const READS = ['/api/overview', '/api/dashboard', '/api/invoices', '/api/settings', '/api/team', '/api/usage/limit'];

test('a login without two-step gets one refusal everywhere but its set-up, overview and dashboard too', async () => {
  const s = server();
  await requireTwoStep(s);
  for (const email of ['boekhouder@demo.test', 'meekijker@demo.test', 'gebruiker@demo.test']) {
    const token = (await s.login(email)).token;
    for (const path of READS) {
      const reply = await s.get<{ message: string }>(path, token);
      expect([path, reply.status, reply.body.message, reply.headers.get('x-two-step-required')]).toEqual([
        path,
        403,
        REFUSAL,
        '1',
      ]);
    }
    const changes: Array<[string, object]> = [
      ['/api/settings', { action: 'two-step-verification', toggle: 1 }],
      ['/api/settings', { action: 'newsletter', toggle: 0 }],
      [
        '/api/account/password',
        { currentPassword: 'Welkom123', newPassword: 'Nieuw-Wachtw00rd', newPasswordConfirm: 'Nieuw-Wachtw00rd' },
      ],
      ['/api/team/two-step-required', { required: false }],
    ];
    for (const [path, body] of changes) expect([path, (await s.post(path, body, token)).status]).toEqual([path, 403]);
    const config = await s.get<{ user: { twoStepSetupRequired: boolean } }>('/api/app/config', token);
    expect(config.body.user.twoStepSetupRequired).toBe(true);
    expect((await s.get('/api/security', token)).status).toBe(200);
  }
});

test('e-mail codes go on only with the code mailed to the address; this login goes on, the others end', async () => {
  const s = server();
  const admin = await requireTwoStep(s);
  const earlier = (await s.login('boekhouder@demo.test')).token;
  const now = (await s.login('boekhouder@demo.test')).token;

  const sent = await s.post<{ challenge: string; message: string }>('/api/security/email-codes', {}, now);
  expect(sent).toMatchObject({ status: 200, body: { message: expect.stringContaining('boekhouder@demo.test') } });
  const [mail] = await outbox(s);
  expect(mail).toMatchObject({ to: 'boekhouder@demo.test', subject: 'Je code voor tweestapsverificatie' });
  const code = /aan te zetten is: (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
  // A set-up code is no login code, and another user cannot use it.
  const asLogin = await s.post('/api/auth/token/code', { challenge: sent.body.challenge, code });
  expect(asLogin.status).toBe(401);
  const meekijker = (await s.login('meekijker@demo.test')).token;
  const stranger = { challenge: sent.body.challenge, code };
  expect((await s.post('/api/security/email-codes/confirm', stranger, meekijker)).status).toBe(400);
  const again = await s.post<{ message: string }>('/api/security/email-codes', {}, now);
  expect(again).toMatchObject({ status: 429, body: { message: 'Wacht even voordat je een nieuwe code aanvraagt.' } });
  const wrong = { challenge: sent.body.challenge, code: code === '000000' ? '111111' : '000000' };
  expect((await s.post('/api/security/email-codes/confirm', wrong, now)).status).toBe(400);
  expect((await s.get('/api/invoices', now)).status).toBe(403);

  const right = await s.post<{ message: string }>('/api/security/email-codes/confirm', { ...wrong, code }, now);
  expect(right).toMatchObject({ status: 200, body: { message: expect.stringContaining('staat aan') } });
  expect((await s.get('/api/invoices', now)).status).toBe(200);
  expect((await s.get('/api/overview', now)).status).toBe(200);
  expect((await s.get('/api/invoices', earlier)).status).toBe(401);
  // The next login asks for a mailed code.
  expect((await s.post('/api/auth/token', { email: 'boekhouder@demo.test', password: 'Welkom123' })).status).toBe(202);
  const log = await s.get<ActivityResponse>('/api/activity?kind=two-step', admin);
  expect(log.body.entries[0]).toMatchObject({
    personName: 'Bea Hendriks',
    personEmail: 'boekhouder@demo.test',
    detail: 'Zette tweestapsverificatie per e-mail aan',
  });
});

test('an authenticator app coupled by a login without two-step ends the other logins and is logged', async () => {
  const s = server();
  const admin = await requireTwoStep(s);
  const earlier = (await s.login('meekijker@demo.test')).token;
  const now = (await s.login('meekijker@demo.test')).token;
  const setup = await s.post<{ secret: string }>('/api/security/authenticator', {}, now);
  const code = totpCodeAt(setup.body.secret, s.clock.now());
  expect((await s.post('/api/security/authenticator/confirm', { code }, now)).status).toBe(200);
  expect((await s.get('/api/invoices', now)).status).toBe(200);
  expect((await s.get('/api/invoices', earlier)).status).toBe(401);
  const log = await s.get<ActivityResponse>('/api/activity?kind=two-step', admin);
  expect(log.body.entries[0]).toMatchObject({
    personEmail: 'meekijker@demo.test',
    detail: 'Koppelde een authenticator-app',
  });
});

test('a Beheerder without two-step can switch the requirement off, and nothing else', async () => {
  const s = server();
  const admin = await requireTwoStep(s, true);
  expect((await s.get('/api/team', admin)).status).toBe(403);
  expect((await s.post('/api/team/two-step-required', { required: true }, admin)).status).toBe(403);
  const bookkeeper = (await s.login('boekhouder@demo.test')).token;
  expect((await s.post('/api/team/two-step-required', { required: false }, bookkeeper)).status).toBe(403);
  expect((await s.post('/api/team/two-step-required', { required: false }, admin)).status).toBe(200);
  expect((await s.get('/api/team', admin)).status).toBe(200);
  expect((await s.get('/api/invoices', bookkeeper)).status).toBe(200);
});

test('switching e-mail codes on from the settings asks for the mailed code too, for any account', async () => {
  const s = server();
  const user = (await s.login('gebruiker@demo.test')).token;
  expect((await switchEmailCodesOn(s, user, 'gebruiker@demo.test')).status).toBe(200);
  const on = await s.post<{ message: string }>('/api/settings', { action: 'two-step-verification', toggle: 1 }, user);
  expect(on).toMatchObject({ status: 200, body: { message: 'De instelling is opgeslagen.' } });
});
