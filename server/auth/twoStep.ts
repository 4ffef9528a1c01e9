import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import {
  countChallengeTry,
  deleteChallengesEndedBefore,
  endChallenge,
  insertChallenge,
  renewChallengeCode,
  useChallenge,
} from '../tables/twoStep';
import { randomToken, tokenHash } from './tokens';

/** Two-step verification by e-mail (requirements §2, Settings): the rules of one login's code. */
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 30;
export const MAX_CODE_ATTEMPTS = 5;

export interface NewChallenge {
  /** Opaque token the client sends back with the code; stored only as its hash. */
  challenge: string;
  code: string;
}

export type CodeCheck =
  | { outcome: 'ok'; userId: number }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** Unknown, expired, used, or ended by too many wrong codes: the user starts again with the password. */
  | { outcome: 'ended'; reason: 'expired' | 'tooMany' | 'unknown' };

const newCode = (): string =>
  randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
/** Salted with the challenge token, which the database never holds: a leaked table reveals no code. */
const codeHash = (challenge: string, code: string): Buffer =>
  createHash('sha256').update(`${challenge}:${code}`).digest();

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * What a mailed code is for: a login's second step, or switching codes by e-mail on (a code mailed to
 * the address proves it is the user's: docs/decisions/0110-required-two-step-holds.md).
 * A code of one purpose never serves the other.
 */
export type MailedCodePurpose = 'email' | 'email-setup';

/**
 * The pending codes live in the database (table login_challenges, its `method` the purpose), so any
 * server instance can check a code that another one mailed. Every change is one conditional UPDATE, so
 * two requests at once can neither use a code twice nor get more than MAX_CODE_ATTEMPTS tries.
 */
export function twoStepStore(db: Db, clock: Clock, purpose: MailedCodePurpose = 'email') {
  return {
    async open(userId: number): Promise<NewChallenge> {
      const challenge = randomToken();
      const code = newCode();
      const now = clock.now();
      await insertChallenge(db, {
        id: tokenHash(challenge),
        userId,
        codeHash: codeHash(challenge, code).toString('hex'),
        now,
        expiresAt: later(now, CODE_LIFETIME_SECONDS),
        method: purpose,
      });
      // Old challenges are of no use to anyone; they go along the way.
      await deleteChallengesEndedBefore(db, later(now, -86_400));
      return { challenge, code };
    },

    /** The user the challenge belongs to while it is open (for throttling keys and mail). */
    async userOf(challenge: string): Promise<{ userId: number; email: string } | null> {
      const [row] = await db.query<{ user_id: number; email: string }>(
        `SELECT c.user_id, u.email FROM login_challenges c JOIN users u ON u.id = c.user_id
          WHERE c.id = $1 AND c.method = ANY($2::text[]) AND c.ended_at IS NULL AND u.deleted_at IS NULL`,
        // A login's challenge may be the authenticator app's (appChallenge.ts): the same rows.
        [tokenHash(challenge), purpose === 'email' ? ['email', 'app'] : [purpose]],
      );
      return row ? { userId: row.user_id, email: row.email } : null;
    },

    async check(challenge: string, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const id = tokenHash(challenge);
      // Counts the try first, so parallel guesses cannot share one remaining attempt.
      const row = await countChallengeTry(db, id, purpose, MAX_CODE_ATTEMPTS);
      if (!row) return { outcome: 'ended', reason: 'unknown' };
      if (row.expires_at.getTime() <= now.getTime()) {
        await endChallenge(db, id, now);
        return { outcome: 'ended', reason: 'expired' };
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = codeHash(challenge, code);
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        const used = await useChallenge(db, id, now);
        return used ? { outcome: 'ok', userId: row.user_id } : { outcome: 'ended', reason: 'unknown' };
      }
      if (row.attempts >= MAX_CODE_ATTEMPTS) {
        await endChallenge(db, id, now);
        return { outcome: 'ended', reason: 'tooMany' };
      }
      return { outcome: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - row.attempts };
    },

    /**
     * A new code for an open challenge, at most once per RESEND_AFTER_SECONDS; the old code stops
     * working and the ten minutes start again. The attempts already made still count.
     */
    async resend(challenge: string): Promise<{ code: string } | 'tooSoon' | null> {
      const now = clock.now();
      const id = tokenHash(challenge);
      const code = newCode();
      const renewed = await renewChallengeCode(db, id, purpose, {
        hash: codeHash(challenge, code).toString('hex'),
        now,
        expiresAt: later(now, CODE_LIFETIME_SECONDS),
        sentBefore: later(now, -RESEND_AFTER_SECONDS),
      });
      if (renewed) return { code };
      const [open] = await db.query<{ id: string }>(
        'SELECT id FROM login_challenges WHERE id = $1 AND method = $3 AND ended_at IS NULL AND expires_at > $2',
        [id, now, purpose],
      );
      return open ? 'tooSoon' : null;
    },
  };
}

export type TwoStepStore = ReturnType<typeof twoStepStore>;
