import { clientCountingKey } from '../../server/auth/clientKey';
import { loadConfig, parseTrustProxy, type ServerConfig } from '../../server/base/config';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

/**
 * Login throttling that parallel requests cannot pass, and an address to count that a client cannot
 * choose: X-Forwarded-For only from trusted proxies, IPv6 clients per /64.
 */
const WINDOW = 900;

async function withServer(config: Partial<ServerConfig>, run: (s: TestServer) => Promise<void>): Promise<void> {
  const s = await startTestServer({ config: { hashing: { concurrency: 2, queue: 200 }, ...config } });
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

/** A login from a given peer address, optionally with an X-Forwarded-For header. */
async function loginFrom(s: TestServer, peer: string, email: string, password: string, forwardedFor?: string) {
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ email, password }),
  });
  return response.statusCode;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

describe('100 wrong passwords at once from one address', () => {
  test('for one account: refused after the per-account limit, not after 100', async () => {
    await withServer({ rateLimit: { addressFailures: 10, ipAttempts: 10_000, windowSeconds: WINDOW } }, async (s) => {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () => loginFrom(s, '203.0.113.7', 'prepaid@demo.test', 'Verkeerd99')),
      );
      expect(tally(statuses)).toEqual({ 401: 10, 429: 90 });
      // The right password is refused too until the window has passed.
      expect(await loginFrom(s, '203.0.113.7', 'prepaid@demo.test', PASSWORD)).toBe(429);
    });
  }, 60_000);

  test('for 100 different accounts: refused after the per-address limit, not after 100', async () => {
    await withServer({ rateLimit: { addressFailures: 10, ipAttempts: 12, windowSeconds: WINDOW } }, async (s) => {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => loginFrom(s, '203.0.113.8', `iemand${i}@demo.test`, 'Verkeerd99')),
      );
      expect(tally(statuses)).toEqual({ 401: 12, 429: 88 });
      // Another address is not affected.
      expect(await loginFrom(s, '203.0.113.9', 'admin@demo.test', PASSWORD)).toBe(200);
    });
  }, 60_000);
});

describe('the counted address', () => {
  const limits = { addressFailures: 100, ipAttempts: 3, windowSeconds: WINDOW };

  test('X-Forwarded-For from a peer that is not a trusted proxy does not change it', async () => {
    await withServer({ rateLimit: limits, trustProxy: ['10.0.0.1'] }, async (s) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(await loginFrom(s, '198.51.100.20', `iemand${i}@demo.test`, 'Verkeerd99', `192.0.2.${i + 1}`));
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    });
  }, 60_000);

  test('behind a trusted proxy (address list or hop count) each client is counted on its own', async () => {
    for (const trustProxy of [['10.0.0.0/8'], 1] as const) {
      await withServer(
        { rateLimit: limits, trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] },
        async (s) => {
          const first: number[] = [];
          for (let i = 0; i < 4; i += 1)
            first.push(await loginFrom(s, '10.1.2.3', `a${i}@demo.test`, 'Verkeerd99', '192.0.2.1'));
          expect(first).toEqual([401, 401, 401, 429]);
          // Another client behind the same proxy has its own count.
          expect(await loginFrom(s, '10.1.2.3', 'b@demo.test', 'Verkeerd99', '192.0.2.2')).toBe(401);
        },
      );
    }
  }, 60_000);

  test('two IPv6 addresses in one /64 share a limit; the next /64 has its own', async () => {
    await withServer({ rateLimit: limits }, async (s) => {
      const statuses: number[] = [];
      for (const peer of [
        '2001:db8:1:2::1',
        '2001:db8:1:2:aaaa::2',
        '2001:db8:1:2:ffff:ffff:ffff:fffe',
        '2001:db8:1:2::99',
      ])
        statuses.push(await loginFrom(s, peer, 'iemand@demo.test', 'Verkeerd99'));
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await loginFrom(s, '2001:db8:1:3::1', 'iemand@demo.test', 'Verkeerd99')).toBe(401);
    });
  }, 60_000);
});

describe('clientCountingKey', () => {
  test('IPv4 as is; IPv6 per /64 in any spelling; IPv4-mapped IPv6 as its IPv4 address', () => {
    expect(clientCountingKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientCountingKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientCountingKey('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientCountingKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientCountingKey('::1')).toBe('0:0:0:0::/64');
    expect(clientCountingKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientCountingKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientCountingKey('2001:db8:1:2::1')).not.toBe(clientCountingKey('2001:db8:1:3::1'));
  });
});

describe('TRUST_PROXY', () => {
  test('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).server.trustProxy).toBe(2);
  });

  test('refuses "trust every X-Forwarded-For" and anything else that is not an address', () => {
    for (const value of ['true', '*', 'loopback', '10.0.0.1,iedereen', '10.0.0.0/33', '0.0.0.0/'])
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count or a comma-separated list/);
  });
});
