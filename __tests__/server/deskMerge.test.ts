/**
 * Merging two tickets of one customer: the conversations in time order, the technical data and notes
 * kept, the other ticket closed with a pointer, its address leading to the merged one in the portal;
 * tickets of different customers refused; the merge in the audit.
 */
import type { Diagnostics, Ticket, TicketsResponse } from '../../src/api/contract';
import type { AuditResponse, DeskQueueResponse, DeskTicket } from '../../src/api/deskContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';

const server = useTestServer();

const log: Diagnostics = {
  format: 'portal-action-log/1',
  appVersion: '1.0.0',
  platform: 'ios',
  viewport: { width: 390, height: 844 },
  createdAt: '2026-03-18T10:00:00.000Z',
  recordedActions: 1,
  truncated: false,
  droppedActions: 0,
  actions: [{ type: 'voicemail/open', time: 1_773_828_000_000 }],
};

/** The customer asks (logged in afresh: the test clock outruns an access token). */
async function ask(s: TestServer, subject: string, message: string, diagnostics?: Diagnostics) {
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>('/api/tickets', { subject, message, category: 4, diagnostics }, token);
  expect(created.status).toBe(201);
  return created.body.id;
}

/** The customer's open request for an extra number (in the seed). */
async function extraNumberRequest(s: TestServer, token: string): Promise<number> {
  const queue = (await s.get<DeskQueueResponse>('/api/desk/tickets?q=100001', token)).body;
  const request = queue.tickets.find((t) => t.extraNumberRequest && t.statusId !== 4);
  if (!request) throw new Error('the seed has an open extra-number request for 100001');
  return request.id;
}

test('two tickets of one customer become one; the old address leads to it', async () => {
  const s = server();
  const staff = await staffLogin(s, MEDEWERKER);
  const first = await ask(s, 'Voicemail werkt niet', 'Geen voicemail sinds maandag.');
  s.clock.advanceSeconds(600);
  await s.post(`/api/desk/ticket/${first}/reply`, { message: 'Welk toestel gebruikt u?' }, staff.token);
  s.clock.advanceSeconds(600);
  const second = await ask(s, 'Voicemail nog steeds stuk', 'Ook op mijn tweede toestel.', log);
  await s.post(`/api/desk/ticket/${second}/note`, { note: 'Zelfde storing als de eerste vraag' }, staff.token);
  s.clock.advanceSeconds(600);
  const { token } = await s.login('admin@demo.test');
  await s.post('/api/tickets/message', { ticketID: first, message: 'Een iPhone.' }, token);

  // The picker: the customer's other open questions, newest first, without itself or the extra-number request.
  const before = (await s.get<DeskTicket>(`/api/desk/ticket/${first}`, staff.token)).body;
  expect(before.mergeCandidates[0]).toEqual({
    id: second,
    subject: 'Voicemail nog steeds stuk',
    creationTime: expect.any(String),
    statusId: 1,
  });
  const offered = before.mergeCandidates.map((c) => c.subject);
  expect(offered).not.toContain('Voicemail werkt niet');
  expect(offered).not.toContain('Aanvraag extra nummer');
  expect(before.mergeCandidates.every((c) => c.statusId !== 4)).toBe(true);

  const merged = await s.post<DeskTicket>(`/api/desk/ticket/${first}/merge`, { otherTicketId: second }, staff.token);
  expect(merged.status).toBe(200);
  expect(merged.body.mergeCandidates.map((c) => c.id)).not.toContain(second);
  expect(merged.body.conversation.map((entry) => entry.message)).toEqual([
    'Welk toestel gebruikt u?',
    'Voicemail nog steeds stuk\n\nOok op mijn tweede toestel.',
    'Een iPhone.',
  ]);
  expect(merged.body.logs.map((l) => [l.source, l.actions])).toEqual([['reply', 1]]);
  expect(merged.body.conversation[1]?.logId).toBe(merged.body.logs[0]?.id);
  expect(merged.body.notes.map((n) => n.note)).toEqual(['Zelfde storing als de eerste vraag']);

  const old = (await s.get<DeskTicket>(`/api/desk/ticket/${second}`, staff.token)).body;
  expect(old).toMatchObject({ statusId: 4, locked: true, mergedInto: first, conversation: [], mergeCandidates: [] });
  const queue = (await s.get<DeskQueueResponse>('/api/desk/tickets?q=Voicemail', staff.token)).body;
  expect(queue.tickets.find((t) => t.id === first)).toMatchObject({ unanswered: 2, mergedInto: null });
  // The merged one leaves the counts: nothing unanswered, no response time running.
  expect(queue.tickets.find((t) => t.id === second)).toMatchObject({
    unanswered: 0,
    mergedInto: first,
    workingMinutesLeft: null,
  });

  // The customer: one ticket in the list; the old address answers with the merged one; a reply to it lands there.
  const list = (await s.get<TicketsResponse>('/api/tickets', token)).body.tickets.map((t) => t.id);
  expect(list).toContain(first);
  expect(list).not.toContain(second);
  const viaOld = (await s.get<Ticket>(`/api/tickets?id=${second}`, token)).body;
  expect([viaOld.id, viaOld.subject]).toEqual([first, 'Voicemail werkt niet']);
  const replied = await s.post<Ticket>('/api/tickets/message', { ticketID: second, message: 'Nog nieuws?' }, token);
  expect([replied.status, replied.body.id, replied.body.conversation.at(-1)?.message]).toEqual([
    201,
    first,
    'Nog nieuws?',
  ]);

  const lead = await staffLogin(s, TEAMLEIDER);
  const audit = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
  expect(audit.find((entry) => entry.action === 'ticket.merge')).toMatchObject({
    ticketId: first,
    customerNumber: '100001',
    detail: `vraag ${second} samengevoegd`,
  });
});

test('tickets of different customers, a ticket with itself, or one merged already are refused', async () => {
  const s = server();
  const staff = await staffLogin(s, MEDEWERKER);
  const mine = await ask(s, 'Voicemail werkt niet', 'Geen voicemail.');
  const other = await ask(s, 'Voicemail nog steeds stuk', 'Nog steeds.');
  const queue = (await s.get<DeskQueueResponse>('/api/desk/tickets?q=200001', staff.token)).body;
  const foreign = queue.tickets[0]?.id;
  const merge = (into: number, otherTicketId: number | undefined) =>
    s.post<{ message: string }>(`/api/desk/ticket/${into}/merge`, { otherTicketId }, staff.token);

  expect((await merge(mine, foreign)).body).toEqual({
    message: 'Alleen vragen van dezelfde klant kunnen worden samengevoegd.',
  });
  expect((await merge(mine, mine)).status).toBe(400);
  expect((await merge(mine, 999_999)).status).toBe(404);
  const request = await extraNumberRequest(s, staff.token);
  const refusedRequest = await merge(mine, request);
  expect([refusedRequest.status, refusedRequest.body.message]).toEqual([
    400,
    'Een aanvraag voor een extra nummer kan niet worden samengevoegd.',
  ]);
  expect((await merge(mine, other)).status).toBe(200);
  expect((await merge(mine, other)).status).toBe(409);
  // A merged ticket takes nothing more: no answer, status, lock, note or assignment.
  const closedForGood = `Deze vraag is samengevoegd met vraag ${mine}. Werk verder in die vraag.`;
  for (const [path, body] of [
    ['reply', { message: 'Nog iets.' }],
    ['status', { statusId: 2 }],
    ['lock', { locked: false }],
    ['note', { note: 'Notitie' }],
    ['assign', { staffId: staff.staff.id }],
  ] as const) {
    const refused = await s.post<{ message: string }>(`/api/desk/ticket/${other}/${path}`, body, staff.token);
    expect([path, refused.status, refused.body.message]).toEqual([path, 409, closedForGood]);
  }
  // Nothing of the refused ones changed the foreign ticket.
  const untouched = (await s.get<DeskTicket>(`/api/desk/ticket/${foreign}`, staff.token)).body;
  expect([untouched.mergedInto, untouched.customer.customerNumber]).toEqual([null, '200001']);
});
