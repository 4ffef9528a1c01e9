import { startTestServer, useTestServer } from './helpers';

const server = useTestServer();

describe('malformed requests', () => {
  test('bad JSON, wrong body types, wrong field types and oversized bodies are 4xx with a Dutch message', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const badJson = await s.raw<{ message: string }>(
      'POST',
      '/api/blacklist/add',
      '{"userPoc": "100001",',
      'application/json',
      token,
    );
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('De aanvraag kon niet worden gelezen: de inhoud is geen geldige JSON.');
    for (const body of ['[]', '"tekst"', '12', 'null']) {
      const reply = await s.raw<{ message: string }>('POST', '/api/blacklist/add', body, 'application/json', token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('De aanvraag kon niet worden gelezen: verwacht een JSON-object.');
    }
    const wrongType = await s.post<{ message: string }>(
      '/api/blacklist/add',
      { userPoc: '100001', blacklistNumber: 612345678 },
      token,
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Veld "blacklistNumber" moet tekst zijn.');
    const missing = await s.post<{ message: string }>(
      '/api/subscription/cancel',
      { reason: 'Ik heb een andere oplossing gevonden' },
      token,
    );
    expect(missing.body.message).toBe('Veld "id" ontbreekt.');
    // Over the 288 KB that the ticket calls accept (they may carry a support log; others take 64 KB).
    const huge = await s.post<{ message: string }>(
      '/api/tickets',
      { subject: 'x'.repeat(300_000), message: 'y', category: 1 },
      token,
    );
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ error: { message: 'De aanvraag is te groot.' } });
    const text = await s.raw<{ message: string }>('POST', '/api/blacklist/add', 'userPoc=100001', 'text/plain', token);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(
      'De aanvraag kon niet worden gelezen: gebruik JSON (Content-Type: application/json).',
    );
    const empty = await s.raw<{ message: string }>('POST', '/api/blacklist/add', '', 'application/json', token);
    expect(empty.status).toBe(400);
    const proto = await s.raw<{ message: string }>(
      'POST',
      '/api/auth/token',
      '{"__proto__": {"x": 1}, "email": "a@b.nl", "password": "Welkom123"}',
      'application/json',
    );
    expect(proto.status).toBe(400);
  });

  test('unknown API paths are 404 with a message, also for GET', async () => {
    const s = server();
    const reply = await s.get<{ message: string }>('/api/bestaat-niet');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Deze aanvraag bestaat niet.');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  test('demo endpoints are off in production unless DEMO=1', async () => {
    const prod = await startTestServer({ config: { production: true, demoEndpoints: false } });
    try {
      expect((await prod.get('/api/dev/outbox')).status).toBe(404);
      expect((await prod.post('/api/dev/session-token', { email: 'admin@demo.test' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
