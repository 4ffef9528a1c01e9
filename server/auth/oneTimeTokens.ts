import type { Clock } from '../base/clock';
import type { Db } from '../db/db';
import { endTokensOfPurpose, insertOneTimeToken, useOneTimeToken } from '../tables/oneTimeTokens';
import { randomToken, tokenHash } from './tokens';

/** The store and the time: all a one-time token needs. */
interface TokenDeps {
  db: Db;
  clock: Clock;
}

/** Marks a one-time token used and returns its user, or null when unknown, used or expired. */
export async function consumeOneTimeToken(deps: TokenDeps, token: string, purpose: string): Promise<number | null> {
  if (!token) return null;
  return useOneTimeToken(deps.db, tokenHash(token), purpose, deps.clock.now());
}

/** The user of a one-time token that is still valid, without using it (checked before costly work). */
export async function peekOneTimeToken(deps: TokenDeps, token: string, purpose: string): Promise<number | null> {
  if (!token) return null;
  const rows = await deps.db.query<{ user_id: number }>(
    `SELECT user_id FROM one_time_tokens
      WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)`,
    [tokenHash(token), purpose, deps.clock.now()],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Issues a one-time token. With `onlyOne` (password-reset links) the user's earlier unused tokens of
 * the same purpose are ended in the same transaction, under a lock on the user's row, so two requests
 * at once still leave exactly one valid token.
 */
export async function issueOneTimeToken(
  deps: TokenDeps,
  userId: number,
  purpose: string,
  seconds: number,
  options: { onlyOne?: boolean } = {},
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await deps.db.tx(async (q) => {
    if (options.onlyOne) {
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await endTokensOfPurpose(q, userId, purpose, now);
    }
    const expiresAt = new Date(now.getTime() + seconds * 1000);
    await insertOneTimeToken(q, { hash: tokenHash(token), purpose, userId, expiresAt });
  });
  return token;
}
