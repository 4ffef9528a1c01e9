import { SignJWT, decodeProtectedHeader } from 'jose';
import type { TokenSet } from '../../src/api/contract';
import { PASSWORD, outbox, startTestServer, useTestServer } from './helpers';

const server = useTestServer();

describe('POST /api/auth/token', () => {
  test('returns a token set with an HS256 at+jwt access token', async () => {
    const reply = await server().post<TokenSet>('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ token: expect.any(String), refresh_token: expect.any(String), jwt_expire_time: 900 });
    expect(decodeProtectedHeader(reply.body.token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
  });

  test('the address is case-insensitive', async () => {
    expect((await server().post('/api/auth/token', { email: 'Admin@Demo.TEST', password: PASSWORD })).status).toBe(200);
  });

  test('invalid fields give 400 with an object of Dutch messages', async () => {
    const reply = await server().post('/api/auth/token', { email: 'ab', password: '123' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: {
        email: 'E-mail moet minimaal 4 karakters bevatten.',
        password: 'Wachtwoord moet minimaal 5 karakters bevatten.',
      },
    });
    expect((await server().post('/api/auth/token', { email: 'geen-adres', password: 'Welkom123' })).body).toEqual({
      message: { email: 'Ongeldige e-mail' },
    });
    expect((await server().post('/api/auth/token', { email: '', password: '' })).body).toEqual({
      message: { email: 'Veld is verplicht', password: 'Veld is verplicht' },
    });
  });

  test('wrong password and unknown address get the same 401 body', async () => {
    const wrong = await server().post('/api/auth/token', { email: 'admin@demo.test', password: 'Verkeerd1' });
    const unknown = await server().post('/api/auth/token', { email: 'niemand@demo.test', password: 'Verkeerd1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: { credentials: 'Het e-mailadres of wachtwoord is onjuist.' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('10 failed attempts per address block it for 15 minutes, even with the right password', async () => {
    const s = server();
    for (let i = 0; i < 10; i += 1)
      expect((await s.post('/api/auth/token', { email: 'opgezegd@demo.test', password: 'Verkeerd1' })).status).toBe(
        401,
      );
    const blocked = await s.post<{ message: Record<string, string> }>('/api/auth/token', {
      email: 'opgezegd@demo.test',
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(Object.values(blocked.body.message).join(' ')).toMatch(/Te veel pogingen/);
    // Other addresses are not affected.
    expect((await s.post('/api/auth/token', { email: 'prepaid@demo.test', password: PASSWORD })).status).toBe(200);
    s.clock.advanceSeconds(15 * 60 + 1);
    expect((await s.post('/api/auth/token', { email: 'opgezegd@demo.test', password: PASSWORD })).status).toBe(200);
  });
});

describe('per-IP limit', () => {
  test('login and forgot-password attempts count per IP (429 after the limit)', async () => {
    const s = await startTestServer({
      config: { rateLimit: { addressFailures: 10, ipAttempts: 3, windowSeconds: 900 } },
    });
    try {
      expect((await s.post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD })).status).toBe(200);
      expect((await s.post('/api/auth/forgot-password', { email: 'admin@demo.test' })).status).toBe(200);
      expect((await s.post('/api/auth/token', { email: 'prepaid@demo.test', password: PASSWORD })).status).toBe(200);
      const blocked = await s.post<{ message: string }>('/api/auth/forgot-password', { email: 'prepaid@demo.test' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Te veel pogingen/);
      s.clock.advanceSeconds(901);
      expect((await s.post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD })).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('access tokens', () => {
  test('missing, malformed, forged, wrong-algorithm, wrong-type and expired tokens get 401', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const otherKey = new TextEncoder().encode('x'.repeat(48));
    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(otherKey);
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
    const unsigned = `${header({ alg: 'none', typ: 'at+jwt' })}.${token.split('.')[1]}.`;
    const tampered = `${token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...payload, sub: '2' })).toString('base64url')}.${token.split('.')[2]}`;

    const missing = await s.get<{ message: string }>('/api/dashboard');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Je bent niet ingelogd.');
    for (const bad of ['abc', forged, unsigned, tampered]) {
      const reply = await s.get<{ message: string }>('/api/dashboard', bad);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toMatch(/[Ss]essie/);
      expect((await s.get('/api/numbers', bad)).status).toBe(401);
    }
    expect((await s.get('/api/numbers', token)).status).toBe(200);
    s.clock.advanceSeconds(901);
    expect((await s.get('/api/dashboard', token)).status).toBe(401);
    expect((await s.get('/api/numbers', token)).status).toBe(401);
  });

  test('a download-link token is not accepted as an access token', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const invoices = await s.get<Array<{ id: number }>>('/api/invoices', token);
    const prepared = await s.post<{ pdf: { pdfUrl: string } }>(
      '/api/download/prepare',
      { service: 'account/invoice', meta: { id: invoices.body[0]?.id } },
      token,
    );
    const downloadToken = prepared.body.pdf.pdfUrl.split('/').pop() ?? '';
    expect((await s.get('/api/dashboard', downloadToken)).status).toBe(401);
  });
});

describe('POST /api/auth/app', () => {
  test('a one-time session token logs in once', async () => {
    const s = server();
    const minted = await s.post<{ sessionToken: string }>('/api/dev/session-token', { email: 'admin@demo.test' });
    expect(minted.status).toBe(200);
    const login = await s.post<TokenSet>('/api/auth/app', { sessionToken: minted.body.sessionToken });
    expect(login.status).toBe(200);
    expect(login.body.jwt_expire_time).toBe(900);
    const again = await s.post('/api/auth/app', { sessionToken: minted.body.sessionToken });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: { sessionToken: 'De inloglink is ongeldig of verlopen.' } });
  });

  test('session tokens expire after 5 minutes', async () => {
    const s = server();
    const minted = await s.post<{ sessionToken: string }>('/api/dev/session-token', { email: 'admin@demo.test' });
    s.clock.advanceSeconds(301);
    expect((await s.post('/api/auth/app', { sessionToken: minted.body.sessionToken })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  test('revokes the session: its refresh token and access token stop working', async () => {
    const s = server();
    const tokens = await s.login('admin@demo.test');
    const reply = await s.post('/api/auth/logout', { refresh_token: tokens.refresh_token }, tokens.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Je bent uitgelogd.' });
    expect((await s.post('/api/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await s.get('/api/dashboard', tokens.token)).status).toBe(401);
  });

  test('works with only the refresh token (expired access token), and needs one of the two', async () => {
    const s = server();
    const tokens = await s.login('admin@demo.test');
    s.clock.advanceSeconds(901);
    expect((await s.post('/api/auth/logout', { refresh_token: tokens.refresh_token }, tokens.token)).status).toBe(200);
    expect((await s.post('/api/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
    expect((await s.post('/api/auth/logout', {})).status).toBe(401);
  });

  test("a refresh token of another user's session is not revoked", async () => {
    const s = server();
    const mine = await s.login('admin@demo.test');
    const theirs = await s.login('ander@demo.test');
    expect((await s.post('/api/auth/logout', { refresh_token: theirs.refresh_token }, mine.token)).status).toBe(200);
    expect((await s.post('/api/auth/refresh', { refresh_token: theirs.refresh_token })).status).toBe(200);
  });
});

describe('POST /api/auth/forgot-password', () => {
  test('answers the same for known and unknown addresses; only known ones get a link', async () => {
    const s = server();
    const before = (await outbox(s)).length;
    const known = await s.post('/api/auth/forgot-password', { email: 'prepaid@demo.test' });
    const unknown = await s.post('/api/auth/forgot-password', { email: 'onbekend@demo.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await s.app.backgroundSettled();
    const messages = await outbox(s);
    expect(messages.length).toBe(before + 1);
    const mail = messages[0];
    expect(mail?.to).toBe('prepaid@demo.test');
    expect(mail?.subject).toBe('Wachtwoord wijzigen');
    // The link leads to the portal's page and carries the token in the fragment, never in the query.
    expect(mail?.body).toMatch(/\/reset-password#token=[A-Za-z0-9_%-]+/);
    expect(mail?.body).not.toMatch(/[?&]token=/);
    const token = /token=([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '')?.[1] ?? '';

    const previous = await s.login('prepaid@demo.test');
    const reset = await s.post('/api/auth/reset-password', {
      token: decodeURIComponent(token),
      password: 'NieuwWachtwoord1',
    });
    expect(reset.status).toBe(200);
    expect((await s.post('/api/auth/refresh', { refresh_token: previous.refresh_token })).status).toBe(401);
    expect((await s.post('/api/auth/token', { email: 'prepaid@demo.test', password: PASSWORD })).status).toBe(401);
    expect((await s.post('/api/auth/token', { email: 'prepaid@demo.test', password: 'NieuwWachtwoord1' })).status).toBe(
      200,
    );
    expect(
      (await s.post('/api/auth/reset-password', { token: decodeURIComponent(token), password: 'Nogmaals12' })).status,
    ).toBe(400);
  });

  test('validates the address (5 to 100 characters, valid) with a plain message', async () => {
    const s = server();
    expect((await s.post('/api/auth/forgot-password', { email: 'a@b' })).body).toEqual({
      message: 'E-mail moet minimaal 5 karakters bevatten.',
    });
    expect((await s.post('/api/auth/forgot-password', { email: 'geen-adres' })).body).toEqual({
      message: 'Ongeldige e-mail',
    });
    expect((await s.post('/api/auth/forgot-password', { email: `${'a'.repeat(96)}@x.nl` })).status).toBe(400);
    expect((await s.post('/api/auth/forgot-password', { email: '' })).body).toEqual({ message: 'Veld is verplicht' });
  });
});

describe('security headers', () => {
  test('API responses carry CSP with frame-ancestors, nosniff, Referrer-Policy and no-store', async () => {
    const reply = await server().post('/api/auth/token', { email: 'admin@demo.test', password: PASSWORD });
    expect(reply.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(reply.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});
