/**
 * A new extra user's login is made when the owner of its address opens the mailed link
 * (docs/decisions/0114-extra-user-login-after-its-address-confirms.md). Until then an address that
 * has a login elsewhere and a free one look the same to the account's admin: the answer, the bundles,
 * 'Gebruikers en rechten' and a login with the password the admin chose.
 */
import type { ActiveBundlesResponse } from '../../src/api/contract';
import type { TeamResponse } from '../../src/api/teamContract';
import { outbox, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
const PASSWORD = 'Sterk-wachtwoord4';
const INVALID =
  'Deze link is ongeldig, verlopen of al gebruikt. Vraag de hoofdgebruiker van het account om je opnieuw toe te voegen.';

const add = (s: TestServer, email: string, token: string) =>
  s.post<{ message: string; bundle_subusers_id: number }>('/api/users/add-extra', { email, password: PASSWORD }, token);

/** The token of the activation link mailed to `to`, or '' when none was. */
async function linkTo(s: TestServer, to: string): Promise<string> {
  const mail = (await outbox(s)).find((m) => m.to.toLowerCase() === to.toLowerCase());
  return /\/activate#token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
}

const activate = (s: TestServer, token: string) =>
  s.post<{ message: string }>('/api/auth/activate-extra-user', { token });
const logIn = (s: TestServer, email: string, password = PASSWORD) =>
  s.post<unknown>('/api/auth/token', { email, password });
const people = async (s: TestServer, token: string) =>
  (await s.get<TeamResponse>('/api/team', token)).body.people.map((person) => person.email);

test('a free address and one with a login elsewhere look the same to the admin until an owner acts', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const team = await people(s, token);
  const free = await add(s, 'nieuwkomer@demo.test', token);
  const taken = await add(s, 'ander@demo.test', token);
  expect([taken.status, taken.body.message]).toEqual([free.status, free.body.message]);
  expect(taken.body.bundle_subusers_id).toBe(free.body.bundle_subusers_id + 1);

  // 'Gebruikers en rechten' lists neither; the bundles list both; the chosen password opens neither.
  expect(await people(s, token)).toEqual(team);
  const listed = (await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token)).body.subusers;
  expect(listed.map((u) => u.bundle_subusers_email)).toEqual(
    expect.arrayContaining(['nieuwkomer@demo.test', 'ander@demo.test']),
  );
  const [freeLogin, takenLogin] = [await logIn(s, 'nieuwkomer@demo.test'), await logIn(s, 'ander@demo.test')];
  expect([takenLogin.status, takenLogin.body]).toEqual([freeLogin.status, freeLogin.body]);
  expect(freeLogin.status).toBe(401);
  expect(
    (await s.post('/api/users/get-extra', { bundleSubuserId: taken.body.bundle_subusers_id }, token)).body,
  ).toEqual({ email: 'ander@demo.test' });

  // Only the owner of the free address can make its login: through the link mailed there.
  expect(await linkTo(s, 'ander@demo.test')).toBe('');
  const activated = await activate(s, await linkTo(s, 'nieuwkomer@demo.test'));
  expect(activated.body).toEqual({
    message:
      'Je account is geactiveerd. Log in met nieuwkomer@demo.test en het wachtwoord dat je van de hoofdgebruiker ' +
      'hebt gekregen.',
  });
  const login = await s.login('nieuwkomer@demo.test', PASSWORD);
  expect((await s.get<{ user: { role: string } }>('/api/dashboard', login.token)).body.user.role).toBe('gebruiker');
  expect(await people(s, token)).toEqual([...team, 'nieuwkomer@demo.test']);
  // Removing it as an extra user ends that login, as it did for one made at once.
  await s.post('/api/users/remove-extra', { bundleSubUserId: free.body.bundle_subusers_id }, token);
  expect((await logIn(s, 'nieuwkomer@demo.test')).status).toBe(401);
});

test('a link works once, for seven days, and not after the extra user was cancelled', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  await add(s, 'eerste@demo.test', token);
  const once = await linkTo(s, 'eerste@demo.test');
  expect((await activate(s, once)).status).toBe(200);
  expect((await activate(s, once)).body).toEqual({ message: INVALID });

  const cancelled = await add(s, 'tweede@demo.test', token);
  await s.post('/api/users/remove-extra', { bundleSubUserId: cancelled.body.bundle_subusers_id }, token);
  expect((await activate(s, await linkTo(s, 'tweede@demo.test'))).body).toEqual({ message: INVALID });
  expect((await logIn(s, 'tweede@demo.test')).status).toBe(401);

  const { token: later } = await s.login('admin@demo.test');
  await add(s, 'derde@demo.test', later);
  s.clock.advanceSeconds(7 * 24 * 3600 + 1);
  expect((await activate(s, await linkTo(s, 'derde@demo.test'))).body).toEqual({ message: INVALID });
  expect((await activate(s, 'geen-token')).status).toBe(400);
});

test('an address that got a login meanwhile keeps it: a second link makes no second login', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  // Asked twice while free: two links; the second one used first makes the login.
  await add(s, 'gewild@demo.test', token);
  await add(s, 'gewild@demo.test', token);
  const [first, second] = (await outbox(s))
    .filter((m) => m.to === 'gewild@demo.test')
    .map((m) => /#token=([\w-]+)/.exec(m.body)?.[1] ?? '');
  expect((await activate(s, second ?? '')).status).toBe(200);
  expect((await activate(s, first ?? '')).body).toEqual({
    message:
      'Met dit e-mailadres bestaat inmiddels al een login. Er is geen nieuw account aangemaakt; je eigen login is ' +
      'niet veranderd.',
  });
  const [made] = await s.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM users WHERE lower(email) = 'gewild@demo.test' AND deleted_at IS NULL",
  );
  expect(made?.n).toBe(1);
  expect((await activate(s, first ?? '')).body).toEqual({ message: INVALID });
});
