/**
 * Internal notes are for staff only: with a note on the customer's ticket, no route of the customers'
 * API (every one in the OpenAPI document, called as the customer), no mail and no personal-data export
 * carries its text; the desk shows it apart from the conversation, with its author, and audits it.
 */
import { personalDataJson } from '../../server/domain/accountExport';
import type { Ticket, TokenSet } from '../../src/api/contract';
import type { AuditResponse, DeskTicket } from '../../src/api/deskContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, PASSWORD, useTestServer, type TestServer } from './helpers';

const server = useTestServer();
const NOTE = 'Interne-notitie-8812: klant belde boos, niet doorsturen';

interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string }> } }> };
}

/** A customer's ticket with a staff answer and an internal note; returns its id. */
async function ticketWithNote(s: TestServer, staffToken: string): Promise<number> {
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>(
    '/api/tickets',
    { subject: 'Voicemail doet het niet', message: 'Sinds vanochtend geen voicemail meer.', category: 4 },
    token,
  );
  const id = created.body.id;
  expect((await s.post(`/api/desk/ticket/${id}/note`, { note: NOTE }, staffToken)).status).toBe(201);
  expect((await s.post(`/api/desk/ticket/${id}/reply`, { message: 'Wij kijken ernaar.' }, staffToken)).status).toBe(
    201,
  );
  return id;
}

/** A plausible value for a field of a customer route: the ticket's id where an id is asked. */
function sample(name: string, type: string | undefined, ticketId: number, secrets: TokenSet): unknown {
  const field = name.toLowerCase();
  if (field === 'id' || field === 'ticketid') return ticketId;
  if (field.includes('password')) return PASSWORD;
  if (field === 'email') return 'admin@demo.test';
  if (['refresh_token', 'token', 'sessiontoken'].includes(field)) return secrets.refresh_token;
  if (field === 'userpoc' || field === 'poc') return '100001';
  if (field === 'month') return '3';
  if (field === 'year') return '2026';
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'tekst';
}

// Every customer route in turn, each after a fresh start of the data: a bound that only catches a hang.
jest.setTimeout(120_000);

test('no customer route, mail or personal-data export carries an internal note', async () => {
  const s = server();
  const document = (await s.get<{ paths: Record<string, Record<string, Operation>> }>('/api/openapi.json')).body;
  const customerRoutes = Object.entries(document.paths)
    .filter(([path]) => !/^\/api\/(desk|dev|health|metrics|openapi)/.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  expect(customerRoutes.length).toBeGreaterThan(40);

  let answered = 0;
  // Reads first, on one set of data; then every change on data of its own (a change may end the login).
  const reads = customerRoutes.filter((route) => route.method === 'GET');
  const changes = customerRoutes.filter((route) => route.method !== 'GET');
  let ticketId = await ticketWithNote(s, (await staffLogin(s, MEDEWERKER)).token);
  for (const [index, { method, path, operation }] of [...reads, ...changes].entries()) {
    if (index >= reads.length) {
      await s.reset();
      ticketId = await ticketWithNote(s, (await staffLogin(s, MEDEWERKER)).token);
    }
    const secrets = await s.login('admin@demo.test');
    let url = path;
    const query: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      const value = encodeURIComponent(String(sample(parameter.name, undefined, ticketId, secrets)));
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value);
      else query.push(`${parameter.name}=${value}`);
    }
    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    const body = Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, sample(name, schema.type, ticketId, secrets)]),
    );
    const reply = await s.raw(
      method,
      query.length ? `${url}?${query.join('&')}` : url,
      method === 'GET' ? '' : JSON.stringify(body),
      'application/json',
      secrets.token,
    );
    if (reply.status < 300) answered += 1;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    expect([method, path, text.includes(NOTE)]).toEqual([method, path, false]);
  }
  // The walk reached the routes (sample bodies make some changes refused, which is fine here).
  expect(answered).toBeGreaterThan(25);

  // The ticket itself, as the customer reads it: the answer is there, the note is not.
  const { token } = await s.login('admin@demo.test');
  const ticket = await s.get<Ticket>(`/api/tickets?id=${ticketId}`, token);
  expect(ticket.body.conversation.map((entry) => entry.message)).toContain('Wij kijken ernaar.');
  expect(JSON.stringify(ticket.body)).not.toContain(NOTE);

  await s.app.backgroundSettled();
  const mails = await outbox(s);
  expect(mails.some((mail) => mail.subject === 'Er is een antwoord op je vraag')).toBe(true);
  expect(JSON.stringify(mails)).not.toContain(NOTE);

  const [customer] = await s.db.query<{ id: number }>("SELECT id FROM customers WHERE poc = '100001'");
  let exported = '';
  for await (const piece of personalDataJson(s.db, customer?.id ?? 0)) exported += piece;
  expect(exported).toContain('Voicemail doet het niet');
  expect(exported).not.toContain(NOTE);
});

test('the desk shows the note apart from the conversation, with its author, and audits it without its text', async () => {
  const s = server();
  const staff = await staffLogin(s, MEDEWERKER);
  const id = await ticketWithNote(s, staff.token);
  const ticket = (await s.get<DeskTicket>(`/api/desk/ticket/${id}`, staff.token)).body;
  expect(ticket.notes.map((note) => [note.note, note.staffName])).toEqual([[NOTE, staff.staff.fullName]]);
  expect(JSON.stringify(ticket.conversation)).not.toContain(NOTE);
  // An empty note is refused with the field's name.
  const empty = await s.post<{ message: string }>(`/api/desk/ticket/${id}/note`, { note: '  ' }, staff.token);
  expect([empty.status, empty.body.message]).toEqual([400, 'Interne notitie: Vul een notitie in.']);

  const lead = await staffLogin(s, TEAMLEIDER);
  const entries = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
  expect(entries.find((entry) => entry.action === 'ticket.note')).toMatchObject({
    ticketId: id,
    customerNumber: '100001',
  });
  expect(JSON.stringify(entries)).not.toContain(NOTE);
});
