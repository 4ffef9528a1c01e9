import type { Clock } from '../clock';

/**
 * A sliding-window counter per key, in memory (one server process). `hit` records an event;
 * `blocked` tells whether the key reached its limit within the window.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  blocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    const kept = this.recent(key);
    kept.push(this.clock.now().getTime());
    this.events.set(key, kept);
    if (this.events.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private prune(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}

export interface AuthLimiters {
  /** Failed logins per address. */
  addressFailures: RateLimiter;
  /** Login and forgot-password attempts per client IP. */
  ipAttempts: RateLimiter;
  /** Forgot-password requests per address. */
  forgotPerAddress: RateLimiter;
}

export function createLimiters(
  config: { addressFailures: number; ipAttempts: number; windowSeconds: number },
  clock: Clock,
): AuthLimiters {
  const windowMs = config.windowSeconds * 1000;
  return {
    addressFailures: new RateLimiter(config.addressFailures, windowMs, clock),
    ipAttempts: new RateLimiter(config.ipAttempts, windowMs, clock),
    forgotPerAddress: new RateLimiter(config.addressFailures, windowMs, clock),
  };
}
