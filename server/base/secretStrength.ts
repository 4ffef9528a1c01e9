import type { ServerConfig } from './config';

/**
 * Bits a production secret must carry by `estimatedSecretBits`. The JWT secrets sign every login, and
 * one token is enough to test guesses offline: 90 bits (about 27 random characters by the estimate,
 * which undervalues them; a 32-character random secret has ~106). METRICS_TOKEN can only be tried
 * against the server, one request per guess: 64 bits (a 24-character random token has ~80).
 */
export const MIN_SECRET_BITS = { jwt: 90, metricsToken: 64 } as const;

/**
 * The bits of a secret by its spread of characters: its length times the Shannon entropy of its own
 * character frequencies. It sees what the guess estimate does not: 64 characters drawn from 'a' and
 * 'b' look random to that one (no words, no repeat), but carry 64 bits at most.
 */
export function characterSpreadBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/**
 * The bits of a secret given by an operator: the lower of two estimates, the guesses an attacker
 * trying words (the product's own and `names` among them), known passwords, repeats, keyboard rows
 * and sequences first would need (src/validation/guessEstimate.ts, loaded here only when a secret is
 * checked; it reads a text of words as words) and the spread of its characters. Neither proves a
 * secret random; together they catch what people type instead.
 */
export async function estimatedSecretBits(secret: string, names: readonly string[] = []): Promise<number> {
  const { estimatedGuessBits } = await import('../../src/validation/guessEstimate');
  return Math.min(estimatedGuessBits(secret, names), characterSpreadBits(secret));
}

const TYPED = 'words, names, a piece repeated, a keyboard row, a known password, or too few different characters';

/**
 * Refuses a production start whose JWT_SECRET, JWT_SECRET_PREVIOUS or METRICS_TOKEN is too easy to
 * guess, with a message that names it and says how to make a good one. `names` (the provider's and
 * its company's) and the variable's own name count as words an attacker knows. Outside production the
 * secrets are not checked (tests and the demo use readable ones).
 */
export async function refuseWeakSecrets(
  config: Pick<ServerConfig, 'production' | 'jwtSecret' | 'jwtSecretPrevious' | 'metricsToken'>,
  names: readonly string[] = [],
): Promise<void> {
  if (!config.production) return;
  const checks = [
    {
      name: 'JWT_SECRET',
      value: config.jwtSecret,
      min: MIN_SECRET_BITS.jwt,
      why: 'anyone who guesses it can sign a login for any account. Make a random one with: openssl rand -base64 48',
    },
    {
      name: 'JWT_SECRET_PREVIOUS',
      value: config.jwtSecretPrevious,
      min: MIN_SECRET_BITS.jwt,
      why:
        'its tokens are still accepted, so anyone who guesses it can sign a login for any account. ' +
        'Leave it unset, and make the new JWT_SECRET with: openssl rand -base64 48',
    },
    {
      name: 'METRICS_TOKEN',
      value: config.metricsToken,
      min: MIN_SECRET_BITS.metricsToken,
      why: 'anyone who guesses it reads the metrics. Make a random one with: openssl rand -base64 32',
    },
  ];
  for (const { name, value, min, why } of checks) {
    if (value === null) continue;
    const bits = await estimatedSecretBits(value, [...names, name]);
    if (bits < min)
      throw new Error(
        `${name} is too easy to guess (${TYPED}: an estimated ${Math.floor(bits)} bits, at least ${min} needed): ` +
          `${why}`,
      );
  }
}
