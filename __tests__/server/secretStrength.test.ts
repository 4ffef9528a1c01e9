/**
 * A production server refuses to start with a JWT_SECRET, JWT_SECRET_PREVIOUS or METRICS_TOKEN that is
 * easy to guess (server/base/secretStrength.ts): long enough, but a word typed again and again, a
 * keyboard row, or too few different characters. What `openssl rand` makes passes.
 */
import { randomBytes } from 'node:crypto';
import { spawnServer } from '../../scripts/lib/serverProcess';
import { estimatedSecretBits, refuseWeakSecrets } from '../../server/base/secretStrength';

/** Production with no secret set: each test sets the one it is about. */
const production = { production: true, jwtSecret: null, jwtSecretPrevious: null, metricsToken: null };
/** `openssl rand -base64 48` and `-base64 32`, `-hex 32`, and 24 random bytes as base64url. */
const generated = () => [
  randomBytes(48).toString('base64'),
  randomBytes(32).toString('base64'),
  randomBytes(32).toString('hex'),
  randomBytes(24).toString('base64url'),
];
/** At least 32 characters each, most with plenty of different characters: the length check lets them in. */
const typed = {
  'a word typed four times': 'Klantportaal!'.repeat(4),
  'a word typed four times, numbered': 'wachtwoord1wachtwoord2wachtwoord3wachtwoord4',
  'a word typed four times, with years': 'Supportdesk2024Supportdesk2025Supportdesk2026Supportdesk2027',
  'the keyboard rows': 'qwertyuiopasdfghjklzxcvbnm1234567890',
  'the keyboard rows with their signs': 'qwertyuiop[]asdfghjkl;zxcvbnm,./QWERTYUIOP',
  'one character': 'a'.repeat(48),
  'two characters': 'abababababababababababababababab',
  'a counting pattern': '0123456701234567012345670123456701234567',
  'two runs': '11111111111111111111111111111111111111112222222222',
};

/** Sentences of words that name what the secret is for: long, many different characters, typed. */
const worded = [
  'my-super-secret-jwt-key-for-production-use-only',
  'klantportaal_jwt_secret_production_environment',
  'ThisIsTheProductionSecretForTheKlantportaalApp2026',
  'Telvaro-Klantportaal-JWT-Secret-Production-2026',
  'SECRET_KEY_BASE_TELVARO_PORTAL_PROD_V1',
];
/** The names a production start passes: the provider's and its company's (server/main.ts). */
const PROVIDER = ['Telvaro', 'Telvaro B.V.'];

describe('secrets made of words', () => {
  test.each(worded)('JWT_SECRET %s is refused: read as words, it is far below 90 bits', async (secret) => {
    await expect(refuseWeakSecrets({ ...production, jwtSecret: secret }, PROVIDER)).rejects.toThrow(
      /^JWT_SECRET is too easy to guess \(words, names, .*estimated \d+ bits, at least 90 needed\)/,
    );
  });

  test('a sentence is estimated as its words, each by its rank, with the separator chosen once', async () => {
    const { wordBits } = await import('../../src/validation/guessEstimate');
    const words = ['super', 'secret', 'key', 'for', 'production', 'use', 'only'];
    const apart = words.reduce((sum, word) => sum + (wordBits(word) ?? NaN), 0);
    // The first '-' costs 5 bits (which sign), the five after it 1 bit each (whether it is there).
    expect(wordBits(words.join('-'))).toBeCloseTo(apart + 5 + 5, 6);
    expect(wordBits('production')).toBeLessThan(13);
    expect(await estimatedSecretBits(words.join('-'))).toBeLessThan(90);
  });

  test('random text is not read as words: what openssl rand makes keeps its estimate', async () => {
    const { wordBits } = await import('../../src/validation/guessEstimate');
    for (const secret of generated()) expect([secret, wordBits(secret)]).toEqual([secret, null]);
  });
});

describe('the JWT secrets in production', () => {
  test.each(Object.entries(typed))('JWT_SECRET: %s is refused, saying how to make one', async (_what, secret) => {
    await expect(refuseWeakSecrets({ ...production, jwtSecret: secret })).rejects.toThrow(
      /^JWT_SECRET is too easy to guess \(.*estimated \d+ bits, at least 90 needed\): .*openssl rand -base64 48$/,
    );
  });

  test.each(Object.entries(typed))('JWT_SECRET_PREVIOUS: %s is refused', async (_what, secret) => {
    await expect(refuseWeakSecrets({ ...production, jwtSecretPrevious: secret })).rejects.toThrow(
      /^JWT_SECRET_PREVIOUS is too easy to guess .*Leave it unset/,
    );
  });

  test('generated secrets pass, as the current and as the previous one', async () => {
    for (const secret of generated()) {
      await expect(refuseWeakSecrets({ ...production, jwtSecret: secret })).resolves.toBeUndefined();
      await expect(refuseWeakSecrets({ ...production, jwtSecretPrevious: secret })).resolves.toBeUndefined();
    }
  });
});

describe('METRICS_TOKEN in production', () => {
  test.each(Object.entries(typed))('%s is refused, saying how to make one', async (_what, token) => {
    await expect(refuseWeakSecrets({ ...production, metricsToken: token })).rejects.toThrow(
      /^METRICS_TOKEN is too easy to guess .*openssl rand -base64 32$/,
    );
  });

  test('generated tokens pass, down to the shortest allowed (24 random bytes' + "' worth of base64)", async () => {
    for (const token of [...generated(), randomBytes(18).toString('base64url')])
      await expect(refuseWeakSecrets({ ...production, metricsToken: token })).resolves.toBeUndefined();
  });
});

test('outside production the secrets are not judged (tests and the demo use readable ones)', async () => {
  const readable = 'qwertyuiopasdfghjklzxcvbnm1234567890';
  await expect(
    refuseWeakSecrets({ production: false, jwtSecret: readable, jwtSecretPrevious: readable, metricsToken: readable }),
  ).resolves.toBeUndefined();
});

test('the server process refuses to start with a JWT_SECRET of words, naming it', async () => {
  const env = { NODE_ENV: 'production', DEMO: '', STATIC_DIR: '' };
  await expect(
    spawnServer({ env: { ...env, JWT_SECRET: 'my-super-secret-jwt-key-for-production-use-only' } }),
  ).rejects.toThrow(/De server kon niet starten: JWT_SECRET is too easy to guess .*openssl rand -base64 48/);
}, 60_000);

// The JWT_SECRET of `openssl rand -base64 48` passes the start's check: the next test gets past it to METRICS_TOKEN.

test('the server process refuses to start with a keyboard row as METRICS_TOKEN, naming it', async () => {
  const env = {
    NODE_ENV: 'production',
    DEMO: '',
    STATIC_DIR: '',
    JWT_SECRET: randomBytes(48).toString('base64'),
    METRICS_TOKEN: 'qwertyuiopasdfghjklzxcvbnm1234567890',
  };
  await expect(spawnServer({ env })).rejects.toThrow(
    /De server kon niet starten: METRICS_TOKEN is too easy to guess .*openssl rand -base64 32/,
  );
}, 60_000);
