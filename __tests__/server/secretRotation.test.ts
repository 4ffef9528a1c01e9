import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/base/config';
import { outbox, useTestServer, useTestServers, type TestServer } from './helpers';

/** Secrets that can be rotated, and reset links of which only the newest works. */
const OLD = randomBytes(30).toString('base64');
const NEW = randomBytes(30).toString('base64');

describe('JWT_SECRET_PREVIOUS', () => {
  const servers = useTestServers([
    { config: { jwtSecret: OLD } },
    { config: { jwtSecret: NEW, jwtSecretPrevious: OLD } },
    { config: { jwtSecret: NEW } },
  ]);
  let before: TestServer;
  let rotated: TestServer;
  let newOnly: TestServer;
  beforeEach(() => {
    [before, rotated, newOnly] = servers() as [TestServer, TestServer, TestServer];
  });

  test('a token signed with the previous secret keeps working until it expires; new ones use the current', async () => {
    const old = await before.login('admin@demo.test');
    expect((await rotated.get('/api/dashboard', old.token)).status).toBe(200);
    // Without the previous secret the old token is refused: the acceptance comes from the rotation.
    expect((await newOnly.get('/api/dashboard', old.token)).status).toBe(401);

    const fresh = await rotated.login('admin@demo.test');
    expect((await newOnly.get('/api/dashboard', fresh.token)).status).toBe(200);
    expect((await before.get('/api/dashboard', fresh.token)).status).toBe(401);

    rotated.clock.advanceSeconds(901);
    expect((await rotated.get('/api/dashboard', old.token)).status).toBe(401);
  });

  test('in production the previous secret, when given, is as long as the current one must be', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: NEW };
    expect(loadConfig({ ...env, JWT_SECRET_PREVIOUS: OLD }).server.jwtSecretPrevious).toBe(OLD);
    expect(() => loadConfig({ ...env, JWT_SECRET_PREVIOUS: 'kort' })).toThrow(
      /JWT_SECRET_PREVIOUS must be at least 32 bytes/,
    );
  });
});

describe('reset links', () => {
  const server = useTestServer();

  async function requestLink(s: TestServer, email: string): Promise<string> {
    expect((await s.post('/api/auth/forgot-password', { email })).status).toBe(200);
    await s.app.backgroundSettled();
    const token = /#token=([\w%-]+)/.exec((await outbox(s))[0]?.body ?? '')?.[1];
    if (!token) throw new Error('no reset link mailed');
    return decodeURIComponent(token);
  }
  const reset = (s: TestServer, token: string, password: string) =>
    s.post('/api/auth/reset-password', { token, password });

  test('asking again ends the link mailed before: only one works at a time', async () => {
    const s = server();
    const first = await requestLink(s, 'prepaid@demo.test');
    const second = await requestLink(s, 'prepaid@demo.test');
    expect(second).not.toBe(first);
    const refused = await reset(s, first, 'Zomerzon2026');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'De link om je wachtwoord te wijzigen is ongeldig of verlopen.' });
    expect((await reset(s, second, 'Zomerzon2026')).status).toBe(200);
  });

  test('another user asking does not end this user’s link', async () => {
    const s = server();
    const mine = await requestLink(s, 'prepaid@demo.test');
    await requestLink(s, 'admin@demo.test');
    expect((await reset(s, mine, 'Zomerzon2026')).status).toBe(200);
  });

  test('a password change revokes every reset link of the user', async () => {
    const s = server();
    const link = await requestLink(s, 'admin@demo.test');
    const { token } = await s.login('admin@demo.test');
    const change = await s.post(
      '/api/account/password',
      { currentPassword: 'Welkom123', newPassword: 'Zomerzon2026', newPasswordConfirm: 'Zomerzon2026' },
      token,
    );
    expect(change.status).toBe(200);
    expect((await reset(s, link, 'Herfstblad2026')).status).toBe(400);
  });
});
