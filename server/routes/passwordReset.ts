import { ForgotPasswordRequest, MessageBody, ResetPasswordRequest } from '../../src/api/contract';
import { forgotPasswordEmail } from '../../src/validation/forgotPasswordRule';
import { newPasswordError } from '../auth/newPassword';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../auth/oneTimeTokens';
import { revokeAllOfUser } from '../auth/revokeUser';
import { badRequest, tooMany } from '../base/httpError';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { PUBLIC, perIpLimit } from '../http/routeOptions';
import { setPasswordHash, userByAddress } from '../tables/users';

const RESET_LINK_SECONDS = 3600;

/** Forgot password and reset: a single-use link by mail, then a new password (requirements §7, plus the reset). */
export function passwordResetRoutes(app: Api, deps: Deps): void {
  const { db, hasher, attempts } = deps;
  const { addressFailures, windowSeconds } = deps.config.rateLimit;
  const perIp = perIpLimit(deps.config.rateLimit);

  const forgot = {
    config: { ...PUBLIC, rateLimit: perIp },
    schema: {
      operationId: 'postAuthForgotPassword',
      tags: [TAG.auth],
      summary: 'Mail a link to set a new password',
      description: 'The same answer for known and unknown addresses; the link works once, for an hour.',
      body: ForgotPasswordRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/forgot-password', forgot, async (request) => {
    const email = request.body.email.trim();
    const error = forgotPasswordEmail(email);
    if (error) throw badRequest(error);
    const addressKey = `forgot:${email.toLowerCase()}`;
    if (await attempts.over(addressKey, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
    // The answer is the same for known and unknown addresses, and does not wait for the mail.
    deps.background.run(
      () => sendResetLink(deps, email),
      (err: unknown) => request.log.error({ err }, 'password link failed'),
    );
    return { message: t.auth.forgotSent };
  });

  const reset = {
    config: { ...PUBLIC, rateLimit: perIp },
    schema: {
      operationId: 'postAuthResetPassword',
      tags: [TAG.auth],
      summary: 'Set a new password with the token of a reset link',
      description: 'Ends every login, download link and reset link of the user.',
      body: ResetPasswordRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/reset-password', reset, async (request) => {
    const { token, password } = request.body;
    const error = newPasswordError(password);
    if (error) throw badRequest(error);
    // No hash for a token that cannot be used; it is used only once the hash is there.
    if ((await peekOneTimeToken(deps, token, 'password-reset')) === null) throw badRequest(t.auth.resetInvalid);
    const passwordHash = await hasher.hash(password);
    const userId = await consumeOneTimeToken(deps, token, 'password-reset');
    if (userId === null) throw badRequest(t.auth.resetInvalid);
    await db.tx(async (q) => {
      await setPasswordHash(q, userId, passwordHash);
      await revokeAllOfUser(q, userId, deps.clock.now());
    });
    return { message: t.auth.resetDone };
  });
}

async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const user = await userByAddress(deps.db, email);
  if (!user) return;
  // Asking again ends the link mailed before: only the newest one works.
  const token = await issueOneTimeToken(deps, user.id, 'password-reset', RESET_LINK_SECONDS, { onlyOne: true });
  // The token travels in the fragment: a browser never sends it to a server (no access logs, no Referer).
  const link = `${deps.publicUrl()}/reset-password#token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, subject: t.mail.resetSubject, text: t.mail.resetBody(link) });
}
