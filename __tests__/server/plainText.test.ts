import type { Account, NumbersResponse, Ticket } from '../../src/api/contract';
import { PASSWORD, useTestServer } from './helpers';

/**
 * Text that lies about itself: bidirectional controls (U+202E and friends) make 'fdp.exe' read as
 * 'exe.pdf'. The server stores no such control in any free text (subjects, messages, names).
 */
const server = useTestServer();
const RLO = '\u202E';
const controls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

test('a ticket subject and message, and a reply, are stored without bidi controls', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>(
    '/api/tickets',
    { subject: `Factuur ${RLO}fdp.exe bijgevoegd`, message: `Zie bijlage ${controls.join('')}graag snel`, category: 1 },
    token,
  );
  expect(created.status).toBe(201);
  expect(created.body.subject).toBe('Factuur fdp.exe bijgevoegd');
  expect(created.body.message).toBe('Zie bijlage graag snel');
  const reply = await s.post<Ticket>(
    '/api/tickets/message',
    { ticketID: created.body.id, message: `Nog een ${RLO}vraag hierover` },
    token,
  );
  expect(reply.body.conversation.at(-1)?.message).toBe('Nog een vraag hierover');
});

test('number names and account fields are stored without bidi controls', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const numbers = (await s.get<NumbersResponse>('/api/numbers', token)).body.phoneNumbers;
  const edited = await s.post<NumbersResponse>(
    '/api/numbers/edit',
    { phoneNumbers: numbers.map((n, i) => ({ number_id: n.number_id, name: i === 0 ? `Kantoor${RLO}` : n.name })) },
    token,
  );
  expect(edited.status).toBe(200);
  expect(edited.body.phoneNumbers[0]?.name).toBe('Kantoor');
  const account = (await s.get<Account>('/api/account', token)).body;
  const { hasSubscription: _h, schedule: _s, email: _e, ...fields } = account;
  expect(
    (await s.post('/api/account', { ...fields, firstname: `Jan${RLO}nej`, company: `\u2067Bedrijf\u2069` }, token))
      .status,
  ).toBe(200);
  const saved = (await s.get<Account>('/api/account', token)).body;
  expect([saved.firstname, saved.company]).toEqual(['Jannej', 'Bedrijf']);
});

test('a password keeps every character it was given', async () => {
  const s = server();
  const { token } = await s.login('wijzig@demo.test');
  const next = `Nieuw${RLO}Wachtwoord9`;
  const changed = await s.post(
    '/api/account/password',
    { currentPassword: PASSWORD, newPassword: next, newPasswordConfirm: next },
    token,
  );
  expect(changed.status).toBe(200);
  expect((await s.post('/api/auth/token', { email: 'wijzig@demo.test', password: 'NieuwWachtwoord9' })).status).toBe(
    401,
  );
  expect((await s.post('/api/auth/token', { email: 'wijzig@demo.test', password: next })).status).toBe(200);
});
