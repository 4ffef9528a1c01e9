import type { ActiveBundlesResponse, ActiveBundlesWithRequests, BundlesResponse, Ticket } from '../../src/api/contract';
import { outbox, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
let s: TestServer;
beforeEach(() => {
  s = server();
});

/** Adds an extra user with `email` and a strong password, as the admin whose login `token` is. */
const addExtraUser = (email: string, token: string) =>
  s.post<{ message: string; bundle_subusers_id: number }>(
    '/api/users/add-extra',
    { email, password: 'Sterk-wachtwoord4' },
    token,
  );

const extraNumberMessage = 'Postcode: 1234 AB\nHuisnummer: 12\nNaam: Bakkerij Jansen\nType: local';

test('bundles: three bundles of 1.00; active extra users and numbers (slot 0 included)', async () => {
  const { token } = await s.login('admin@demo.test');
  const bundles = await s.get<BundlesResponse>('/api/accounts/100001/bundles', token);
  expect(bundles.body.bundles).toEqual([
    { id: 1, kind: 'extra-user', name: 'Extra gebruiker', price: 1 },
    { id: 2, kind: 'extra-local-number', name: 'Extra lokaal nummer', price: 1 },
    { id: 3, kind: 'extra-business-number', name: 'Extra zakelijk 085-nummer', price: 1 },
  ]);
  const active = (await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token)).body;
  expect(active.subusers.map((u) => u.bundle_subusers_email)).toEqual(['gebruiker@demo.test', 'sip-1002']);
  expect(active.subusers[0]).toEqual({
    id: expect.any(Number),
    bundle_subusers_id: expect.any(Number),
    bundle_subusers_email: 'gebruiker@demo.test',
  });
  expect(active.extranumbers.map((n) => [n.number_extension_id, n.bundle_extra_number_slot])).toEqual([
    [132, 1],
    [145, 2],
    [132, 0],
  ]);
});

test('extra users: the 3rd and 4th are accepted, the 5th refused; the new user logs in once activated', async () => {
  const { token } = await s.login('admin@demo.test');
  const third = await s.post<{ message: string; bundle_subusers_id: number }>(
    '/api/users/add-extra',
    { email: 'derde@demo.test', password: 'Sterk-wachtwoord4' },
    token,
  );
  expect(third.status).toBe(201);
  expect(third.body.message).toBe(
    'De extra gebruiker is aangevraagd. We sturen een e-mail naar het opgegeven adres; de login werkt zodra de ' +
      'ontvanger het account heeft geactiveerd.',
  );
  expect((await outbox(s))[0]?.to).toBe('derde@demo.test');
  expect(
    (await s.post('/api/users/add-extra', { email: 'vierde@demo.test', password: 'Welkom123' }, token)).status,
  ).toBe(201);
  const fifth = await s.post<{ message: string }>(
    '/api/users/add-extra',
    { email: 'vijfde@demo.test', password: 'Welkom123' },
    token,
  );
  expect(fifth.status).toBe(400);
  expect(fifth.body.message).toBe('Je kunt maximaal 4 extra gebruikers hebben.');
  expect((await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token)).body.subusers).toHaveLength(
    4,
  );
  // The login is made when its address confirms it, through the link mailed there.
  expect((await s.post('/api/auth/token', { email: 'vierde@demo.test', password: 'Welkom123' })).status).toBe(401);
  const mail = (await outbox(s)).find((m) => m.to === 'vierde@demo.test');
  const link = /#token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
  expect((await s.post('/api/auth/activate-extra-user', { token: link })).status).toBe(200);
  const fourth = await s.login('vierde@demo.test');
  expect((await s.get('/api/dashboard', fourth.token)).status).toBe(200);
  expect((await s.post('/api/auth/token', { email: 'vijfde@demo.test', password: 'Welkom123' })).status).toBe(401);
});

test('extra user input is validated and addresses must be free', async () => {
  const { token } = await s.login('admin@demo.test');
  expect((await s.post('/api/users/add-extra', { email: 'x@demo', password: 'abcd' }, token)).body).toEqual({
    message: 'E-mailadres: Ongeldige e-mail',
  });
  expect((await s.post('/api/users/add-extra', { email: 'nieuw@demo.test', password: 'abc' }, token)).body).toEqual({
    message: 'Wachtwoord: Een nieuw wachtwoord moet minimaal 8 karakters bevatten.',
  });
  expect((await s.post('/api/users/add-extra', { email: 'nieuw@demo.test' }, token)).status).toBe(400);
});

test('an extra user’s address is one plain address: lists and look-alikes are refused, nothing is made', async () => {
  const { token } = await s.login('admin@demo.test');
  const letters =
    "E-mailadres: Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' - (geen letters met accenten of uit een ander schrift).";
  for (const [email, message] of [
    ['nieuw@demo.test,ander@demo.test', 'E-mailadres: Ongeldige e-mail'],
    ['"nieuw"@demo.test', 'E-mailadres: Ongeldige e-mail'],
    ['аnder@demo.test', letters],
    ['ander@demо.test', letters],
    ['ander@xn--dem-0ya.test', letters],
  ]) {
    const reply = await s.post('/api/users/add-extra', { email, password: 'Sterk-wachtwoord4' }, token);
    expect([email, reply.status, reply.body]).toEqual([email, 400, { message }]);
  }
  expect(await outbox(s)).toEqual([]);
  const active = await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token);
  expect(active.body.subusers.map((u) => u.bundle_subusers_email)).toEqual(['gebruiker@demo.test', 'sip-1002']);
});

test('the address of a staff member of the desk is taken too: the same answer, no login, its owner is told', async () => {
  const { token } = await s.login('admin@demo.test');
  const add = (email: string) => addExtraUser(email, token);
  const free = await add('nieuwkomer@demo.test');
  const staff = await add('Support@demo.test');
  expect([staff.status, staff.body.message]).toEqual([free.status, free.body.message]);
  const [login] = await s.db.query("SELECT 1 FROM users WHERE lower(email) = 'support@demo.test'");
  expect(login).toBeUndefined();
  expect((await s.post('/api/auth/token', { email: 'support@demo.test', password: 'Sterk-wachtwoord4' })).status).toBe(
    401,
  );
  const toOwner = (await outbox(s)).filter((m) => m.to === 'Support@demo.test');
  expect(toOwner.map((m) => m.subject)).toEqual(['Je e-mailadres is opgegeven als extra gebruiker']);
});

test('an address that has a login somewhere answers as a new one: no second login, its owner is mailed instead', async () => {
  const { token } = await s.login('admin@demo.test');
  const add = (email: string) => addExtraUser(email, token);
  const unknown = await add('nieuwkomer@demo.test');
  const taken = await add('Ander@demo.test');
  // Status and body alike: whether an address has an account anywhere is not for an admin to test.
  expect(taken.status).toBe(unknown.status);
  expect(Object.keys(taken.body)).toEqual(Object.keys(unknown.body));
  expect(taken.body.message).toBe(unknown.body.message);
  expect(taken.body.bundle_subusers_id).toBe(unknown.body.bundle_subusers_id + 1);
  const mails = await outbox(s);
  expect(mails.find((m) => m.to === 'nieuwkomer@demo.test')?.subject).toBe('Activeer je account voor het klantportaal');
  const toOwner = mails.filter((m) => m.to.toLowerCase() === 'ander@demo.test');
  expect(toOwner).toHaveLength(1);
  expect(toOwner[0]?.subject).toBe('Je e-mailadres is opgegeven als extra gebruiker');
  expect(toOwner[0]?.body).toContain('is er geen nieuw account aangemaakt');
  // The owner's own login is untouched; the typed password opens nothing.
  expect((await s.post('/api/auth/token', { email: 'ander@demo.test', password: 'Sterk-wachtwoord4' })).status).toBe(
    401,
  );
  expect((await s.post('/api/auth/token', { email: 'ander@demo.test', password: 'Welkom123' })).status).toBe(200);
  // Listed like any request, so the overview tells nothing either; it can be cancelled.
  const subusers = (await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token)).body.subusers;
  expect(subusers.map((u) => u.bundle_subusers_email)).toEqual(
    expect.arrayContaining(['nieuwkomer@demo.test', 'Ander@demo.test']),
  );
  expect(
    (await s.post('/api/users/remove-extra', { bundleSubUserId: taken.body.bundle_subusers_id }, token)).status,
  ).toBe(200);
});

test('get and remove an extra user; the removed login stops working at once', async () => {
  const { token } = await s.login('admin@demo.test');
  const user = await s.login('gebruiker@demo.test');
  const [first] = (await s.get<ActiveBundlesResponse>('/api/accounts/100001/bundles/active', token)).body.subusers;
  const id = first?.bundle_subusers_id;
  expect((await s.post('/api/users/get-extra', { bundleSubuserId: id }, token)).body).toEqual({
    email: 'gebruiker@demo.test',
  });
  expect((await s.post('/api/users/remove-extra', { bundleSubUserId: id }, token)).body).toEqual({
    message: 'De extra gebruiker is opgezegd.',
  });
  expect((await s.get('/api/dashboard', user.token)).status).toBe(401);
  expect((await s.post('/api/auth/refresh', { refresh_token: user.refresh_token })).status).toBe(401);
  expect((await s.post('/api/auth/token', { email: 'gebruiker@demo.test', password: 'Welkom123' })).status).toBe(401);
  expect((await s.post('/api/users/get-extra', { bundleSubuserId: id }, token)).status).toBe(404);
  expect((await s.post('/api/users/remove-extra', { bundleSubUserId: id }, token)).status).toBe(404);
});

test("another customer's bundles and extra users are out of reach", async () => {
  const other = await s.login('ander@demo.test');
  const [theirs] = (await s.get<ActiveBundlesResponse>('/api/accounts/200001/bundles/active', other.token)).body
    .subusers;
  const { token } = await s.login('admin@demo.test');
  expect((await s.get('/api/accounts/200001/bundles', token)).status).toBe(403);
  expect((await s.get('/api/accounts/200001/bundles/active', token)).status).toBe(403);
  expect((await s.post('/api/users/get-extra', { bundleSubuserId: theirs?.bundle_subusers_id }, token)).status).toBe(
    404,
  );
  expect((await s.post('/api/users/remove-extra', { bundleSubUserId: theirs?.bundle_subusers_id }, token)).status).toBe(
    404,
  );
  expect(
    (await s.get<ActiveBundlesResponse>('/api/accounts/200001/bundles/active', other.token)).body.subusers,
  ).toHaveLength(1);
});

test('non-admins and accounts without an accessType-1 subscription are refused', async () => {
  const user = await s.login('gebruiker@demo.test');
  expect((await s.get('/api/accounts/100001/bundles', user.token)).status).toBe(403);
  expect((await s.post('/api/users/add-extra', { email: 'x@demo.test', password: 'abcd' }, user.token)).status).toBe(
    403,
  );
  const prepaid = await s.login('prepaid@demo.test');
  const refused = await s.post<{ message: string }>(
    '/api/users/add-extra',
    { email: 'x@demo.test', password: 'Sterk-wachtwoord4' },
    prepaid.token,
  );
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/actief abonnement/);
});

test('extra numbers: requested as type-4 tickets, at most 5 counting the listed ones (not slot 0) and open requests', async () => {
  const { token } = await s.login('admin@demo.test');
  // 2 listed extra numbers (slots 1 and 2; the slot-0 one is hidden and not counted) + 1 open request: two more fit.
  const send = () =>
    s.post<Ticket>(
      '/api/tickets',
      { type: 4, category: 2, subject: 'Aanvraag extra nummer', message: extraNumberMessage },
      token,
    );
  for (let i = 0; i < 2; i += 1) {
    const request = await send();
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({ typeId: 4, statusId: 1, subject: 'Aanvraag extra nummer' });
  }
  const refused = await send();
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ error: { message: 'Je kunt maximaal 5 extra nummers hebben.' } });
  // The page reads the same count: 2 listed + 3 open requests.
  const active = (await s.get<ActiveBundlesWithRequests>('/api/accounts/100001/bundles/active', token)).body;
  const listed = active.extranumbers.filter((n) => n.bundle_extra_number_slot !== 0);
  expect(listed.length + active.openExtraNumberRequests).toBe(5);
});

test('extra number requests need a Dutch postcode, house number, name and type', async () => {
  const { token } = await s.login('admin@demo.test');
  const send = (message: string, category = 2) =>
    s.post<{ error: { message: string } }>(
      '/api/tickets',
      { type: 4, category, subject: 'Aanvraag extra nummer', message },
      token,
    );
  expect((await send(extraNumberMessage.replace('1234 AB', '0123 AB'))).body.error.message).toMatch(/^Postcode: /);
  expect((await send(extraNumberMessage.replace('1234 AB', '1234AB'))).status).toBe(201);
  expect((await send(extraNumberMessage.replace('Huisnummer: 12', 'Huisnummer: '))).body.error.message).toBe(
    'Huisnummer: Veld is verplicht',
  );
  expect((await send(extraNumberMessage.replace('Naam: Bakkerij Jansen', 'Naam:'))).body.error.message).toBe(
    'Naam: Veld is verplicht',
  );
  expect((await send(extraNumberMessage.replace('Type: local', 'Type: mobiel'))).status).toBe(400);
  expect((await send(extraNumberMessage, 1)).status).toBe(400);
});

test('a cancelled or lapsed subscription orders no bundles; the overview carries the reason', async () => {
  for (const [email, reason] of [
    ['opgezegd@demo.test', 'Je abonnement is opgezegd. Extra gebruikers en nummers kun je niet meer aanvragen.'],
    ['afscheid@demo.test', 'Extra gebruikers en nummers zijn alleen beschikbaar bij een actief abonnement.'],
  ] as const) {
    const { token } = await s.login(email);
    const dashboard = await s.get<{ user: { poc: string } }>('/api/dashboard', token);
    const poc = dashboard.body.user.poc;
    const active = await s.get<ActiveBundlesWithRequests>(`/api/accounts/${poc}/bundles/active`, token);
    expect(active.status).toBe(200);
    expect(active.body.orderBlocked).toBe(reason);
    const added = await s.post(
      '/api/users/add-extra',
      { email: 'nieuw@demo.test', password: 'Sterk-wachtwoord4' },
      token,
    );
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ message: reason });
  }
  const { token } = await s.login('admin@demo.test');
  expect((await s.get<ActiveBundlesWithRequests>('/api/accounts/100001/bundles/active', token)).body.orderBlocked).toBe(
    null,
  );
});
