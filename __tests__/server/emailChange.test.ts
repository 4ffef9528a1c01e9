import type { Account, AccountSaveRequest } from '../../src/api/contract';
import { outbox, PASSWORD, useTestServer, type TestServer } from './helpers';

/**
 * A new login address is used for nothing until its owner opens the link mailed to it: POST /account
 * with another `email` stores the wish and mails a single-use link (24 hours) to the new address and a
 * notice to the old one; logins and mails keep the old address until POST /auth/confirm-email.
 */
const server = useTestServer();
let s: TestServer;
beforeEach(() => {
  s = server();
});

const CONFIRM_SENT = (address: string) =>
  `We hebben een bevestigingslink gestuurd naar ${address}. Je e-mailadres wordt pas gewijzigd als je die link ` +
  'opent; tot dan log je in met je huidige e-mailadres.';

async function account(token: string): Promise<Account> {
  return (await s.get<Account>('/api/account', token)).body;
}
const saveable = ({ hasSubscription: _h, schedule: _s, exportRequested: _e, ...rest }: Account): AccountSaveRequest =>
  rest;

async function askChange(token: string, email: string, extra: Partial<AccountSaveRequest> = {}) {
  const fields = saveable(await account(token));
  return s.post<{ message: string }>('/api/account', { ...fields, ...extra, currentPassword: PASSWORD, email }, token);
}

/** The token of the newest confirmation link mailed to `to`. */
async function linkTo(to: string): Promise<string> {
  const mail = (await outbox(s)).find((m) => m.to === to && m.subject === 'Bevestig je nieuwe e-mailadres');
  const match = /\/email-confirm#token=(\S+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link to ${to}`);
  return decodeURIComponent(match[1]);
}

const canLogIn = async (email: string) =>
  (await s.post('/api/auth/token', { email, password: PASSWORD })).status === 200;
const confirm = (token: string) => s.post<{ message: string }>('/api/auth/confirm-email', { token });

test('validates the address and asks for the current password, as before', async () => {
  const { token } = await s.login('admin@demo.test');
  const fields = saveable(await account(token));
  expect((await s.post('/api/account', { ...fields, email: 'geen-adres' }, token)).body).toEqual({
    message: 'Het ingevulde e-mail adres is niet correct',
  });
  expect((await s.post('/api/account', { ...fields, email: 'nieuw@demo.test' }, token)).body).toEqual({
    message: 'Huidig wachtwoord: Veld is verplicht',
  });
  const wrong = await s.post(
    '/api/account',
    { ...fields, currentPassword: 'Verkeerd12', email: 'nieuw@demo.test' },
    token,
  );
  expect(wrong).toMatchObject({ status: 400, body: { message: 'Het huidige wachtwoord is onjuist.' } });
  // A look-alike ('nіeuw' with a Ukrainian 'і') is no address to change to.
  expect((await askChange(token, 'nіeuw@demo.test')).body.message).toMatch(/^Gebruik een e-mailadres met alleen/);
  expect(await outbox(s)).toEqual([]);
});

test('the new address gets a link, the old a notice; nothing changes until the link is opened, then once', async () => {
  const { token } = await s.login('admin@demo.test');
  const asked = await askChange(token, 'nieuw@demo.test', { voicemailEmail: '' });
  expect([asked.status, asked.body.message]).toEqual([200, CONFIRM_SENT('nieuw@demo.test')]);

  const mails = await outbox(s);
  expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
    ['admin@demo.test', 'Je e-mailadres wordt gewijzigd'],
    ['nieuw@demo.test', 'Bevestig je nieuwe e-mailadres'],
  ]);
  expect(mails.find((m) => m.to === 'admin@demo.test')?.body).toContain('te wijzigen in nieuw@demo.test');
  // Until then the old address is the login and receives the mail; the voicemail falls back to it too.
  expect(await account(token)).toMatchObject({ email: 'admin@demo.test', voicemailEmail: 'admin@demo.test' });
  expect(await canLogIn('admin@demo.test')).toBe(true);
  expect(await canLogIn('nieuw@demo.test')).toBe(false);
  await s.post('/api/auth/forgot-password', { email: 'nieuw@demo.test' });
  await s.app.backgroundSettled();
  expect((await outbox(s)).filter((m) => m.to === 'nieuw@demo.test')).toHaveLength(1);

  const link = await linkTo('nieuw@demo.test');
  const confirmed = await confirm(link);
  expect([confirmed.status, confirmed.body]).toEqual([
    200,
    { message: 'Je e-mailadres is gewijzigd in nieuw@demo.test. Log voortaan in met dit adres.' },
  ]);
  expect((await outbox(s))[0]).toMatchObject({ to: 'admin@demo.test', subject: 'Je e-mailadres is gewijzigd' });
  expect(await canLogIn('admin@demo.test')).toBe(false);
  expect(await canLogIn('nieuw@demo.test')).toBe(true);
  // The login that asked goes on, now under the new address.
  expect((await account(token)).email).toBe('nieuw@demo.test');
  expect((await confirm(link)).body).toEqual({
    message: 'Deze link is ongeldig, verlopen of al gebruikt. Vraag de wijziging van je e-mailadres opnieuw aan.',
  });
});

test('an address that has a login answers as a free one: no link, the same notice, its owner is told', async () => {
  const { token } = await s.login('admin@demo.test');
  const free = await askChange(token, 'vrij@demo.test');
  const taken = await askChange(token, 'ander@demo.test');
  expect(taken.status).toBe(free.status);
  expect(taken.body.message).toBe(CONFIRM_SENT('ander@demo.test'));
  const mails = await outbox(s);
  const notices = mails.filter((m) => m.to === 'admin@demo.test').map((m) => m.body.replace(/\S+@demo\.test/, '…'));
  // The account's own mailbox reads the same for both.
  expect(notices).toHaveLength(2);
  expect(notices[0]).toBe(notices[1]);
  expect(mails.filter((m) => m.to === 'ander@demo.test').map((m) => m.subject)).toEqual([
    'Iemand wilde je e-mailadres gebruiken',
  ]);
  expect(mails.some((m) => m.body.includes('email-confirm'))).toBe(true);
  expect(mails.filter((m) => m.to === 'ander@demo.test').some((m) => m.body.includes('email-confirm'))).toBe(false);
  // The second request ended the first one's link.
  expect((await confirm(await linkTo('vrij@demo.test'))).status).toBe(400);
  expect(await canLogIn('admin@demo.test')).toBe(true);
  expect(await canLogIn('ander@demo.test')).toBe(true);
});

test('the link ends after 24 hours, on a password change, and when the address gets a login meanwhile', async () => {
  const { token } = await s.login('wijzig@demo.test');
  await askChange(token, 'later@demo.test');
  const late = await linkTo('later@demo.test');
  s.clock.advanceSeconds(24 * 3600 + 1);
  expect((await confirm(late)).status).toBe(400);

  const again = await s.login('wijzig@demo.test');
  await askChange(again.token, 'eerst@demo.test');
  const beforePassword = await linkTo('eerst@demo.test');
  const changed = await s.post(
    '/api/account/password',
    { currentPassword: PASSWORD, newPassword: 'Nieuw-wachtwoord-7', newPasswordConfirm: 'Nieuw-wachtwoord-7' },
    again.token,
  );
  expect(changed.status).toBe(200);
  expect((await confirm(beforePassword)).status).toBe(400);

  await s.post(
    '/api/account',
    { ...saveable(await account(again.token)), currentPassword: 'Nieuw-wachtwoord-7', email: 'bezet@demo.test' },
    again.token,
  );
  const link = await linkTo('bezet@demo.test');
  const admin = await s.login('admin@demo.test');
  await s.post('/api/users/add-extra', { email: 'bezet@demo.test', password: 'Sterk-wachtwoord4' }, admin.token);
  // The extra user's login is made once that address activates it.
  const extraUser = (await outbox(s)).find((m) => m.to === 'bezet@demo.test' && m.body.includes('/activate#token='));
  const activation = /\/activate#token=([\w-]+)/.exec(extraUser?.body ?? '')?.[1] ?? '';
  expect((await s.post('/api/auth/activate-extra-user', { token: activation })).status).toBe(200);
  expect((await confirm(link)).body).toEqual({
    message: 'Dit e-mailadres kan niet meer worden gebruikt. Je e-mailadres is niet gewijzigd.',
  });
  expect((await account(again.token)).email).toBe('wijzig@demo.test');
});

test('changes of the login address are limited per user per day, also with the right password', async () => {
  const { token } = await s.login('wijzig@demo.test');
  for (let i = 1; i <= 5; i += 1) expect((await askChange(token, `wijzig${i}@demo.test`)).status).toBe(200);
  const sixth = await askChange(token, 'wijzig6@demo.test');
  expect(sixth.status).toBe(429);
  expect(sixth.body).toEqual({
    message: 'Je hebt vandaag te vaak geprobeerd je e-mailadres te wijzigen. Probeer het morgen opnieuw.',
  });
  // Saving the other fields is not limited; the last link still works.
  const fields = saveable(await account(token));
  expect((await s.post('/api/account', { ...fields, city: 'Utrecht' }, token)).status).toBe(200);
  expect((await confirm(await linkTo('wijzig5@demo.test'))).status).toBe(200);
});
