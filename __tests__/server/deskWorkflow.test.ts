/**
 * Working together on the desk: taking a ticket and giving it to a colleague (with unread customer
 * replies for the assignee), seeing who else has it open, the refusal of an answer written against an
 * older conversation, and reply templates whose placeholders never reach the customer raw.
 */
import type { Ticket } from '../../src/api/contract';
import type { AuditResponse, DeskQueueResponse, DeskSession, DeskTicket } from '../../src/api/deskContract';
import type { DeskPresenceResponse, ReplyTemplatesResponse } from '../../src/api/deskWorkflowContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';

const server = useTestServer();

async function customerAsks(s: TestServer, subject: string): Promise<{ token: string; id: number }> {
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>('/api/tickets', { subject, message: 'Het werkt niet.', category: 4 }, token);
  expect(created.status).toBe(201);
  return { token, id: created.body.id };
}

async function queueItem(s: TestServer, staff: DeskSession, view: string, id: number) {
  const queue = await s.get<DeskQueueResponse>(`/api/desk/tickets?view=${view}`, staff.token);
  expect(queue.status).toBe(200);
  return queue.body.tickets.find((ticket) => ticket.id === id);
}

describe('assignment', () => {
  test("'Oppakken', giving to a colleague, the queue's views, and unread customer replies for the assignee", async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const lead = await staffLogin(s, TEAMLEIDER);
    const { token: customer, id } = await customerAsks(s, 'Geen kiestoon');
    expect(await queueItem(s, anna, 'unassigned', id)).toMatchObject({ assigneeId: null, assigneeName: '' });
    expect(await queueItem(s, anna, 'mine', id)).toBeUndefined();

    const taken = await s.post<DeskTicket>(`/api/desk/ticket/${id}/assign`, { staffId: anna.staff.id }, anna.token);
    expect(taken.body).toMatchObject({ assigneeId: anna.staff.id, assigneeName: anna.staff.fullName });
    expect(await queueItem(s, anna, 'mine', id)).toMatchObject({
      assigneeName: anna.staff.fullName,
      unreadForMe: false,
    });
    expect(await queueItem(s, anna, 'unassigned', id)).toBeUndefined();

    // Given to the teamleider: unread for them until they open it; nothing changes for Anna.
    await s.post(`/api/desk/ticket/${id}/assign`, { staffId: lead.staff.id }, anna.token);
    expect(await queueItem(s, lead, 'mine', id)).toMatchObject({
      assigneeName: lead.staff.fullName,
      unreadForMe: true,
    });
    expect(await queueItem(s, anna, 'mine', id)).toBeUndefined();
    expect((await s.get<DeskTicket>(`/api/desk/ticket/${id}`, lead.token)).body.unreadForMe).toBe(false);
    expect((await queueItem(s, lead, 'mine', id))?.unreadForMe).toBe(false);

    // A customer reply is unread for the assignee only.
    s.clock.advanceSeconds(60);
    await s.post('/api/tickets/message', { ticketID: id, message: 'Nog steeds stuk.' }, customer);
    expect((await queueItem(s, lead, 'all', id))?.unreadForMe).toBe(true);
    expect((await queueItem(s, anna, 'all', id))?.unreadForMe).toBe(false);

    const unknown = await s.post<{ message: string }>(`/api/desk/ticket/${id}/assign`, { staffId: 9999 }, anna.token);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Deze medewerker bestaat niet of is uitgeschakeld.']);
    const released = await s.post<DeskTicket>(`/api/desk/ticket/${id}/assign`, { staffId: null }, lead.token);
    expect(released.body.assigneeName).toBe('');

    const audit = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
    expect(audit.filter((entry) => entry.action === 'ticket.assign').map((entry) => entry.detail)).toEqual([
      'toewijzing ingetrokken',
      `toegewezen aan ${lead.staff.fullName}`,
      `toegewezen aan ${anna.staff.fullName}`,
    ]);
  });
});

describe('collisions', () => {
  test('who else has the ticket open, across logins, until they stop reporting', async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const lead = await staffLogin(s, TEAMLEIDER);
    const { id } = await customerAsks(s, 'Nummer overzetten');
    const presence = (staff: DeskSession) =>
      s.post<DeskPresenceResponse>(`/api/desk/ticket/${id}/presence`, {}, staff.token);
    expect((await presence(anna)).body.others).toEqual([]);
    expect((await presence(lead)).body.others).toEqual([anna.staff.fullName]);
    s.clock.advanceSeconds(60);
    expect((await presence(lead)).body.others).toEqual([]);
    expect((await s.post(`/api/desk/ticket/999999/presence`, {}, anna.token)).status).toBe(404);
  });

  test('an answer written against an older conversation is refused unless confirmed', async () => {
    const s = server();
    const anna = await staffLogin(s, MEDEWERKER);
    const lead = await staffLogin(s, TEAMLEIDER);
    const { id } = await customerAsks(s, 'Factuur klopt niet');
    const seen = (await s.get<DeskTicket>(`/api/desk/ticket/${id}`, anna.token)).body.latestEntryId;

    const first = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Ik kijk ernaar.', basedOn: seen },
      lead.token,
    );
    expect(first.status).toBe(201);
    const stale = await s.post<{ message: string }>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Wij sturen een creditnota.', basedOn: seen },
      anna.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Er is intussen een nieuw bericht in dit gesprek\. .*je antwoord is bewaard/);
    const presence = await s.post<DeskPresenceResponse>(`/api/desk/ticket/${id}/presence`, {}, anna.token);
    expect(presence.body.latestEntryId).toBe(first.body.latestEntryId);

    const confirmed = await s.post<DeskTicket>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Wij sturen een creditnota.', basedOn: seen, confirmed: true },
      anna.token,
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.conversation.map((entry) => entry.message)).toEqual([
      'Ik kijk ernaar.',
      'Wij sturen een creditnota.',
    ]);
  });
});

describe('reply templates', () => {
  test('a teamleider keeps them; placeholders are filled and an unknown {{…}} is never sent', async () => {
    const s = server();
    const lead = await staffLogin(s, TEAMLEIDER);
    const anna = await staffLogin(s, MEDEWERKER);
    const body = 'Beste {{klantnaam}},\n\nUw klantnummer is {{ klantnummer }}.\n\nGroet, {{medewerker}}';
    const created = await s.post<ReplyTemplatesResponse>(
      '/api/desk/templates',
      { title: 'Herstart', body },
      lead.token,
    );
    expect(created.status).toBe(201);
    const template = created.body.templates.find((t) => t.title === 'Herstart');
    expect((await s.get<ReplyTemplatesResponse>('/api/desk/templates', anna.token)).body.templates).toContainEqual(
      template,
    );

    const { token: customer, id } = await customerAsks(s, 'Telefoon herstart steeds');
    const desk = (await s.get<DeskTicket>(`/api/desk/ticket/${id}`, anna.token)).body;
    const sent = await s.post<DeskTicket>(`/api/desk/ticket/${id}/reply`, { message: body }, anna.token);
    const expected = `Beste ${desk.customer.name},\n\nUw klantnummer is 100001.\n\nGroet, ${anna.staff.fullName}`;
    expect(sent.body.conversation.at(-1)?.message).toBe(expected);
    const seen = await s.get<Ticket>(`/api/tickets?id=${id}`, customer);
    expect(seen.body.conversation.at(-1)?.message).toBe(expected);

    const raw = await s.post<{ message: string }>(
      `/api/desk/ticket/${id}/reply`,
      { message: 'Hoi {{voornaam}}' },
      anna.token,
    );
    expect([raw.status, raw.body.message]).toEqual([
      400,
      'Antwoord: Onbekend invulveld {{voornaam}}. Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.',
    ]);
    expect(JSON.stringify((await s.get<Ticket>(`/api/tickets?id=${id}`, customer)).body)).not.toContain('{{');

    const changed = await s.post<ReplyTemplatesResponse>(
      `/api/desk/templates/${template?.id}/change`,
      { title: 'Herstarten', body: 'Probeer de telefoon te herstarten.' },
      lead.token,
    );
    expect(changed.body.templates.map((t) => t.title)).toContain('Herstarten');
    const removed = await s.post<ReplyTemplatesResponse>(`/api/desk/templates/${template?.id}/remove`, {}, lead.token);
    expect(removed.body.templates.map((t) => t.title)).not.toContain('Herstarten');
    expect((await s.post(`/api/desk/templates/${template?.id}/remove`, {}, lead.token)).status).toBe(404);
    const empty = await s.post<{ message: string }>('/api/desk/templates', { title: ' ', body: 'x' }, lead.token);
    expect([empty.status, empty.body.message]).toEqual([400, 'Titel: Veld is verplicht']);

    const audit = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
    expect(audit.filter((e) => e.action.startsWith('template.')).map((e) => [e.action, e.detail])).toEqual([
      ['template.remove', String(template?.id)],
      ['template.save', 'Herstarten'],
      ['template.save', 'Herstart'],
    ]);
  });
});
