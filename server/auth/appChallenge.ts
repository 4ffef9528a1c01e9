import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import { countChallengeTry, endChallenge, insertChallenge } from '../tables/twoStep';
import type { AuthenticatorStore } from './authenticator';
import { randomToken, tokenHash } from './tokens';
import { CODE_LIFETIME_SECONDS, MAX_CODE_ATTEMPTS, type CodeCheck } from './twoStep';

/**
 * The second step of a login with the authenticator app on: the same login_challenges rows as the
 * mailed codes (method 'app'), but no code is sent or stored; the app's code or a recovery code is
 * checked against the user's secret instead.
 */
export function appChallengeStore(db: Db, clock: Clock, authenticator: AuthenticatorStore) {
  return {
    async open(userId: number): Promise<string> {
      const challenge = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000);
      // No code is sent or kept: the app's code is checked against the user's secret.
      await insertChallenge(db, { id: tokenHash(challenge), userId, codeHash: '', now, expiresAt, method: 'app' });
      return challenge;
    },

    async isApp(challenge: string): Promise<boolean> {
      const [row] = await db.query<{ method: string }>('SELECT method FROM login_challenges WHERE id = $1', [
        tokenHash(challenge),
      ]);
      return row?.method === 'app';
    },

    async check(challenge: string, code: string): Promise<CodeCheck> {
      const now = clock.now();
      const id = tokenHash(challenge);
      // Counts the try first, so parallel guesses cannot share one remaining attempt.
      const row = await countChallengeTry(db, id, 'app', MAX_CODE_ATTEMPTS);
      if (!row) return { outcome: 'ended', reason: 'unknown' };
      const end = () => endChallenge(db, id, now);
      if (row.expires_at.getTime() <= now.getTime()) {
        await end();
        return { outcome: 'ended', reason: 'expired' };
      }
      if (await authenticator.use(row.user_id, code)) {
        await end();
        return { outcome: 'ok', userId: row.user_id };
      }
      if (row.attempts >= MAX_CODE_ATTEMPTS) {
        await end();
        return { outcome: 'ended', reason: 'tooMany' };
      }
      return { outcome: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - row.attempts };
    },
  };
}
