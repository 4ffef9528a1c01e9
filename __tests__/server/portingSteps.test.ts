/**
 * The other side of porting, step by step: the current provider's answer (100, 102 approved or
 * blocked), COIN's error (117), the date chosen, the cancel (111), the performance (201) with the
 * number among the customer's numbers, the approval's end; by the demo's advance (each call exactly
 * the next step) and by the timer when a step is due. Every step is stored once, in the activity log
 * and in one mail.
 */
import type { DashboardResponse, NumbersResponse } from '../../src/api/contract';
import type { PortingChangeResponse } from '../../src/api/portingContract';
import type { ActivityResponse } from '../../src/api/teamContract';
import { outbox, useTestServer, type TestServer } from './helpers';
import { advance, FREE_NUMBER, readPorting, sentPorting } from './portingHelpers';

const server = useTestServer();

const messageTypes = async (s: TestServer, id: number) =>
  (
    await s.db.query<{ type: number; direction: string }>(
      'SELECT type, direction FROM porting_messages WHERE request_id = $1 ORDER BY seq',
      [id],
    )
  ).map((m) => `${m.type} ${m.direction}`);

const subjects = async (s: TestServer) => (await outbox(s)).map((mail) => mail.subject).reverse();

test('each advance is the next step: 102 approved, planned, 201 performed; the number is theirs', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);

  expect((await advance(s, '+31 20 765 4321')).body).toMatchObject({ id: request.id, status: 'approved' });
  let view = (await readPorting(s, request.id, admin)).body;
  // Answered on Wednesday 18 March: first possible on the second working day after, for 90 days.
  expect(view).toMatchObject({
    status: 'approved',
    firstPossibleDate: '2026-03-20',
    approvedUntil: '2026-06-16',
    dateWindow: { from: '2026-03-20', until: '2026-06-16' },
  });

  expect((await advance(s, FREE_NUMBER)).body.status).toBe('planned');
  view = (await readPorting(s, request.id, admin)).body;
  // The date wanted (25 March), at 08:00 Amsterdam.
  expect(view.plannedAt).toBe('2026-03-25T07:00:00.000Z');

  s.clock.advanceSeconds(60);
  expect((await advance(s, FREE_NUMBER)).body.status).toBe('performed');
  view = (await readPorting(s, request.id, admin)).body;
  expect(view).toMatchObject({ status: 'performed', performedAt: '2026-03-18T10:01:00.000Z', dateWindow: null });
  expect(view.steps.map((step) => step.kind)).toEqual(['requested', 'approved', 'planned', 'performed']);
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '102 received', '201 received']);

  const numbers = await s.get<NumbersResponse>('/api/numbers', admin);
  const ported = numbers.body.phoneNumbers.find((n) => n.phoneNumber === FREE_NUMBER);
  expect(ported).toMatchObject({ name: 'Overgezet', active: 0 });
  // Usable as outgoing number at once.
  const switched = await s.post(
    '/api/settings',
    { action: 'switch-default-number', phoneNumberID: ported?.number_id },
    admin,
  );
  expect(switched.status).toBe(200);
  const dashboard = await s.get<DashboardResponse>('/api/dashboard', admin);
  expect(dashboard.body.phoneNumber.find((n) => n.phoneNumber === FREE_NUMBER)?.active).toBe(1);
  expect(dashboard.body.porting).toEqual([]);
  // 'Nummer instellingen' keeps the performed request in its list for a while, as 'Overgezet'.
  const listed = await s.get<NumbersResponse>('/api/numbers', admin);
  expect(listed.body.porting?.map((p) => p.status)).toEqual(['performed']);

  expect(await subjects(s)).toEqual(
    ['Aangevraagd', 'Goedgekeurd', 'Gepland', 'Overgezet'].map(
      (status) => `Nummer overzetten: ${status} (${FREE_NUMBER})`,
    ),
  );
  const [performedMail] = await outbox(s);
  expect(performedMail?.body).toContain('overgezet op 18 maart 2026 om 11:01');
  expect(performedMail?.body).toContain('€\u00a05,00 excl. btw staan op je volgende factuur');
  const activity = await s.get<ActivityResponse>('/api/activity?kind=porting', admin);
  expect(activity.body.entries[0]).toMatchObject({
    personName: 'Telvaro',
    personId: null,
    detail: `${FREE_NUMBER} kwam over van de vorige aanbieder en staat bij de nummers`,
  });

  // Performed is the end: no further step, no cancel.
  expect(await advance(s, FREE_NUMBER)).toMatchObject({ status: 409 });
  expect((await s.post(`/api/porting/${request.id}/cancel`, {}, admin)).status).toBe(409);
});

test('a blocking code makes the 102 a refusal with a reason the customer can act on', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  expect((await advance(s, FREE_NUMBER, { block: 'klantnummer' })).body.status).toBe('rejected');
  const view = (await readPorting(s, request.id, admin)).body;
  expect(view).toMatchObject({ status: 'rejected', blockingCode: 'klantnummer', dateWindow: null });
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '102 received']);
  const [mail] = await outbox(s);
  expect(mail?.subject).toBe(`Nummer overzetten: Afgewezen (${FREE_NUMBER})`);
  expect(mail?.body).toContain('Het klantnummer bij je huidige aanbieder klopt niet met wat die aanbieder kent.');
  // The refusal ends it: the request stays closed.
  expect(await advance(s, FREE_NUMBER)).toMatchObject({ status: 409 });
  // It stays in the lists to be sent again.
  expect((await s.get<NumbersResponse>('/api/numbers', admin)).body.porting?.[0]).toMatchObject({ status: 'rejected' });
});

test('the donor refuses a customer number it cannot know (only zeros) by itself', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin, { donorCustomerNumber: '0000-000' });
  s.clock.advanceSeconds(3 * 60);
  expect(await s.app.runPorting()).toBe(1);
  expect((await readPorting(s, request.id, admin)).body).toMatchObject({
    status: 'rejected',
    blockingCode: 'KLANTNUMMER',
  });
});

test('an unknown code is named in the reason; a code of other signs is refused', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await sentPorting(s, admin);
  expect(await advance(s, FREE_NUMBER, { block: 'x y' })).toMatchObject({ status: 400 });
  expect((await advance(s, FREE_NUMBER, { block: '43' })).body.status).toBe('rejected');
  expect((await outbox(s))[0]?.body).toContain('geweigerd (code 43)');
});

test('a block of more than 10 numbers gets a 100 first (more time, an answer-due time), then the 102', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin, { firstNumber: '0207654300', lastNumber: '0207654319' });
  expect((await advance(s, '0207654310')).body.status).toBe('delayed');
  const delayed = (await readPorting(s, request.id, admin)).body;
  // Two more working days: Friday 20 March 11:00 Amsterdam.
  expect(delayed).toMatchObject({ status: 'delayed', answerDueAt: '2026-03-20T10:00:00.000Z' });
  expect((await advance(s, '0207654300')).body.status).toBe('approved');
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '100 received', '102 received']);
  expect((await outbox(s))[1]?.subject).toBe('Nummer overzetten: Meer tijd nodig (0207654300 t/m 0207654319)');
});

test('a block may end the delay with a refusal too', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await sentPorting(s, admin, { firstNumber: '0207654300', lastNumber: '0207654319' });
  expect((await advance(s, '0207654300', { block: 'BLOK' })).body.status).toBe('rejected');
});

test('117: COIN reports an error; the request waits for the desk and no step is taken meanwhile', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  expect((await advance(s, FREE_NUMBER, { error: 'AANBIEDER' })).body.status).toBe('requested');
  const view = (await readPorting(s, request.id, admin)).body;
  expect(view).toMatchObject({ status: 'requested', error: true, errorCode: 'AANBIEDER' });
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '117 received']);
  expect((await outbox(s))[0]?.body).toContain('het nummer loopt bij een andere aanbieder dan in de aanvraag staat');
  expect(await advance(s, FREE_NUMBER)).toMatchObject({
    status: 409,
    body: { message: 'Deze aanvraag wacht op de helpdesk, die een gemelde fout verbetert.' },
  });
  s.clock.advanceSeconds(24 * 3600);
  expect(await s.app.runPorting()).toBe(0);
});

test('a block or error code fits only the donor’s answer', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  await sentPorting(s, admin);
  await advance(s, FREE_NUMBER);
  expect(await advance(s, FREE_NUMBER, { block: 'KLANTNUMMER' })).toMatchObject({ status: 409 });
  expect((await advance(s, FREE_NUMBER)).body.status).toBe('planned');
});

test('no request for the number: 404 with the number named; a number that is none: 400', async () => {
  const s = server();
  expect(await advance(s, '0207654399')).toMatchObject({
    status: 404,
    body: { message: 'Er loopt geen aanvraag om 0207654399 over te zetten.' },
  });
  expect(await advance(s, '12345')).toMatchObject({ status: 400 });
});

test('the customer chooses the date in the window, may move it, and the timer performs it then', async () => {
  const s = server();
  let admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  const early = await s.post(`/api/porting/${request.id}/date`, { date: '26-03-2026' }, admin);
  expect(early).toMatchObject({
    status: 409,
    body: { message: expect.stringContaining('zodra je huidige aanbieder') },
  });
  await advance(s, FREE_NUMBER);

  const before = await s.post(`/api/porting/${request.id}/date`, { date: '19-03-2026' }, admin);
  expect(before).toMatchObject({ status: 400, body: { message: expect.stringContaining('vanaf 20 maart 2026') } });
  const after = await s.post(`/api/porting/${request.id}/date`, { date: '17-06-2026' }, admin);
  expect(after.body).toEqual({ message: 'Kies een datum tot en met 16 juni 2026.' });
  const chosen = await s.post<PortingChangeResponse>(`/api/porting/${request.id}/date`, { date: '27-3-2026' }, admin);
  expect(chosen.body.message).toBe('De overstap staat op 27 maart 2026 om 08:00.');
  const moved = await s.post<PortingChangeResponse>(`/api/porting/${request.id}/date`, { date: '2026-03-30' }, admin);
  expect(moved.body.request).toMatchObject({ status: 'planned', plannedAt: '2026-03-30T06:00:00.000Z' });
  const activity = await s.get<ActivityResponse>('/api/activity?kind=porting', admin);
  expect(activity.body.entries[0]?.detail).toBe(`Koos 30 maart 2026 om 08:00 als overstapdatum voor ${FREE_NUMBER}`);

  // Not before its moment (Monday 30 March 08:00 Amsterdam, summer time: 06:00 UTC).
  s.clock.set('2026-03-30T05:59:00Z');
  expect(await s.app.runPorting()).toBe(0);
  s.clock.set('2026-03-30T06:00:30Z');
  expect(await s.app.runPorting()).toBe(1);
  admin = (await s.login('admin@demo.test')).token;
  expect((await readPorting(s, request.id, admin)).body.status).toBe('performed');
  // Taken once: a second run finds nothing due.
  expect(await s.app.runPorting()).toBe(0);
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '102 received', '201 received']);
});

test('the timer answers a request after its delay, not before', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  s.clock.advanceSeconds(2 * 60);
  expect(await s.app.runPorting()).toBe(0);
  s.clock.advanceSeconds(60);
  expect(await s.app.runPorting()).toBe(1);
  expect(await s.app.runPorting()).toBe(0);
  const relogged = (await s.login('admin@demo.test')).token;
  expect((await readPorting(s, request.id, relogged)).body.status).toBe('approved');
});

test('cancel until performed: a 111, the numbers free again, the status Geannuleerd', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER);
  await advance(s, FREE_NUMBER);
  const cancelled = await s.post<PortingChangeResponse>(`/api/porting/${request.id}/cancel`, {}, admin);
  expect(cancelled.body.message).toBe('De overstap is geannuleerd.');
  expect(cancelled.body.request).toMatchObject({ status: 'cancelled' });
  expect(await messageTypes(s, request.id)).toEqual(['101 sent', '102 received', '111 sent']);
  expect((await s.post(`/api/porting/${request.id}/cancel`, {}, admin)).status).toBe(409);
  expect(await advance(s, FREE_NUMBER)).toMatchObject({ status: 409 });
  // A new request for the number may go.
  expect((await sentPorting(s, admin)).status).toBe('requested');
  expect((await outbox(s)).map((m) => m.subject)).toContain(`Nummer overzetten: Geannuleerd (${FREE_NUMBER})`);
});

test('an approval not used in 90 days ends: Verlopen, the numbers free again', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER);
  s.clock.set('2026-06-16T21:00:00Z');
  expect(await s.app.runPorting()).toBe(0);
  // The day after the last day (17 June, Amsterdam).
  s.clock.set('2026-06-16T22:00:30Z');
  expect(await s.app.runPorting()).toBe(1);
  const relogged = (await s.login('admin@demo.test')).token;
  expect((await readPorting(s, request.id, relogged)).body.status).toBe('expired');
  expect((await outbox(s))[0]?.subject).toBe(`Nummer overzetten: Verlopen (${FREE_NUMBER})`);
  expect((await sentPorting(s, relogged, { wantedDate: '2026-06-22' })).status).toBe('requested');
});

test('the mails count against the account’s mail limit: over it the step is taken, not mailed', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  // The hour's 20 mails of the account are used up.
  await s.db.query(
    `INSERT INTO auth_attempts (key, hits, expires_at)
     SELECT 'mail:account:hour:' || customer_id, 20, $1 FROM users WHERE email = 'admin@demo.test'`,
    [new Date(s.clock.now().getTime() + 3_600_000)],
  );
  const request = await sentPorting(s, admin);
  expect((await advance(s, FREE_NUMBER)).body.status).toBe('approved');
  expect(await outbox(s)).toEqual([]);
  expect((await readPorting(s, request.id, admin)).body.steps).toHaveLength(2);
});
