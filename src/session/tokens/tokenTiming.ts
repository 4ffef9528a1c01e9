import type { TokenSet } from '../../api/contract';

/** setTimeout's ceiling; a longer delay would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * A stored set this close to its end is refreshed rather than adopted (network latency, clock steps):
 * 5 s, or a fifth of the lifetime for short-lived tokens.
 */
export const STALE_MARGIN_MS = 5_000;
const staleMargin = (lifetime: number) => Math.min(STALE_MARGIN_MS, lifetime / 5);

/** The token lifetime in ms: the refresh timer and the inactivity period (requirements §9). */
export const lifetimeMs = (tokens: TokenSet | null): number =>
  tokens ? Math.min(Math.max(0, tokens.jwt_expire_time * 1000), MAX_TIMER_MS) : 0;

/** Time until the refresh of a set received at `receivedAt`: its lifetime, counted from its arrival. */
export function refreshDueIn(tokens: TokenSet, receivedAt: number | null, now = Date.now()): number {
  const lifetime = lifetimeMs(tokens);
  if (lifetime <= 0) return 0;
  return Math.min(Math.max(0, (receivedAt ?? now) + lifetime - now), MAX_TIMER_MS);
}

/** Whether a stored set (rotated by another tab) has, or has almost, run out. */
export function isStale(tokens: TokenSet, receivedAt: number | null, now = Date.now()): boolean {
  const lifetime = lifetimeMs(tokens);
  return receivedAt !== null && lifetime > 0 && now >= receivedAt + lifetime - staleMargin(lifetime);
}
