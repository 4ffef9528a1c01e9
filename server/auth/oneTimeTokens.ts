import type { Deps } from '../deps';
import { randomToken, tokenHash } from './tokens';

/** Marks a one-time token used and returns its user, or null when unknown, used or expired. */
export async function consumeOneTimeToken(deps: Deps, token: string, purpose: string): Promise<number | null> {
  if (!token) return null;
  const rows = await deps.db.query<{ user_id: number }>(
    `UPDATE one_time_tokens SET used_at = $3
      WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)
      RETURNING user_id`,
    [tokenHash(token), purpose, deps.clock.now()],
  );
  return rows[0]?.user_id ?? null;
}

/** The user of a one-time token that is still valid, without using it (checked before costly work). */
export async function peekOneTimeToken(deps: Deps, token: string, purpose: string): Promise<number | null> {
  if (!token) return null;
  const rows = await deps.db.query<{ user_id: number }>(
    `SELECT user_id FROM one_time_tokens
      WHERE hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        AND user_id IN (SELECT id FROM users WHERE deleted_at IS NULL)`,
    [tokenHash(token), purpose, deps.clock.now()],
  );
  return rows[0]?.user_id ?? null;
}

export async function issueOneTimeToken(deps: Deps, userId: number, purpose: string, seconds: number): Promise<string> {
  const token = randomToken();
  await deps.db.query('INSERT INTO one_time_tokens (hash, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash(token),
    purpose,
    userId,
    new Date(deps.clock.now().getTime() + seconds * 1000),
  ]);
  return token;
}
