/**
 * The set-up of a new staff account through its one-time link (docs/support.md): the authenticator
 * secret is made anew at every opening and kept only once its first code is given, and the password
 * follows the staff rule (12 characters, hard to guess).
 */
import type { DeskSession, DeskSetupInfo, StaffCreateResponse } from '../../src/api/deskContract';
import { freshCode, staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';

const server = useTestServer();
const GOOD_PASSWORD = 'Grijze-Olifant-Danst';
const EMAIL = 'nieuw@demo.test';

/** A new medewerker added by the teamleider; its link's token. */
async function newAccount(s: TestServer): Promise<string> {
  const leader = await staffLogin(s, TEAMLEIDER);
  const created = await s.post<StaffCreateResponse>(
    '/api/desk/staff',
    { email: EMAIL, fullName: 'Nina Nieuw', role: 'medewerker' },
    leader.token,
  );
  expect(created.status).toBe(201);
  const token = /\/desk\/instellen#token=([\w-]+)$/.exec(created.body.setupLink)?.[1] ?? '';
  expect(token).not.toBe('');
  return token;
}

const openLink = async (s: TestServer, token: string) => {
  const info = await s.post<DeskSetupInfo>('/api/desk/setup/info', { token });
  expect(info.status).toBe(200);
  return info.body;
};

const logIn = (s: TestServer, secret: string) =>
  s.post<DeskSession>('/api/desk/auth/token', { email: EMAIL, password: GOOD_PASSWORD, code: freshCode(s, secret) });

test('is set up once through its link: password and the first code of the app; then it logs in', async () => {
  const s = server();
  const token = await newAccount(s);
  const taken = await s.post(
    '/api/desk/staff',
    { email: 'NIEUW@demo.test', fullName: 'X', role: 'medewerker' },
    (await staffLogin(s, TEAMLEIDER)).token,
  );
  expect(taken.status).toBe(409);

  const info = await openLink(s, token);
  expect(info).toMatchObject({ email: EMAIL, fullName: 'Nina Nieuw' });
  expect(info.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(info.uri).toContain(`secret=${info.secret}`);
  expect((await logIn(s, info.secret)).status).toBe(401);

  const wrongCode = await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: '000000' });
  expect(wrongCode.status).toBe(400);
  const done = await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: freshCode(s, info.secret) });
  expect(done.status).toBe(200);
  const reused = await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: freshCode(s, info.secret) });
  expect(reused.status).toBe(400);
  expect((await s.post('/api/desk/setup/info', { token })).status).toBe(400);

  const login = await logIn(s, info.secret);
  expect(login.status).toBe(200);
  expect(login.body.staff.role).toBe('medewerker');
});

describe('the secret a link shows', () => {
  test('is made anew each time the link is opened; an earlier one couples nothing', async () => {
    const s = server();
    const token = await newAccount(s);
    const seen = await openLink(s, token);
    const opened = await openLink(s, token);
    expect(opened.secret).not.toBe(seen.secret);
    expect(opened.uri).not.toBe(seen.uri);

    const withSeen = await s.post('/api/desk/setup', {
      token,
      password: GOOD_PASSWORD,
      code: freshCode(s, seen.secret),
    });
    expect([withSeen.status, withSeen.body]).toEqual([
      400,
      { message: expect.stringMatching(/^De code is onjuist\. .*open de link opnieuw en scan de nieuwe QR-code\.$/) },
    ]);
    const done = await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: freshCode(s, opened.secret) });
    expect(done.status).toBe(200);

    expect((await logIn(s, seen.secret)).status).toBe(401);
    expect((await logIn(s, opened.secret)).status).toBe(200);
  });

  test('is kept by the server only once its first code is given, and then only as the account\u2019s', async () => {
    const s = server();
    const token = await newAccount(s);
    const secrets = async () =>
      s.db.query<{ account: string | null; link: string | null }>(
        `SELECT s.totp_secret AS account, t.pending_secret AS link
           FROM staff s JOIN staff_setup_tokens t ON t.staff_id = s.id WHERE s.email = $1`,
        [EMAIL],
      );
    expect(await secrets()).toEqual([{ account: null, link: null }]);
    const { secret } = await openLink(s, token);
    expect(await secrets()).toEqual([{ account: null, link: secret }]);
    await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: freshCode(s, secret) });
    expect(await secrets()).toEqual([{ account: secret, link: null }]);
  });
});

describe('the password of a staff account', () => {
  test.each([
    ['too short', 'Olifant-9', 'Een wachtwoord voor de supportdesk moet minimaal 12 karakters bevatten.'],
    ['a known password', 'Password1234', 'Dit wachtwoord is te makkelijk te raden'],
    ['a word with a year', 'Wachtwoord2026!', 'Dit wachtwoord is te makkelijk te raden'],
    ['a word typed twice', 'Welkom2024Welkom2025', 'Dit wachtwoord is te makkelijk te raden'],
    ['a keyboard row', 'qwertyuiop123', 'Dit wachtwoord is te makkelijk te raden'],
    ['a sequence', 'abcdefghijklmn', 'Dit wachtwoord is te makkelijk te raden'],
    ['the provider and the desk', 'Telvaro-desk-2026', 'Dit wachtwoord is te makkelijk te raden'],
    ["the product's name with a year", 'Klantportaal2026!', 'Dit wachtwoord is te makkelijk te raden'],
    ["the desk's name with a year", 'Supportdesk2026!', 'Dit wachtwoord is te makkelijk te raden'],
    ["the provider's name with a year", 'Telvaro2026!!', 'Dit wachtwoord is te makkelijk te raden'],
    ["the provider's name twice", 'Telvaro!Telvaro', 'Dit wachtwoord is te makkelijk te raden'],
    ["the company's legal name", 'Telvaro-B.V.-2026', 'Dit wachtwoord is te makkelijk te raden'],
    ["the person's own name and address", 'NinaNieuw@demo.test', 'Dit wachtwoord is te makkelijk te raden'],
  ])('is refused when %s, in Dutch, and the link stays usable', async (_what, password, message) => {
    const s = server();
    const token = await newAccount(s);
    const { secret } = await openLink(s, token);
    const refused = await s.post<{ message: string }>('/api/desk/setup', {
      token,
      password,
      code: freshCode(s, secret),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`^Wachtwoord: ${message}`));
    const done = await s.post('/api/desk/setup', { token, password: GOOD_PASSWORD, code: freshCode(s, secret) });
    expect(done.status).toBe(200);
  });

  test('a customer\u2019s good password of 8 characters is not enough for staff; 12 random characters are', async () => {
    const s = server();
    const token = await newAccount(s);
    const { secret } = await openLink(s, token);
    const short = await s.post('/api/desk/setup', { token, password: 'Kx9!mQ2v', code: freshCode(s, secret) });
    expect(short.status).toBe(400);
    const random = await s.post('/api/desk/setup', { token, password: 'xK9#mP2$vL7q', code: freshCode(s, secret) });
    expect(random.status).toBe(200);
  });
});
