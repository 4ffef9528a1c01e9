import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/**
 * argon2id hashing. Unknown addresses are verified against a dummy hash with the same cost, so the
 * response time does not tell whether an address exists.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(private readonly cost: Argon2Cost) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID,
      memoryCost: this.cost.memoryCost,
      timeCost: this.cost.timeCost,
      parallelism: 1,
    });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real verification and always fails. */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
