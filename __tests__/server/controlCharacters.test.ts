import type { Diagnostics, Ticket } from '../../src/api/contract';
import { freshCode, MEDEWERKER, staffLogin } from './deskHelpers';
import { PASSWORD, useTestServer } from './helpers';
import { operations } from './openapiCalls';

/**
 * A control character (C0 but tab, line feed and carriage return in multi-line text; DEL; C1) in any
 * field of any request's body, query or path is a 400 with a Dutch message that names the field, on
 * every route of the OpenAPI document, logged in or not; never a 500 (PostgreSQL refuses U+0000 in
 * text). A ticket's message and its technical data may span lines.
 */
const server = useTestServer();

const REFUSED = /^Veld "\w+" bevat een teken dat niet is toegestaan \(een stuurteken\)\.$|: bevat tekens die niet/;

/** The Dutch message of an answer in any of the three error styles. */
function messageOf(body: unknown): string {
  const answer = body as { message?: string | { error?: string }; error?: { message?: string } };
  if (typeof answer.message === 'string') return answer.message;
  return answer.message?.error ?? answer.error?.message ?? JSON.stringify(body);
}

test('a NUL in any field of any route is a 400 with a Dutch message naming the field, never a 500', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const outcomes: string[] = [];
  let tried = 0;
  for (const { method, path, operation } of await operations(s)) {
    const properties = operation.requestBody?.content['application/json']?.schema.properties ?? {};
    const places = [
      ...(operation.parameters ?? []).map((p) => ({ in: p.in, name: p.name })),
      ...Object.keys(properties).map((name) => ({ in: 'body' as const, name })),
    ];
    for (const place of places) {
      let url = path;
      const query: string[] = [];
      const body: Record<string, string> = {};
      for (const other of places) {
        const value = other === place ? 'abc\u0000def' : '1';
        if (other.in === 'path') url = url.replace(`{${other.name}}`, encodeURIComponent(value));
        else if (other.in === 'query') query.push(`${other.name}=${encodeURIComponent(value)}`);
        else body[other.name] = value;
      }
      const target = query.length > 0 ? `${url}?${query.join('&')}` : url;
      const upper = method.toUpperCase();
      const reply = await s.raw(upper, target, upper === 'GET' ? '' : JSON.stringify(body), 'application/json', token);
      tried += 1;
      const message = messageOf(reply.body);
      const namesField = !message.startsWith('Veld') || message.includes(`"${place.name}"`);
      if (reply.status !== 400 || !REFUSED.test(message) || !namesField)
        outcomes.push(`${upper} ${path} ${place.in} ${place.name}: ${reply.status} ${message}`);
    }
  }
  expect(tried).toBeGreaterThan(60);
  expect(outcomes).toEqual([]);
});

test('DEL, C1 controls and a line break in a one-line field are refused too; the field keeps its value', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const before = (await s.get<{ firstname: string }>('/api/account', token)).body;
  for (const value of ['Piet\u007f', 'Piet\u0085', 'Piet\u009b', 'Pi\u001bet'])
    expect((await s.post('/api/account', { ...before, firstname: value }, token)).body).toEqual({
      message: 'Voornaam: bevat tekens die niet kunnen worden opgeslagen.',
    });
  const subject = await s.post('/api/tickets', { subject: 'Twee\nregels', message: 'Bericht', category: 4 }, token);
  expect([subject.status, subject.body]).toEqual([
    400,
    { error: { message: 'Veld "subject" bevat een teken dat niet is toegestaan (een stuurteken).' } },
  ]);
  // A non-character (U+FFFE, U+FFFF) is no control character: said in words of its own.
  for (const value of ['Twee\ufffe', 'Twee\uffff'])
    expect((await s.post('/api/tickets', { subject: value, message: 'Bericht', category: 4 }, token)).body).toEqual({
      error: { message: 'Veld "subject" bevat een teken dat niet is toegestaan (een ongeldig Unicode-teken).' },
    });
  const search = await s.get('/api/tickets?id=%07', token);
  expect([search.status, search.body]).toEqual([
    400,
    { error: { message: 'Veld "id" bevat een teken dat niet is toegestaan (een stuurteken).' } },
  ]);
  expect((await s.get<{ firstname: string }>('/api/account', token)).body.firstname).toBe(before.firstname);
});

test('a ticket and its technical data may span lines and hold tabs, but no other control character', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const diagnostics = (payload: unknown): Diagnostics => ({
    format: 'portal-action-log/1',
    appVersion: '1.0.0',
    platform: 'desktop',
    viewport: { width: 1366, height: 900 },
    createdAt: '2026-03-18T10:00:00.000Z',
    recordedActions: 1,
    truncated: false,
    droppedActions: 0,
    actions: [{ type: 'api/executeQuery/rejected', time: 1_773_828_000_000, payload }],
  });
  const ask = (message: string, payload: unknown) =>
    s.post<Ticket>(
      '/api/tickets',
      { subject: 'Voicemail werkt niet', message, category: 4, diagnostics: diagnostics(payload) },
      token,
    );
  const asked = await ask('Regel een\r\nRegel\ttwee', { error: 'Stack:\n\tat fetch' });
  expect(asked.status).toBe(201);
  expect(asked.body.message).toBe('Regel een\r\nRegel\ttwee');

  expect(messageOf((await ask('Bel\u0007', {})).body)).toBe(
    'Veld "message" bevat een teken dat niet is toegestaan (een stuurteken).',
  );
  expect(messageOf((await ask('Bericht', { error: 'nul\u0000' })).body)).toBe(
    'Veld "error" bevat een teken dat niet is toegestaan (een stuurteken).',
  );
  expect(messageOf((await ask('Bericht', { ['sleutel\n']: 1 })).body)).toBe(
    'Veld "payload" bevat een teken dat niet is toegestaan (een stuurteken).',
  );
  const reply = await s.post('/api/tickets/message', { ticketID: asked.body.id, message: 'Nog een\nregel' }, token);
  expect(reply.status).toBe(201);
});

test('the desk: an answer may span lines; a search with a control character is a 400', async () => {
  const s = server();
  const staff = await staffLogin(s, MEDEWERKER);
  const answered = await s.post('/api/desk/ticket/1/reply', { message: 'Beste klant,\n\nGedaan.' }, staff.token);
  expect(answered.status).toBe(201);
  const search = await s.get('/api/desk/tickets?q=100%00', staff.token);
  expect([search.status, search.body]).toEqual([
    400,
    { message: 'Veld "q" bevat een teken dat niet is toegestaan (een stuurteken).' },
  ]);
});

test('the desk login checks the form of the address before it asks the database', async () => {
  const s = server();
  const query = jest.spyOn(s.db, 'query');
  try {
    for (const email of ['support', 'support@demo', 'support@demo.test,x@y.nl', '"support"@demo.test']) {
      query.mockClear();
      const reply = await s.post('/api/desk/auth/token', { email, password: PASSWORD, code: freshCode(s) });
      expect([email, reply.status, reply.body]).toEqual([email, 400, { message: 'Vul een geldig e-mailadres in.' }]);
      const asked = query.mock.calls.map(([sql]) => sql).filter((sql) => /staff|address/.test(sql));
      expect([email, asked]).toEqual([email, []]);
    }
  } finally {
    query.mockRestore();
  }
});
