import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { busy } from '../base/httpError';
import { t } from '../base/text';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** How many hashes run at once, and how many may wait for a turn before requests are turned away. */
export interface HashLimits {
  concurrency: number;
  queue: number;
}

/** Seconds a client is asked to wait when the queue is full. */
export const HASH_RETRY_AFTER_SECONDS = 5;

/**
 * A bounded queue of password hashes: argon2 is meant to be costly, so a flood of logins must not
 * take every core from the other requests. Beyond the queue the request gets a 503 at once.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: HashLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw busy(t.auth.hashingBusy, HASH_RETRY_AFTER_SECONDS);
      // The slot is handed over by the finishing hash, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * argon2id hashing. Unknown addresses are verified against a dummy hash with the same cost, so the
 * response time does not tell whether an address exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;
  private readonly queue: HashQueue;

  constructor(
    private readonly cost: Argon2Cost,
    limits: HashLimits = { concurrency: 2, queue: 32 },
  ) {
    this.queue = new HashQueue(limits);
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => this.hashNow(password));
  }

  async verify(stored: string, password: string): Promise<boolean> {
    return this.queue.run(async () => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    });
  }

  private hashNow(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.cost.memoryCost,
      timeCost: this.cost.timeCost,
      parallelism: 1,
    });
  }

  /** Spends the same time as a real verification and always fails. */
  async verifyDummy(password: string): Promise<false> {
    // The dummy itself is made outside the queue: a full queue must not leave a failed dummy behind.
    this.dummy ??= this.hashNow(randomBytes(16).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
