import type { LoginCodeRequired, TokenSet } from '../../src/api/contract';
import { PASSWORD, outbox, startTestServer, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
const EMAIL = 'tweestap@demo.test';

/** Password step of the two-step demo account, and the code it mailed. */
async function challenge(s: TestServer): Promise<{ challenge: string; code: string }> {
  const reply = await s.post<LoginCodeRequired>('/api/auth/token', { email: EMAIL, password: PASSWORD });
  expect(reply.status).toBe(202);
  const [mail] = await outbox(s);
  const code = /Je inlogcode is: (\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return { challenge: reply.body.challenge, code };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('two-step verification by e-mail', () => {
  test('the right password answers 202 "code needed" without a token set and mails a 6-digit code', async () => {
    const s = server();
    const reply = await s.post<LoginCodeRequired>('/api/auth/token', { email: EMAIL, password: PASSWORD });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({
      codeRequired: 'email',
      challenge: expect.any(String),
      resendAfter: 30,
      expiresIn: 600,
    });
    expect(reply.body).not.toHaveProperty('token');
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({ to: EMAIL, subject: 'Je inlogcode' });
    expect(mail?.body).toMatch(/Je inlogcode is: \d{6}\n/);
    // Neither the code nor the challenge token is stored as such.
    const rows = await s.db.query<{ id: string; code_hash: string }>('SELECT id, code_hash FROM login_challenges');
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(reply.body.challenge);
  });

  test('a wrong password still gives 401 and sends no code; other accounts get their token set at once', async () => {
    const s = server();
    const refused = await s.post('/api/auth/token', { email: EMAIL, password: 'Verkeerd1' });
    expect(refused.status).toBe(401);
    expect(await outbox(s)).toHaveLength(0);
    expect((await s.post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD })).status).toBe(200);
  });

  test('the code gives a token set of a web login, once', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    const first = await s.post<TokenSet>('/api/auth/token/code', { challenge: id, code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.any(String), refresh_token: expect.any(String), jwt_expire_time: 900 });
    const config = await s.get<{ user: { email: string; loginType: string } }>('/api/app/config', first.body.token);
    expect(config.body.user).toMatchObject({ email: EMAIL, loginType: 'web' });

    const again = await s.post('/api/auth/token/code', { challenge: id, code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: { challenge: 'Deze code is niet meer geldig. Log opnieuw in.' } });
  });

  test('a code expires after 10 minutes on the server’s clock', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    s.clock.set('2026-03-18T10:10:00Z');
    const late = await s.post('/api/auth/token/code', { challenge: id, code });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: { challenge: 'De code is verlopen. Log opnieuw in.' } });
  });

  test('just within 10 minutes the code still works', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    s.clock.set('2026-03-18T10:09:59Z');
    expect((await s.post('/api/auth/token/code', { challenge: id, code })).status).toBe(200);
  });

  test('five wrong codes end the challenge: the right code no longer works', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    for (let left = 4; left >= 1; left -= 1) {
      const reply = await s.post('/api/auth/token/code', { challenge: id, code: wrong(code) });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: { code: `De code is onjuist. Je kunt het nog ${left} keer proberen.` } });
    }
    const fifth = await s.post('/api/auth/token/code', { challenge: id, code: wrong(code) });
    expect(fifth.body).toEqual({ message: { challenge: 'Te veel onjuiste codes. Log opnieuw in.' } });
    const right = await s.post('/api/auth/token/code', { challenge: id, code });
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ message: { challenge: 'Deze code is niet meer geldig. Log opnieuw in.' } });
  });

  test('wrong codes are throttled per address like logins: 10 within 15 minutes block new challenges', async () => {
    // A server of its own: the throttling counters outlive a data reset.
    const s = await startTestServer();
    try {
      for (let round = 0; round < 2; round += 1) {
        const { challenge: id, code } = await challenge(s);
        for (let i = 0; i < 5; i += 1) await s.post('/api/auth/token/code', { challenge: id, code: wrong(code) });
      }
      const blocked = await s.post('/api/auth/token', { email: EMAIL, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: { code: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' } });
      s.clock.set('2026-03-18T10:16:00Z');
      expect((await s.post('/api/auth/token', { email: EMAIL, password: PASSWORD })).status).toBe(202);
    } finally {
      await s.close();
    }
  }, 60_000);

  test('a code that is not 6 digits is refused without using an attempt', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    const reply = await s.post('/api/auth/token/code', { challenge: id, code: '12ab' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: { code: 'Vul de code van 6 cijfers in.' } });
    // Pasted with a space in the middle still counts as the code.
    expect(
      (await s.post('/api/auth/token/code', { challenge: id, code: `${code.slice(0, 3)} ${code.slice(3)}` })).status,
    ).toBe(200);
  });

  test('a new code only after 30 seconds; it replaces the old one', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    const early = await s.post('/api/auth/token/resend', { challenge: id });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: { code: 'Wacht even voordat je een nieuwe code aanvraagt.' } });
    s.clock.set('2026-03-18T10:00:30Z');
    const resent = await s.post('/api/auth/token/resend', { challenge: id });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'Er is een nieuwe code verstuurd.' });
    const [mail] = await outbox(s);
    const fresh = /Je inlogcode is: (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    if (fresh !== code) expect((await s.post('/api/auth/token/code', { challenge: id, code })).status).toBe(401);
    expect((await s.post('/api/auth/token/code', { challenge: id, code: fresh })).status).toBe(200);
  });

  test('refresh and app-token login are not asked for a code', async () => {
    const s = server();
    const { challenge: id, code } = await challenge(s);
    const tokens = (await s.post<TokenSet>('/api/auth/token/code', { challenge: id, code })).body;
    const refreshed = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).toEqual(expect.any(String));
    const minted = await s.post<{ sessionToken: string }>('/api/dev/session-token', { email: EMAIL });
    const app = await s.post<TokenSet>('/api/auth/app', { sessionToken: minted.body.sessionToken });
    expect(app.status).toBe(200);
    expect(app.body.token).toEqual(expect.any(String));
  });
});
