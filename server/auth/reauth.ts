import * as validationTexts from '../../src/text/validation';
import type { ServerConfig } from '../base/config';
import { badRequest, tooMany } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import type { AttemptCounter } from './attempts';
import type { AuthContext } from './context';
import type { PasswordHasher } from './passwords';

/** What the check reads: the login limit and its counters, and the password hash in the store. */
interface ReauthDeps {
  db: Db;
  hasher: PasswordHasher;
  attempts: AttemptCounter;
  config: Pick<ServerConfig, 'rateLimit'>;
}

/**
 * Asks for the caller's current password before a change that could take the account over (login
 * e-mail, two-step verification off). Wrong guesses count towards the address's login limit.
 */
export async function confirmCurrentPassword(
  deps: ReauthDeps,
  me: AuthContext,
  password: string | undefined,
): Promise<void> {
  const label = t.account.passwordLabels.currentPassword;
  if (!password) throw badRequest(`${label}: ${validationTexts.required}`);
  const key = `address:${me.email.toLowerCase()}`;
  const { addressFailures, windowSeconds } = deps.config.rateLimit;
  if (await deps.attempts.over(key, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
  const [user] = await deps.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    me.userId,
  ]);
  if (!user || !(await deps.hasher.verify(user.password_hash, password))) throw badRequest(t.account.wrongPassword);
  await deps.attempts.reset(key);
}
