import { logIn } from '../../scripts/lib/logIn';
import { startServer } from '../support/startServer';

/** The real entry point as a child process: the line it prints, the API, a clean stop. */
test('npm run serve equivalent: listens on a free port, seeds a fresh store, stops on SIGTERM', async () => {
  const server = await startServer({ CLOCK_NOW: '2026-03-18T10:00:00Z', STATIC_DIR: '' });
  try {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.apiBaseUrl).toBe(`${server.url}/api`);
    const { token } = await logIn(server.apiBaseUrl, 'opgezegd@demo.test');
    const dashboard = (await (
      await fetch(`${server.apiBaseUrl}/dashboard`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      subscription: { expireTime: string };
    };
    expect(dashboard.subscription.expireTime).toBe('2026-03-31');
  } finally {
    await server.stop();
  }
  await expect(fetch(`${server.apiBaseUrl}/dashboard`)).rejects.toThrow();
}, 60_000);
