import { randomBytes } from 'node:crypto';
import { defaultServerConfig, loadConfig, TEST_ARGON2_COST } from '../../server/base/config';
import { startTestServer } from './helpers';

/**
 * The tests hash passwords at a low cost (TEST_LOW_HASH_COST=1 for server processes, TEST_ARGON2_COST
 * for the in-process servers). This file proves what every other test takes on trust: a server
 * started without the switch hashes at production's cost, and production cannot turn the switch on.
 */
const PRODUCTION_COST = { memoryCost: 19_456, timeCost: 2 };
const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
const REFUSED = /TEST_LOW_HASH_COST makes password hashes cheap to crack: only NODE_ENV=test accepts it/;

test('the configuration hashes at production cost unless NODE_ENV=test asks for the low one', () => {
  expect(defaultServerConfig.argon2).toEqual(PRODUCTION_COST);
  const secret = randomBytes(48).toString('base64');
  for (const env of [
    {},
    { NODE_ENV: 'test' },
    { NODE_ENV: 'production', JWT_SECRET: secret },
    { TEST_LOW_HASH_COST: '' },
  ])
    expect(loadConfig(env).server.argon2).toEqual(PRODUCTION_COST);
  expect(loadConfig({ NODE_ENV: 'test', TEST_LOW_HASH_COST: '1' }).server.argon2).toEqual(TEST_ARGON2_COST);
  for (const env of [
    { NODE_ENV: 'production', JWT_SECRET: secret, TEST_LOW_HASH_COST: '1' },
    { NODE_ENV: 'production', JWT_SECRET: secret, TEST_LOW_HASH_COST: '0' },
    { TEST_LOW_HASH_COST: '1' },
    { NODE_ENV: 'development', TEST_LOW_HASH_COST: '1' },
    { NODE_ENV: 'test', TEST_LOW_HASH_COST: 'true' },
  ])
    expect(() => loadConfig(env)).toThrow(REFUSED);
});

test('a server configured without the switch stores production-cost hashes: the seed and a new password', async () => {
  // The configuration main.ts reads for `npm run serve:demo`, whole: no test default of the helper applies.
  const { server: config } = loadConfig({ DEMO: '1', DATA_DIR: 'memory', STATIC_DIR: '', LOG_LEVEL: 'silent' });
  const s = await startTestServer({ config });
  try {
    const hashOf = async (email: string) =>
      (await s.db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE email = $1', [email]))[0]
        ?.hash;
    expect(await hashOf('admin@demo.test')).toMatch(PRODUCTION_HASH);

    const { token } = await s.login('admin@demo.test');
    const changed = await s.post(
      '/api/account/password',
      { currentPassword: 'Welkom123', newPassword: 'Zomer-Regen-2031', newPasswordConfirm: 'Zomer-Regen-2031' },
      token,
    );
    expect(changed.status).toBe(200);
    const stored = await hashOf('admin@demo.test');
    expect(stored).toMatch(PRODUCTION_HASH);
    expect(stored).not.toBe(await hashOf('prepaid@demo.test'));
  } finally {
    await s.close();
  }
}, 60_000);
