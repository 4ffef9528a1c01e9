import { totpCodeAt } from '../../server/auth/authenticator';
import type {
  AuthenticatorConfirmResponse,
  AuthenticatorSetup,
  LoginCodeRequired,
  SecurityOverview,
  TokenSet,
} from '../../src/api/contract';
import { DEFAULT_NOW, PASSWORD, outbox, useTestServer, type TestServer } from './helpers';

const server = useTestServer({ config: { rateLimit: { addressFailures: 3, ipAttempts: 10_000, windowSeconds: 900 } } });
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

async function loginWith(s: TestServer, email: string, userAgent: string, password = PASSWORD) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

async function overview(s: TestServer, token: string): Promise<SecurityOverview> {
  const reply = await s.get<SecurityOverview>('/api/security', token);
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Switches the authenticator app on for `email`; returns its secret, recovery codes and the login used. */
async function withApp(s: TestServer, email: string) {
  const login = await s.login(email);
  const setup = await s.post<AuthenticatorSetup>('/api/security/authenticator', {}, login.token);
  expect(setup.status).toBe(200);
  const code = totpCodeAt(setup.body.secret, s.clock.now());
  const confirmed = await s.post<AuthenticatorConfirmResponse>(
    '/api/security/authenticator/confirm',
    { code },
    login.token,
  );
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes, login };
}

describe('active logins', () => {
  test('lists only the caller’s own live logins, with device, platform, masked address and the current one', async () => {
    const s = server();
    const phone = (await loginWith(s, 'admin@demo.test', SAFARI_IPHONE)).body as TokenSet;
    const desk = (await loginWith(s, 'admin@demo.test', CHROME_WINDOWS)).body as TokenSet;
    await s.login('gebruiker@demo.test');
    const { sessions } = await overview(s, desk.token);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      device: 'Chrome 120 op Windows 10',
      platform: 'desktop',
      loginType: 'web',
      address: '127.0.0.***',
      current: true,
      firstUsed: DEFAULT_NOW.replace('Z', '.000Z'),
    });
    expect(sessions[1]).toMatchObject({ device: 'Safari 17 op iOS 17.1', platform: 'ios', current: false });
    expect((await overview(s, phone.token)).sessions.filter((row) => row.current)).toHaveLength(1);
  });

  test('"Uitloggen" on another login refuses its refresh token and its access token at once', async () => {
    const s = server();
    const other = await s.login('admin@demo.test');
    const me = await s.login('admin@demo.test');
    const target = (await overview(s, me.token)).sessions.find((row) => !row.current);
    const ended = await s.post(`/api/security/sessions/${target?.id ?? ''}/end`, {}, me.token);
    expect(ended).toMatchObject({ status: 200, body: { message: 'De login is beëindigd.' } });
    expect((await s.get('/api/dashboard', other.token)).status).toBe(401);
    expect((await s.post('/api/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
    expect((await overview(s, me.token)).sessions).toHaveLength(1);
  });

  test('another user’s login cannot be ended', async () => {
    const s = server();
    const stranger = await s.login('ander@demo.test');
    const strangerId = (await overview(s, stranger.token)).sessions[0]?.id ?? '';
    const me = await s.login('admin@demo.test');
    const refused = await s.post(`/api/security/sessions/${strangerId}/end`, {}, me.token);
    expect(refused).toMatchObject({ status: 404, body: { message: 'Deze login bestaat niet (meer).' } });
    expect((await s.get('/api/dashboard', stranger.token)).status).toBe(200);
  });

  test('"Overal uitloggen" ends every other login, and this one too when asked', async () => {
    const s = server();
    const first = await s.login('admin@demo.test');
    const second = await s.login('admin@demo.test');
    const me = await s.login('admin@demo.test');
    const stranger = await s.login('ander@demo.test');
    const others = await s.post('/api/security/sessions/end-all', { includeCurrent: false }, me.token);
    expect(others).toMatchObject({ status: 200, body: { ended: 2, message: 'Er zijn 2 logins beëindigd.' } });
    expect((await s.get('/api/dashboard', first.token)).status).toBe(401);
    expect((await s.get('/api/dashboard', second.token)).status).toBe(401);
    expect((await s.get('/api/dashboard', me.token)).status).toBe(200);
    expect((await s.get('/api/dashboard', stranger.token)).status).toBe(200);

    const all = await s.post('/api/security/sessions/end-all', { includeCurrent: true }, me.token);
    expect(all).toMatchObject({ status: 200, body: { ended: 1 } });
    expect((await s.get('/api/dashboard', me.token)).status).toBe(401);
    expect((await s.post('/api/auth/refresh', { refresh_token: me.refresh_token })).status).toBe(401);
  });
});

describe('login history', () => {
  test('records success, wrong password, wrong code and throttling with device and masked address', async () => {
    const s = server();
    await loginWith(s, 'tweestap@demo.test', CHROME_WINDOWS, 'Verkeerd1');
    const pending = await loginWith(s, 'tweestap@demo.test', CHROME_WINDOWS);
    const { challenge } = pending.body as LoginCodeRequired;
    const mailed = /(\d{6})/.exec((await outbox(s))[0]?.body ?? '')?.[1] ?? '';
    const wrong = mailed === '000000' ? '111111' : '000000';
    expect((await s.post('/api/auth/token/code', { challenge, code: wrong })).status).toBe(401);
    const tokens = await s.post<TokenSet>('/api/auth/token/code', { challenge, code: mailed });
    expect(tokens.status).toBe(200);
    for (let i = 0; i < 3; i += 1) await loginWith(s, 'tweestap@demo.test', CHROME_WINDOWS, 'Verkeerd1');
    const refused = await loginWith(s, 'tweestap@demo.test', CHROME_WINDOWS, 'Verkeerd1');
    expect(refused.status).toBe(429);
    await s.app.backgroundSettled();

    const { history } = await overview(s, tokens.body.token);
    expect(history.map((entry) => entry.outcome)).toEqual([
      'throttled',
      'wrong-password',
      'wrong-password',
      'wrong-password',
      'success',
      'code-wrong',
      'wrong-password',
    ]);
    expect(history[6]).toEqual({
      at: expect.any(String),
      outcome: 'wrong-password',
      device: 'Chrome 120 op Windows 10',
      address: '127.0.0.***',
    });
  });

  test('an unknown address leaves no trace and gets the same answer as a wrong password', async () => {
    const s = server();
    const unknown = await loginWith(s, 'niemand@demo.test', CHROME_WINDOWS, 'Verkeerd1');
    const wrong = await loginWith(s, 'admin@demo.test', CHROME_WINDOWS, 'Verkeerd1');
    expect(unknown).toEqual(wrong);
    await s.app.backgroundSettled();
    const rows = await s.db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_events');
    expect(rows[0]?.count).toBe(1);
  });

  test('shows the last 20 attempts of this user only', async () => {
    const s = server();
    for (let i = 0; i < 22; i += 1) {
      s.clock.set(new Date(Date.parse(DEFAULT_NOW) + i * 60_000).toISOString());
      await s.login('admin@demo.test');
    }
    await s.login('ander@demo.test');
    const me = await s.login('admin@demo.test');
    const { history } = await overview(s, me.token);
    expect(history).toHaveLength(20);
    expect(history.every((entry) => entry.outcome === 'success')).toBe(true);
    expect(history[0]?.at).toBe('2026-03-18T10:21:00.000Z');
  });
});

describe('new-device mail', () => {
  test('a login from a browser and system not seen before is mailed, a known one not', async () => {
    const s = server();
    await loginWith(s, 'admin@demo.test', CHROME_WINDOWS);
    await s.app.backgroundSettled();
    expect(await outbox(s)).toHaveLength(0);
    await loginWith(s, 'admin@demo.test', SAFARI_IPHONE);
    await s.app.backgroundSettled();
    const mails = await outbox(s);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'admin@demo.test', subject: 'Nieuwe login op je account' });
    expect(mails[0]?.body).toContain('Apparaat: Safari 17 op iOS 17.1');
    expect(mails[0]?.body).toContain('Tijd: 18 maart 2026 om 11:00');
    expect(mails[0]?.body).toMatch(/https?:\/\/[^\s]+\/security/);
    await loginWith(s, 'admin@demo.test', SAFARI_IPHONE);
    await s.app.backgroundSettled();
    expect(await outbox(s)).toHaveLength(1);
  });
});

describe('authenticator app', () => {
  test('set-up gives a secret and otpauth address and needs a right first code', async () => {
    const s = server();
    const login = await s.login('admin@demo.test');
    const setup = await s.post<AuthenticatorSetup>('/api/security/authenticator', {}, login.token);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Klantportaal:admin%40demo\.test\?.*secret=/);
    const wrong = await s.post('/api/security/authenticator/confirm', { code: '123456' }, login.token);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'De code is onjuist of al gebruikt.' } });
    const code = totpCodeAt(setup.body.secret, s.clock.now());
    const ok = await s.post<AuthenticatorConfirmResponse>('/api/security/authenticator/confirm', { code }, login.token);
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.recoveryCodes).size).toBe(10);
    // Stored as hashes only.
    const stored = JSON.stringify(await s.db.query('SELECT * FROM recovery_codes'));
    for (const recovery of ok.body.recoveryCodes) expect(stored).not.toContain(recovery.replace('-', ''));
    expect((await overview(s, login.token)).authenticator).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  test('the login asks for the app’s code: one step of drift either way, not two, and never twice', async () => {
    const s = server();
    const { secret } = await withApp(s, 'admin@demo.test');
    s.clock.set('2026-03-18T10:05:00Z');
    const now = s.clock.now().getTime();
    const step = async () => {
      const pending = await s.post<LoginCodeRequired>('/api/auth/token', {
        email: 'admin@demo.test',
        password: PASSWORD,
      });
      expect(pending.status).toBe(202);
      expect(pending.body.codeRequired).toBe('app');
      return pending.body.challenge;
    };
    const tooOld = totpCodeAt(secret, new Date(now - 60_000));
    const challenge = await step();
    expect((await s.post('/api/auth/token/code', { challenge, code: tooOld })).status).toBe(401);
    const lateByOne = totpCodeAt(secret, new Date(now - 30_000));
    const ok = await s.post<TokenSet>('/api/auth/token/code', { challenge, code: lateByOne });
    expect(ok.status).toBe(200);
    // The same code again, or one of an earlier step, is refused.
    const again = await s.post('/api/auth/token/code', { challenge: await step(), code: lateByOne });
    expect(again.status).toBe(401);
    const ahead = totpCodeAt(secret, new Date(now + 30_000));
    expect((await s.post('/api/auth/token/code', { challenge: await step(), code: ahead })).status).toBe(200);
    expect(await outbox(s)).toHaveLength(0);
  });

  test('a recovery code logs in once', async () => {
    const s = server();
    const { recoveryCodes } = await withApp(s, 'admin@demo.test');
    const code = recoveryCodes[0] ?? '';
    const login = async () =>
      (await s.post<LoginCodeRequired>('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD })).body
        .challenge;
    const first = await s.post<TokenSet>('/api/auth/token/code', {
      challenge: await login(),
      code: code.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const second = await s.post('/api/auth/token/code', { challenge: await login(), code });
    expect(second.status).toBe(401);
    expect((await overview(s, first.body.token)).authenticator.recoveryCodesLeft).toBe(9);
  });

  test('switching it off needs the password and a code; the login then goes without a code', async () => {
    const s = server();
    const { secret, login } = await withApp(s, 'admin@demo.test');
    s.clock.set('2026-03-18T10:01:00Z');
    const code = totpCodeAt(secret, s.clock.now());
    const noPassword = await s.post('/api/security/authenticator/off', { password: 'Verkeerd1', code }, login.token);
    expect(noPassword).toMatchObject({ status: 400, body: { message: 'Het huidige wachtwoord is onjuist.' } });
    const noCode = await s.post('/api/security/authenticator/off', { password: PASSWORD, code: '000000' }, login.token);
    expect(noCode.status).toBe(400);
    const off = await s.post('/api/security/authenticator/off', { password: PASSWORD, code }, login.token);
    expect(off).toMatchObject({ status: 200, body: { message: 'De authenticator-app staat uit.' } });
    expect((await s.post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD })).status).toBe(200);
    expect(await s.db.query('SELECT * FROM recovery_codes')).toHaveLength(0);
  });
});
