import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import { countAttempt, deleteAttempts, deleteEndedAttempts } from '../tables/authAttempts';

/** Every this many hits, rows of windows that have passed are removed. */
const PRUNE_EVERY = 500;

/** Throttling counters in the database (table auth_attempts), so every server instance sees them. */
export class AttemptCounter {
  private sincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt and returns the count in the key's window, in one statement, so a limit checked
   * on it holds before any password is hashed. An attempt usually counts 1; a counter of bytes counts
   * the bytes.
   */
  async hit(key: string, windowSeconds: number, amount = 1): Promise<{ hits: number; ttlMs: number }> {
    const now = this.clock.now();
    const row = await countAttempt(this.db, key, now, new Date(now.getTime() + windowSeconds * 1000), amount);
    this.sincePrune += 1;
    if (this.sincePrune >= PRUNE_EVERY) {
      this.sincePrune = 0;
      await deleteEndedAttempts(this.db, now);
    }
    const expires = row ? new Date(row.expires_at).getTime() : now.getTime();
    return { hits: row?.hits ?? amount, ttlMs: Math.max(0, expires - now.getTime()) };
  }

  /** Counts an attempt; true when it is over `limit` within the window. */
  async over(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.hit(key, windowSeconds)).hits > limit;
  }

  /** Whether the next attempt on `key` would go over `limit` (its window holds `limit` already); counts nothing. */
  async blocked(key: string, limit: number): Promise<boolean> {
    const [row] = await this.db.query<{ hits: number }>(
      'SELECT hits FROM auth_attempts WHERE key = $1 AND expires_at > $2',
      [key, this.clock.now()],
    );
    return (row?.hits ?? 0) >= limit;
  }

  async reset(key: string): Promise<void> {
    await deleteAttempts(this.db, key);
  }
}

interface StoreResult {
  current: number;
  ttl: number;
}

/**
 * A store for @fastify/rate-limit on the same table, so its per-IP limits hold across instances too.
 * The plugin makes one store per route (`child`); they all share the counter.
 */
export function attemptStore(counter: AttemptCounter) {
  return class AttemptStore {
    incr(key: string, done: (error: Error | null, result?: StoreResult) => void, timeWindowMs: number): void {
      counter.hit(key, timeWindowMs / 1000).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    child(): AttemptStore {
      return new AttemptStore();
    }
  };
}
