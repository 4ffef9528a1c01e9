/**
 * Porting in the desk: every request of a customer with its COIN messages (opening them is audited),
 * the customer panel's open requests, and what staff do with the customer: correct and resend (a
 * refused request as a new one, COIN's error with a new 101), cancel, plan a date; each audited and
 * mailed to the customer, and refused for a customer token.
 */
import type { AuditResponse, DeskCustomerDetail } from '../../src/api/deskContract';
import type { DeskPortingChangeResponse, DeskPortingResponse } from '../../src/api/deskPortingContract';
import type { ActivityResponse } from '../../src/api/teamContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, useTestServer } from './helpers';
import { advance, FREE_NUMBER, portingBody, readPorting, sentPorting } from './portingHelpers';

const server = useTestServer();

const correction = (overrides: Record<string, string> = {}) => {
  const { donor, donorCustomerNumber, company, street, houseNumber, houseNumberAdd, postcode, city } = portingBody();
  return { donor, donorCustomerNumber, company, street, houseNumber, houseNumberAdd, postcode, city, ...overrides };
};

test('the desk lists a customer’s requests with their messages, audited; the panel shows one that runs', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER);
  const staff = await staffLogin(s, MEDEWERKER);
  const list = await s.get<DeskPortingResponse>('/api/desk/customer/100001/porting', staff.token);
  expect(list.status).toBe(200);
  expect(list.body.customerNumber).toBe('100001');
  expect(list.body.requests).toHaveLength(1);
  expect(list.body.requests[0]).toMatchObject({
    id: request.id,
    status: 'approved',
    requestedBy: 'Jan de Vries',
    messages: [
      { seq: 1, type: 101, direction: 'sent', body: expect.objectContaining({ customerNumber: 'KPN-123456' }) },
      { seq: 2, type: 102, direction: 'received', body: expect.objectContaining({ answer: 'approved' }) },
    ],
  });
  const customer = await s.get<DeskCustomerDetail>('/api/desk/customer/100001', staff.token);
  expect(customer.body.customer.openRequests).toContainEqual(
    expect.objectContaining({ kind: 'porting', detail: FREE_NUMBER, ticketId: null }),
  );
  const teamleider = await staffLogin(s, TEAMLEIDER);
  const audit = await s.get<AuditResponse>('/api/desk/audit', teamleider.token);
  expect(audit.body.entries.map((entry) => entry.action)).toContain('porting.open');
  expect((await s.get('/api/desk/customer/999999/porting', staff.token)).status).toBe(404);
  expect((await s.get('/api/desk/customer/100001/porting', admin)).status).toBe(401);
});

test('a refused request corrected by the desk goes as a new request; the customer is mailed', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const refused = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER, { block: 'KLANTNUMMER' });
  const staff = await staffLogin(s, MEDEWERKER);
  const bad = await s.post(
    `/api/desk/porting/${refused.id}/resend`,
    correction({ donorCustomerNumber: '' }),
    staff.token,
  );
  expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('klantnummer') } });
  const resent = await s.post<DeskPortingChangeResponse>(
    `/api/desk/porting/${refused.id}/resend`,
    correction({ donorCustomerNumber: 'KPN-777' }),
    staff.token,
  );
  expect(resent.status).toBe(200);
  expect(resent.body.id).not.toBe(refused.id);
  expect(resent.body.message).toBe(`De aanvraag is verbeterd en als nieuwe aanvraag ${resent.body.id} verstuurd.`);
  const relogged = (await s.login('admin@demo.test')).token;
  const fresh = (await readPorting(s, resent.body.id, relogged)).body;
  expect(fresh).toMatchObject({ status: 'requested', donorCustomerNumber: 'KPN-777', signedName: 'Jan de Vries' });
  expect(fresh.steps[0]).toMatchObject({ kind: 'requested', byDesk: true });
  expect((await readPorting(s, refused.id, relogged)).body.resentAs).toBe(resent.body.id);
  expect((await outbox(s))[0]?.subject).toBe(`Nummer overzetten: Aangevraagd (${FREE_NUMBER})`);
  const again = await s.post(`/api/desk/porting/${refused.id}/resend`, correction(), staff.token);
  expect(again.status).toBe(409);
  const activity = await s.get<ActivityResponse>('/api/activity?kind=porting', relogged);
  expect(activity.body.entries[0]).toMatchObject({ personName: 'Helpdesk', personId: null });
});

test("COIN's error is corrected by the desk with a new 101 of the same request, which then runs on", async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER, { error: 'AANBIEDER' });
  const staff = await staffLogin(s, MEDEWERKER);
  const running = await s.post(`/api/desk/porting/${request.id}/resend`, correction(), staff.token);
  expect(running.status).toBe(200);
  const resent = await s.post<DeskPortingChangeResponse>(
    `/api/desk/porting/${request.id}/resend`,
    correction({ donor: 'odido' }),
    staff.token,
  );
  // The first call already resent it: the second finds no error waiting.
  expect(resent.status).toBe(409);
  const list = await s.get<DeskPortingResponse>('/api/desk/customer/100001/porting', staff.token);
  expect(list.body.requests[0]?.messages.map((m) => m.type)).toEqual([101, 117, 101]);
  expect(list.body.requests[0]).toMatchObject({ errorCode: null, error: false, status: 'requested' });
  expect((await advance(s, FREE_NUMBER)).body.status).toBe('approved');
});

test('the desk plans the date with the customer and cancels; both audited, mailed, in the activity log', async () => {
  const s = server();
  const admin = (await s.login('admin@demo.test')).token;
  const request = await sentPorting(s, admin);
  await advance(s, FREE_NUMBER);
  const staff = await staffLogin(s, MEDEWERKER);
  const early = await s.post(`/api/desk/porting/${request.id}/date`, { date: '01-01-2026' }, staff.token);
  expect(early.status).toBe(400);
  const planned = await s.post<DeskPortingChangeResponse>(
    `/api/desk/porting/${request.id}/date`,
    { date: '01-04-2026' },
    staff.token,
  );
  expect(planned.body).toEqual({ message: 'De overstap staat op 1 april 2026 om 08:00.', id: request.id });
  const cancelled = await s.post(`/api/desk/porting/${request.id}/cancel`, {}, staff.token);
  expect(cancelled.status).toBe(200);
  expect((await s.post(`/api/desk/porting/${request.id}/cancel`, {}, staff.token)).status).toBe(409);
  const relogged = (await s.login('admin@demo.test')).token;
  const view = (await readPorting(s, request.id, relogged)).body;
  expect(view.steps.map((step) => [step.kind, step.byDesk])).toEqual([
    ['requested', false],
    ['approved', false],
    ['planned', true],
    ['cancelled', true],
  ]);
  expect((await outbox(s)).slice(0, 2).map((mail) => mail.subject)).toEqual([
    `Nummer overzetten: Geannuleerd (${FREE_NUMBER})`,
    `Nummer overzetten: Gepland (${FREE_NUMBER})`,
  ]);
  const teamleider = await staffLogin(s, TEAMLEIDER);
  const audit = await s.get<AuditResponse>('/api/desk/audit', teamleider.token);
  expect(audit.body.entries.slice(0, 2).map((entry) => [entry.action, entry.detail])).toEqual([
    ['porting.cancel', `P${request.id} ${FREE_NUMBER}`],
    ['porting.plan', `P${request.id} ${FREE_NUMBER}`],
  ]);
});
