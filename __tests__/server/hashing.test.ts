import { HashQueue, PasswordHasher } from '../../server/auth/passwords';
import { defaultServerConfig } from '../../server/base/config';
import { HttpError } from '../../server/base/httpError';
import { startTestServer, type TestServer } from './helpers';

/** No hashing for free: a bounded queue of password hashes, and no hash for a reset token that cannot work. */
const BUSY = 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.';

describe('HashQueue', () => {
  test('runs at most `concurrency` at once, lets `queue` wait, and refuses the rest with a 503', async () => {
    const queue = new HashQueue({ concurrency: 1, queue: 1 });
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('klaar');
        });
      });
    const first = queue.run(work);
    const second = queue.run(work);
    const third = queue.run(work).catch((error: unknown) => error);
    const refused = await third;
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).body).toBe(BUSY);
    expect((refused as HttpError).headers['retry-after']).toBe('5');
    expect(releases).toHaveLength(1);
    releases[0]?.();
    await first;
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    releases[1]?.();
    await expect(second).resolves.toBe('klaar');
    expect(most).toBe(1);
    // Everything finished: the queue takes new work at once again.
    await expect(queue.run(() => Promise.resolve('weer'))).resolves.toBe('weer');
  });
});

describe('POST /api/auth/reset-password', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { rateLimit: { addressFailures: 10, ipAttempts: 3, windowSeconds: 900 } } });
  }, 60_000);
  afterAll(async () => {
    await s?.close(); // unset when the start failed, whose error is the one to report
  });
  afterEach(() => jest.restoreAllMocks());

  test('an unknown token gets its 400 without a password hash; the route is throttled per client', async () => {
    const hash = jest.spyOn(PasswordHasher.prototype, 'hash');
    const attempt = () => s.post('/api/auth/reset-password', { token: 'onbekend-token', password: 'NieuwWachtwoord1' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    expect(hash).not.toHaveBeenCalled();
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ message: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' });
  });
});

describe('a flood of logins', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Production's cost: at a test's cost the hashes end before the queue fills.
    s = await startTestServer({
      config: { hashing: { concurrency: 1, queue: 4 }, argon2: defaultServerConfig.argon2 },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close(); // unset when the start failed, whose error is the one to report
  });

  test('beyond the hash queue logins get a 503 with Retry-After, and the dashboard answers before the queue is through', async () => {
    const { token } = await s.login('admin@demo.test');
    // When each answer arrived: an order, not a clock, so a busy machine slows both sides alike.
    const arrivals: Array<'login' | 'dashboard'> = [];
    const flood = Array.from({ length: 60 }, (_, i) =>
      s.post('/api/auth/token', { email: `vloed${i}@demo.test`, password: 'Fout12345' }).then((reply) => {
        if (reply.status === 401) arrivals.push('login');
        return reply;
      }),
    );
    const dashboard = await s.get('/api/dashboard', token);
    arrivals.push('dashboard');
    const replies = await Promise.all(flood);
    expect(dashboard.status).toBe(200);
    // Five logins were hashed one after the other; the dashboard did not wait behind them.
    expect(arrivals.indexOf('dashboard')).toBeLessThan(arrivals.lastIndexOf('login'));
    const refused = replies.filter((reply) => reply.status === 503);
    // One hashing and four waiting; the others are turned away at once.
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(refused[0]?.headers.get('retry-after')).toBe('5');
    expect(refused[0]?.body).toEqual({ message: { error: BUSY } });
    expect(replies.filter((reply) => reply.status === 401).length).toBe(60 - refused.length);
  }, 60_000);
});
