import { randomBytes } from 'node:crypto';
import { spawnServer } from '../../scripts/lib/serverProcess';
import { loadConfig } from '../../server/base/config';

/** Demo mode only on purpose: the demo accounts have a published password and /api/dev mints logins. */
describe('loadConfig: demo mode and production secrets', () => {
  const cwd = '/srv/portal';

  test('off unless asked for: no demo endpoints without DEMO=1 or --demo, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'staging']) {
      const config = loadConfig({ NODE_ENV }, cwd);
      expect(config.demo).toBe(false);
      expect(config.server.demoEndpoints).toBe(false);
    }
    expect(loadConfig({ DEMO: '1' }, cwd).server.demoEndpoints).toBe(true);
    expect(loadConfig({}, cwd, ['--demo']).server.demoEndpoints).toBe(true);
    expect(loadConfig({ DEMO: 'true' }, cwd).demo).toBe(false);
  });

  test('demo mode listens on loopback only unless DEMO_PUBLIC=1', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10', 'portal.example.nl'])
      expect(() => loadConfig({ DEMO: '1', HOST }, cwd)).toThrow(/DEMO_PUBLIC=1/);
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '127.0.0.2'])
      expect(loadConfig({ DEMO: '1', HOST }, cwd).host).toBe(HOST);
    expect(loadConfig({ DEMO: '1', HOST: '0.0.0.0', DEMO_PUBLIC: '1' }, cwd).demo).toBe(true);
    // Without demo mode any address is fine.
    expect(loadConfig({ HOST: '0.0.0.0' }, cwd).host).toBe('0.0.0.0');
  });

  test('a production start needs JWT_SECRET of at least 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/JWT_SECRET of at least 32 bytes/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) }, cwd)).toThrow(/JWT_SECRET/);
    const secret = randomBytes(48).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }, cwd).server.jwtSecret).toBe(secret);
    // Outside production the generated secret kept in the database stays.
    expect(loadConfig({}, cwd).server.jwtSecret).toBeNull();
  });
});

describe('server/main.ts as a process', () => {
  test('without DEMO: no demo accounts, no /api/dev, no demo line', async () => {
    const server = await spawnServer({ env: { DEMO: '', STATIC_DIR: '' } });
    try {
      const login = await fetch(`${server.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'Welkom123' }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      const minted = await fetch(`${server.url}/api/dev/session-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test' }),
      });
      expect(minted.status).toBe(404);
      expect(server.recentOutput()).not.toMatch(/DEMOMODUS/);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test('with DEMO=1 the first line it prints says demo mode', async () => {
    const server = await spawnServer({ env: { DEMO: '1', STATIC_DIR: '' } });
    try {
      expect(server.recentOutput().split('\n')[0]).toMatch(/^DEMOMODUS: demo-accounts .* niet voor echte klanten\.$/);
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test('refuses to start: production without JWT_SECRET, demo on a public address', async () => {
    await expect(spawnServer({ env: { NODE_ENV: 'production', DEMO: '', JWT_SECRET: '' } })).rejects.toThrow(
      /De server kon niet starten: NODE_ENV=production needs JWT_SECRET of at least 32 bytes/,
    );
    await expect(spawnServer({ env: { DEMO: '1', HOST: '0.0.0.0' } })).rejects.toThrow(
      /refuses to listen on 0\.0\.0\.0/,
    );
  }, 60_000);
});
