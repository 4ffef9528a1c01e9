/** Bits a secret must carry by the estimate below: what an HS256 key of random bytes has at least. */
const MIN_SECRET_BITS = 128;

/**
 * A rough estimate of the bits in a secret: its length times the Shannon entropy of its own character
 * frequencies. It cannot prove a secret random, but it catches what people type instead of generating
 * one ('a' × 32, a word repeated, a few digits), which the length check alone let through.
 */
export function estimatedBits(secret: string): number {
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

/** Whether the secret is a shorter piece repeated (a period of at most half its length). */
function repeats(secret: string): boolean {
  for (let period = 1; period <= secret.length / 2; period += 1) {
    let same = true;
    for (let i = period; i < secret.length && same; i += 1) same = secret[i] === secret[i - period];
    if (same) return true;
  }
  return false;
}

/** Whether a secret given by an operator is too easy to guess to sign tokens with. */
export function isWeakSecret(secret: string): boolean {
  return repeats(secret) || estimatedBits(secret) < MIN_SECRET_BITS;
}
