import type { Queryable } from '../db/db';
import { countRemoved } from '../db/removed';

/**
 * Owner of `login_challenges` and `recovery_codes` (docs/architecture.md, "Who writes a table"): the
 * open second steps of logins and of setting codes by e-mail (a mailed code's hash, or none for the
 * authenticator app), and the hashes of the app's recovery codes. Every change of a challenge is one
 * conditional UPDATE: two requests at once cannot use a code twice or share a last try.
 */

export async function insertChallenge(
  q: Queryable,
  challenge: { id: string; userId: number; codeHash: string; now: Date; expiresAt: Date; method: string },
): Promise<void> {
  await q.query(
    `INSERT INTO login_challenges (id, user_id, code_hash, created_at, sent_at, expires_at, method)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [challenge.id, challenge.userId, challenge.codeHash, challenge.now, challenge.expiresAt, challenge.method],
  );
}

/** Challenges that ended before `before` go along the way. */
export async function deleteChallengesEndedBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM login_challenges WHERE expires_at < $1', [before]);
}

/** Counts a try of an open challenge of `method` with tries left; undefined when there is none. */
export async function countChallengeTry(q: Queryable, id: string, method: string, maxAttempts: number) {
  const [row] = await q.query<{ user_id: number; code_hash: string; attempts: number; expires_at: Date }>(
    `UPDATE login_challenges SET attempts = attempts + 1
      WHERE id = $1 AND method = $3 AND ended_at IS NULL AND attempts < $2
      RETURNING user_id, code_hash, attempts, expires_at`,
    [id, maxAttempts, method],
  );
  return row;
}

export async function endChallenge(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE login_challenges SET ended_at = $2 WHERE id = $1', [id, now]);
}

/** Ends a challenge that is still open; false when another request ended it first. */
export async function useChallenge(q: Queryable, id: string, now: Date): Promise<boolean> {
  const used = await q.query(
    'UPDATE login_challenges SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL RETURNING id',
    [id, now],
  );
  return used.length === 1;
}

/** A new code for an open challenge of `method` last sent before `sentBefore`; false when none fits. */
export async function renewChallengeCode(
  q: Queryable,
  id: string,
  method: string,
  code: { hash: string; now: Date; expiresAt: Date; sentBefore: Date },
): Promise<boolean> {
  const [row] = await q.query<{ id: string }>(
    `UPDATE login_challenges SET code_hash = $2, sent_at = $3, expires_at = $4
      WHERE id = $1 AND method = $6 AND ended_at IS NULL AND expires_at > $3 AND sent_at <= $5
      RETURNING id`,
    [id, code.hash, code.now, code.expiresAt, code.sentBefore, method],
  );
  return row !== undefined;
}

/** Challenges past `cutoff` go (meanwhile a code check says "ended" rather than "unknown"); how many. */
export function deleteOldChallenges(q: Queryable, cutoff: Date): Promise<number> {
  return countRemoved(q, 'DELETE FROM login_challenges WHERE expires_at <= $1', [cutoff]);
}

/** The user's recovery codes (their hashes) replace the ones before. */
export async function replaceRecoveryCodeHashes(q: Queryable, userId: number, hashes: string[]): Promise<void> {
  await deleteRecoveryCodes(q, userId);
  for (const hash of hashes)
    await q.query('INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hash]);
}

export async function deleteRecoveryCodes(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
}

/** Uses a recovery code of a user with the app on, once; false when it is wrong or used. */
export async function useRecoveryCode(q: Queryable, userId: number, hash: string, now: Date): Promise<boolean> {
  const [used] = await q.query<{ user_id: number }>(
    `UPDATE recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
        AND EXISTS (SELECT 1 FROM users WHERE id = $1 AND totp_secret IS NOT NULL)
      RETURNING user_id`,
    [userId, hash, now],
  );
  return used !== undefined;
}
