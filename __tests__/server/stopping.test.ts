import { loadConfig } from '../../server/base/config';
import { useTestServer } from './helpers';

/**
 * The stop of a deploy: from SIGTERM on (main.ts calls beginStopping) the ready check tells the load
 * balancer to take the instance out, while requests are still served, each closing its connection.
 */
const server = useTestServer();

test('once stopping, ready answers 503 "stopping", live stays 200, and requests are served with Connection: close', async () => {
  const s = server();
  const { token } = await s.login('admin@demo.test');
  const before = await s.get('/api/numbers', token);
  expect(before.status).toBe(200);
  expect(before.headers.get('connection')).not.toBe('close');

  s.app.beginStopping();

  const ready = await s.get('/api/health/ready');
  expect([ready.status, ready.body]).toEqual([
    503,
    { message: 'Niet gereed: deze instantie stopt; nieuwe verzoeken gaan naar een andere.', reason: 'stopping' },
  ]);
  expect((await s.get('/api/health/live')).status).toBe(200);
  const during = await s.get('/api/numbers', token);
  expect(during.status).toBe(200);
  expect(during.body).toEqual(before.body);
  expect(during.headers.get('connection')).toBe('close');
});

test('SHUTDOWN_DRAIN_SECONDS: 0 unless set, a whole number of seconds otherwise', () => {
  expect(loadConfig({}).drainSeconds).toBe(0);
  expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).drainSeconds).toBe(3);
  expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS must be an integer >= 0/);
  expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
});
