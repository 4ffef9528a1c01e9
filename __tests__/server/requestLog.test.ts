import { useTestServers } from './helpers';

/**
 * The request id: taken from X-Request-Id only when the peer is a proxy TRUST_PROXY names (its log and
 * ours then share the id), otherwise made here; echoed in the answer and written on the request's line.
 */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const servers = useTestServers([
  { config: { logLevel: 'info', trustProxy: ['10.0.0.1', '192.168.10.0/24'] }, logStream },
  { config: { trustProxy: 1 } },
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function idFrom(index: number, peer: string, sent?: string): Promise<string> {
  const reply = await servers()[index]?.app.inject({
    method: 'GET',
    url: '/api/tickets/options',
    remoteAddress: peer,
    headers: sent ? { 'x-request-id': sent } : {},
  });
  return String(reply?.headers['x-request-id']);
}

test('a listed proxy (an address or in a range) passes its request id on; anyone else gets one made here', async () => {
  expect(await idFrom(0, '10.0.0.1', 'haproxy-7f3a')).toBe('haproxy-7f3a');
  expect(await idFrom(0, '::ffff:192.168.10.20', 'haproxy-7f3b')).toBe('haproxy-7f3b');
  expect(await idFrom(0, '10.0.0.2', 'gekozen-door-klant')).toMatch(UUID);
  expect(await idFrom(0, '203.0.113.5')).toMatch(UUID);
  // Not an id: spaces, or too long, would put anything into the log.
  expect(await idFrom(0, '10.0.0.1', 'twee woorden')).toMatch(UUID);
  expect(await idFrom(0, '10.0.0.1', 'x'.repeat(200))).toMatch(UUID);
});

test('with a hop count, whoever connects is trusted: a client reaching the instance directly picks its id', async () => {
  expect(await idFrom(1, '203.0.113.5', 'gekozen-door-klant')).toBe('gekozen-door-klant');
});

test('each request has one JSON line with its id, method, route template, status and duration', async () => {
  lines.length = 0;
  const id = await idFrom(0, '10.0.0.1', 'haproxy-7f3c');
  const unknown = await servers()[0]?.app.inject({ method: 'GET', url: '/api/bestaat-niet/jan@voorbeeld.nl' });
  expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
    expect.objectContaining({
      reqId: id,
      msg: 'request',
      method: 'GET',
      route: '/api/tickets/options',
      status: 401,
      durationMs: expect.any(Number),
    }),
    expect.objectContaining({ reqId: unknown?.headers['x-request-id'], route: 'unmatched', status: 404 }),
  ]);
});
