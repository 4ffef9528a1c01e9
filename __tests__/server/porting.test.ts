/**
 * 'Nummer overzetten' on the server: the form's values and dates, a request in every number form the
 * portal accepts, every rule refused with a Dutch message that changes nothing, numbers that are ours
 * or already being ported, the kinds of account, the roles, someone else's request, and 'Opnieuw
 * aanvragen'.
 */
import type { NumbersResponse } from '../../src/api/contract';
import type { PortingForm, PortingRequestView } from '../../src/api/portingContract';
import type { ActivityResponse } from '../../src/api/teamContract';
import { outbox, useTestServer } from './helpers';
import { advance, FREE_NUMBER, readPorting, sendPorting, sentPorting } from './portingHelpers';

const server = useTestServer();

const requestCount = async () =>
  (await server().db.query<{ n: number }>('SELECT count(*)::int AS n FROM porting_requests'))[0]?.n;

test('the form starts with the fee, the dates (3 working days ahead) and the account’s address', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const form = await s.get<PortingForm>('/api/porting-form', admin);
  expect(form.status).toBe(200);
  // Wednesday 18 March 2026: Thursday, Friday and Monday are the 3 working days.
  expect(form.body).toMatchObject({ fee: 5, earliestDate: '2026-03-23', latestDate: '2026-06-16', from: null });
  expect(form.body.values).toMatchObject({
    company: 'De Vries Installatietechniek B.V.',
    street: 'Keizersgracht',
    houseNumber: '123',
    houseNumberAdd: 'A',
    postcode: '1015 CJ',
    city: 'Amsterdam',
    wantedDate: '2026-03-23',
    firstNumber: '',
  });
});

test('the earliest date skips the weekend and the holidays (Easter Monday, King’s Day)', async () => {
  const s = server();
  const earliestOn = async (moment: string) => {
    s.clock.set(moment);
    const admin = (await s.login('admin@demo.test')).token;
    return (await s.get<PortingForm>('/api/porting-form', admin)).body.earliestDate;
  };
  // Thursday 2 April: Friday 3 April (Good Friday is a working day), Tuesday 7 (Easter Monday off), Wednesday 8.
  expect(await earliestOn('2026-04-02T10:00:00Z')).toBe('2026-04-08');
  // Thursday 23 April: Friday 24, Tuesday 28 (Monday 27 is King's Day), Wednesday 29.
  expect(await earliestOn('2026-04-23T10:00:00Z')).toBe('2026-04-29');
});

test.each([
  ['020 765 4321'],
  ['020-7654321'],
  ['+31 20 765 4321'],
  ['+31 (0)20 765 4321'],
  ['0031207654321'],
  ['31207654321'],
])('the number written as %s is sent as 0207654321', async (written) => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const reply = await sendPorting(s, admin, { firstNumber: written });
  expect(reply.status).toBe(201);
  expect(reply.body.message).toBe('Je aanvraag is verstuurd.');
  expect(reply.body.request).toMatchObject({
    firstNumber: FREE_NUMBER,
    lastNumber: FREE_NUMBER,
    numberCount: 1,
    status: 'requested',
    donorName: 'KPN',
    wantedDate: '2026-03-25',
    signedName: 'Jan de Vries',
    fee: 5,
    feeInvoice: null,
  });
  // Monday 23 March 11:00 Amsterdam: three working days after the request.
  expect(reply.body.request.answerDueAt).toBe('2026-03-23T10:00:00.000Z');
  expect(reply.body.request.steps.map((step) => step.kind)).toEqual(['requested']);
});

test('a request sends a 101, starts its timeline, is in the activity log and mailed to the requester', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  const messages = await s.db.query<{ type: number; direction: string; body: Record<string, string> }>(
    'SELECT type, direction, body FROM porting_messages WHERE request_id = $1 ORDER BY seq',
    [request.id],
  );
  expect(messages).toEqual([
    {
      type: 101,
      direction: 'sent',
      body: expect.objectContaining({ firstNumber: FREE_NUMBER, customerNumber: 'KPN-123456', postcode: '1015 CJ' }),
    },
  ]);
  const activity = await s.get<ActivityResponse>('/api/activity?kind=porting', admin);
  expect(activity.body.entries[0]).toMatchObject({
    personName: 'Jan de Vries',
    detail: `Vroeg het overzetten van ${FREE_NUMBER} aan`,
  });
  const [mail] = await outbox(s);
  expect(mail).toMatchObject({ to: 'admin@demo.test', subject: `Nummer overzetten: Aangevraagd (${FREE_NUMBER})` });
  expect(mail?.body).toContain('KPN antwoordt uiterlijk 23 maart 2026 om 11:00');
  expect(mail?.body).toContain(`/numbers/porting/${request.id}`);
});

test('a block from first to last of at most 100 numbers', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const block = await sentPorting(s, admin, { firstNumber: '0207654300', lastNumber: '+31 20 765 4399' });
  expect(block).toMatchObject({ firstNumber: '0207654300', lastNumber: '0207654399', numberCount: 100 });
  const tooMany = await sendPorting(s, admin, { firstNumber: '0207655000', lastNumber: '0207655100' });
  expect(tooMany).toMatchObject({ status: 400, body: { message: expect.stringContaining('hoogstens 100 nummers') } });
  const backwards = await sendPorting(s, admin, { firstNumber: '0207655010', lastNumber: '0207655000' });
  expect(backwards.body).toEqual({ message: 'Het laatste nummer van het blok moet na het eerste komen.' });
});

test.each<[string, Record<string, unknown>, string]>([
  ['no number', { firstNumber: '' }, 'Vul een Nederlands telefoonnummer in'],
  ['a foreign number', { firstNumber: '+32 2 123 45 67' }, 'Vul een Nederlands telefoonnummer in'],
  ['too few digits', { firstNumber: '020 765 432' }, 'Vul een Nederlands telefoonnummer in'],
  ['letters', { firstNumber: '020 KPN 4321' }, 'Vul een Nederlands telefoonnummer in'],
  ['a last number that is none', { lastNumber: '12' }, 'Vul het laatste nummer van het blok in'],
  ['no provider', { donor: '' }, 'Kies je huidige aanbieder.'],
  ['an unknown provider', { donor: 'telfort' }, 'Kies je huidige aanbieder.'],
  ['no customer number', { donorCustomerNumber: '  ' }, 'Vul het klantnummer bij je huidige aanbieder in'],
  [
    'a customer number of signs',
    { donorCustomerNumber: '<script>' },
    'Vul het klantnummer bij je huidige aanbieder in',
  ],
  ['no company', { company: ' ' }, 'Vul de bedrijfsnaam in'],
  ['no street', { street: '' }, 'Vul de straat in'],
  ['a house number with letters', { houseNumber: '12a' }, 'Vul het huisnummer in, alleen cijfers.'],
  ['an addition with signs', { houseNumberAdd: 'A-1' }, 'Een toevoeging heeft hoogstens 10 letters of cijfers.'],
  ['a postcode that is none', { postcode: '1015' }, 'Vul een geldige postcode in'],
  ['no city', { city: 'A' }, 'Vul de plaats in'],
  ['a date that is none', { wantedDate: '31-02-2026' }, 'Vul een datum in als dd\u2011mm\u2011jjjj'],
  ['a date within 3 working days', { wantedDate: '20-03-2026' }, 'Kies een datum vanaf 23 maart 2026'],
  ['a date past 90 days', { wantedDate: '2026-06-17' }, 'Kies een datum tot en met 16 juni 2026.'],
  ['no authorisation', { authorised: false }, 'Bevestig dat je bevoegd bent om dit nummer over te zetten.'],
  ['no signature', { signature: ' ' }, 'Onderteken met je volledige naam'],
  ['a signature of digits', { signature: '1234' }, 'Onderteken met je volledige naam'],
])('%s is refused with a Dutch message and stores nothing', async (_what, change, message) => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const reply = await sendPorting(s, admin, change);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ message: expect.stringContaining(message) });
  expect(await requestCount()).toBe(0);
  expect(await outbox(s)).toEqual([]);
});

test("'Anders' takes a provider's name, or none: the holder of a number is known to COIN", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const named = await sentPorting(s, admin, { donor: 'anders', donorName: ' Belcentrale Zuid ' });
  expect(named.donorName).toBe('Belcentrale Zuid');
  const unnamed = await sentPorting(s, admin, { firstNumber: '0207654322', donor: 'anders', donorName: '' });
  expect(unnamed.donorName).toBe('Anders');
  // A name beside a provider of the list is not kept.
  const listed = await sentPorting(s, admin, { firstNumber: '0207654323', donor: 'odido', donorName: 'iets' });
  expect(listed.donorName).toBe('Odido');
});

test('a number that is ours already, of this or another customer or an extra number, is refused', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  for (const [number, shown] of [
    ['020 123 4567', '0201234567'],
    ['010 123 4567', '0101234567'],
    ['085 123 4567', '0851234567'],
  ] as const) {
    const reply = await sendPorting(s, admin, { firstNumber: number });
    expect(reply).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: `${shown} is al een nummer bij ons en hoeft niet overgezet te worden.` },
      }),
    );
  }
  // A block that runs into one of them names that number.
  const block = await sendPorting(s, admin, { firstNumber: '0201234560', lastNumber: '0201234569' });
  expect(block.body).toEqual({ message: '0201234567 is al een nummer bij ons en hoeft niet overgezet te worden.' });
  expect(await requestCount()).toBe(0);
});

test('a number already being ported, by this or another customer, is refused until that request ends', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const other = (await s.login('ander@demo.test')).token;
  await sentPorting(s, admin);
  const twice = await sendPorting(s, admin, { firstNumber: '+31207654321' });
  expect(twice.body).toEqual({ message: `Voor ${FREE_NUMBER} loopt al een aanvraag om het over te zetten.` });
  const elsewhere = await sendPorting(s, other, {
    firstNumber: '0207654320',
    lastNumber: '0207654329',
    company: 'Ander Bedrijf',
  });
  expect(elsewhere.body).toEqual({ message: `Voor ${FREE_NUMBER} loopt al een aanvraag om het over te zetten.` });
  // Refused by the current provider: the number is free again.
  expect((await advance(s, FREE_NUMBER, { block: 'KLANTNUMMER' })).body.status).toBe('rejected');
  expect((await sendPorting(s, other, { firstNumber: FREE_NUMBER })).status).toBe(201);
});

test('two requests for the same number sent at once: one is stored', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const replies = await Promise.all([sendPorting(s, admin), sendPorting(s, admin)]);
  expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
  expect(await requestCount()).toBe(1);
});

test.each([
  ['prepaid@demo.test', 'Een nummer overzetten kan bij een account met abonnement.'],
  ['opgezegd@demo.test', 'Een nummer overzetten kan alleen bij een lopend abonnement.'],
])('%s cannot port a number in', async (email, message) => {
  const s = server();
  const token = (await s.login(email)).token;
  expect((await sendPorting(s, token)).body).toEqual({ message });
});

test('only a Beheerder asks; Alleen lezen reads; Gebruiker and Financieel see no porting at all', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  const viewer = (await s.login('meekijker@demo.test')).token;
  expect((await readPorting(s, request.id, viewer)).status).toBe(200);
  expect((await s.get('/api/porting-form', viewer)).status).toBe(403);
  expect((await sendPorting(s, viewer, { firstNumber: '0207654322' })).status).toBe(403);
  expect((await s.post(`/api/porting/${request.id}/cancel`, {}, viewer)).status).toBe(403);
  expect((await s.get<NumbersResponse>('/api/numbers', viewer)).body.porting).toHaveLength(1);
  for (const email of ['gebruiker@demo.test', 'boekhouder@demo.test']) {
    const token = (await s.login(email)).token;
    expect((await readPorting(s, request.id, token)).status).toBe(403);
    expect((await sendPorting(s, token, { firstNumber: '0207654322' })).status).toBe(403);
  }
  const user = (await s.login('gebruiker@demo.test')).token;
  expect((await s.get<NumbersResponse>('/api/numbers', user)).body.porting).toBeUndefined();
});

test("someone else's request is not found, not cancelled, not planned", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  const other = (await s.login('ander@demo.test')).token;
  expect((await readPorting(s, request.id, other)).status).toBe(404);
  expect((await s.post(`/api/porting/${request.id}/cancel`, {}, other)).status).toBe(404);
  expect((await s.post(`/api/porting/${request.id}/date`, { date: '2026-03-25' }, other)).status).toBe(404);
  expect((await s.get(`/api/porting-form?from=${request.id}`, other)).status).toBe(404);
  expect((await readPorting(s, request.id, admin)).body.status).toBe('requested');
});

test("'Opnieuw aanvragen' fills the form with the refused request and sends it once as a new one", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const first = await sentPorting(s, admin, { donorCustomerNumber: '00000000' });
  expect((await s.get(`/api/porting-form?from=${first.id}`, admin)).status).toBe(404);
  await advance(s, FREE_NUMBER);
  const refused = (await readPorting(s, first.id, admin)).body;
  expect(refused).toMatchObject({ status: 'rejected', blockingCode: 'KLANTNUMMER' });

  const form = await s.get<PortingForm>(`/api/porting-form?from=${first.id}`, admin);
  expect(form.body).toMatchObject({
    from: first.id,
    values: { firstNumber: FREE_NUMBER, donorCustomerNumber: '00000000' },
  });
  const again = await sentPorting(s, admin, { donorCustomerNumber: 'KPN-987654', again: first.id });
  expect(again).toMatchObject({ status: 'requested', donorCustomerNumber: 'KPN-987654' });
  expect((await readPorting(s, first.id, admin)).body.resentAs).toBe(again.id);
  const twice = await sendPorting(s, admin, { firstNumber: '0207654322', again: first.id });
  expect(twice).toMatchObject({ status: 409, body: { message: 'Deze aanvraag is al opnieuw verstuurd.' } });
  // A refused request sent again leaves the lists; the new one runs in them.
  const numbers = await s.get<NumbersResponse>('/api/numbers', admin);
  expect(numbers.body.porting?.map((p: { id: number }) => p.id)).toEqual([again.id]);
});

test('a request that runs is not sent again', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const running: PortingRequestView = await sentPorting(s, admin);
  const reply = await sendPorting(s, admin, { firstNumber: '0207654322', again: running.id });
  expect(reply).toMatchObject({ status: 409, body: { message: expect.stringContaining('Deze aanvraag loopt nog') } });
});
