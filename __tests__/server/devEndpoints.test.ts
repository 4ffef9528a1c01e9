import { outbox, useTestServer } from './helpers';

/**
 * The demo endpoints (/api/dev) wipe data and list mails with reset links and codes: only this machine
 * may call them, by a loopback name, and never a page of another site (DNS rebinding, a cross-site form).
 */
const server = useTestServer();

test('a Host other than a loopback name is refused, also when it resolves here (DNS rebinding)', async () => {
  for (const host of ['evil.example', 'evil.example:8080', '192.168.1.10:8080', 'localhost.evil.example']) {
    const listed = await server().get('/api/dev/outbox', undefined, { host });
    expect(listed.status).toBe(403);
    expect(listed.body).toEqual({ message: 'De demofuncties zijn alleen bereikbaar vanaf deze computer.' });
    expect((await server().raw('POST', '/api/dev/reset', '', 'text/plain', undefined, { host })).status).toBe(403);
  }
  for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', '127.0.0.1'])
    expect((await server().get('/api/dev/outbox', undefined, { host })).status).toBe(200);
});

test('a request from a page of another origin is refused, also a simple POST without a body', async () => {
  const foreign: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'http://127.0.0.1.evil.example' },
  ];
  for (const headers of foreign) {
    const reset = await server().raw('POST', '/api/dev/reset', '', 'text/plain', undefined, {
      host: '127.0.0.1:8080',
      ...headers,
    });
    expect(reset.status).toBe(403);
    expect((await server().get('/api/dev/outbox', undefined, { host: '127.0.0.1:8080', ...headers })).status).toBe(403);
  }
  // The app itself (same origin, or the development server on another loopback port) may.
  for (const origin of ['http://127.0.0.1:8080', 'http://localhost:8081'])
    expect((await server().get('/api/dev/outbox', undefined, { host: '127.0.0.1:8080', origin })).status).toBe(200);
  expect(await outbox(server())).toEqual(expect.any(Array));
});
