import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginCodeRequired, LoginType, TokenSet } from '../../src/api/contract';
import { forgotPasswordEmail, loginEmail, loginPassword } from '../../src/validation/rules';
import { bearer } from '../auth/guard';
import { randomToken, tokenHash } from '../auth/tokens';
import { CODE_LIFETIME_SECONDS, RESEND_AFTER_SECONDS, twoStepStore } from '../auth/twoStep';
import type { Deps } from '../deps';
import { badRequest, tooMany, unauthorized } from '../http/errors';
import { objectBody, str } from '../http/input';
import { t } from '../text';

const RESET_LINK_SECONDS = 3600;

/** Login, refresh, app login, forgot password and logout (spec 7, plus logout and reset). */
export function authRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, tokens, sessions, hasher, limiters } = deps;
  const twoStep = twoStepStore(db, deps.clock);
  /** Wrong codes count per address under their own key: a right password must not wipe them. */
  const codeKey = (email: string) => `code:${email.toLowerCase()}`;

  async function tokenSet(userId: number, sessionId: string, refreshToken: string): Promise<TokenSet> {
    return {
      token: await tokens.signAccess({ userId, sessionId }),
      refresh_token: refreshToken,
      jwt_expire_time: tokens.accessSeconds,
    };
  }

  async function openSession(userId: number, loginType: LoginType): Promise<TokenSet> {
    const grant = await db.tx((q) => sessions.open(q, userId, loginType));
    return tokenSet(grant.userId, grant.sessionId, grant.refreshToken);
  }

  function countIpAttempt(request: FastifyRequest, fields: boolean): void {
    const key = `ip:${request.ip}`;
    if (limiters.ipAttempts.blocked(key))
      throw tooMany(fields ? { email: t.auth.tooManyAttempts } : t.auth.tooManyAttempts);
    limiters.ipAttempts.hit(key);
  }

  app.post('/auth/token', { config: { auth: 'none', errorStyle: 'fields' } }, async (request, reply) => {
    const body = objectBody(request.body);
    const email = str(body, 'email', { max: 254 }).trim();
    const password = str(body, 'password', { max: 1000 });
    const messages: Record<string, string> = {};
    const emailError = loginEmail(email);
    const passwordError = loginPassword(password);
    if (emailError) messages.email = emailError;
    if (passwordError) messages.password = passwordError;
    if (emailError || passwordError) throw badRequest(messages);
    countIpAttempt(request, true);
    const addressKey = email.toLowerCase();
    if (limiters.addressFailures.blocked(addressKey)) throw tooMany({ email: t.auth.tooManyAttempts });
    const [user] = await db.query<{ id: number; password_hash: string; email: string; two_step: number }>(
      'SELECT id, password_hash, email, two_step FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    const ok = user ? await hasher.verify(user.password_hash, password) : await hasher.verifyDummy(password);
    if (!user || !ok) {
      limiters.addressFailures.hit(addressKey);
      throw unauthorized({ credentials: t.auth.wrongCredentials });
    }
    limiters.addressFailures.reset(addressKey);
    if (!user.two_step) return openSession(user.id, 'web');
    // Two-step verification (docs/api.md): a code by e-mail first, no token set yet.
    if (limiters.addressFailures.blocked(codeKey(email))) throw tooMany({ code: t.auth.tooManyAttempts });
    const { challenge, code } = await twoStep.open(user.id);
    await deps.mailer.send({ to: user.email, subject: t.mail.codeSubject, text: t.mail.codeBody(code) });
    const answer: LoginCodeRequired = {
      codeRequired: 'email',
      challenge,
      resendAfter: RESEND_AFTER_SECONDS,
      expiresIn: CODE_LIFETIME_SECONDS,
    };
    return reply.status(202).send(answer);
  });

  app.post('/auth/token/code', { config: { auth: 'none', errorStyle: 'fields' } }, async (request) => {
    const body = objectBody(request.body);
    const challenge = str(body, 'challenge', { max: 200 });
    const code = str(body, 'code', { max: 50 }).replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) throw badRequest({ code: t.auth.codeFormat });
    countIpAttempt(request, true);
    const owner = challenge ? await twoStep.userOf(challenge) : null;
    if (!owner) throw unauthorized({ challenge: t.auth.codeEnded });
    const key = codeKey(owner.email);
    if (limiters.addressFailures.blocked(key)) throw tooMany({ code: t.auth.tooManyAttempts });
    const result = await twoStep.check(challenge, code);
    if (result.outcome === 'ok') {
      limiters.addressFailures.reset(key);
      return openSession(result.userId, 'web');
    }
    limiters.addressFailures.hit(key);
    if (result.outcome === 'wrong') throw unauthorized({ code: t.auth.codeWrong(result.attemptsLeft) });
    const messages = { expired: t.auth.codeExpired, tooMany: t.auth.codeTooMany, unknown: t.auth.codeEnded };
    throw unauthorized({ challenge: messages[result.reason] });
  });

  app.post('/auth/token/resend', { config: { auth: 'none', errorStyle: 'fields' } }, async (request) => {
    const body = objectBody(request.body);
    const challenge = str(body, 'challenge', { max: 200 });
    countIpAttempt(request, true);
    const owner = challenge ? await twoStep.userOf(challenge) : null;
    const sent = owner ? await twoStep.resend(challenge) : null;
    if (sent === null || !owner) throw unauthorized({ challenge: t.auth.codeEnded });
    if (sent === 'tooSoon') throw tooMany({ code: t.auth.codeResendTooSoon });
    await deps.mailer.send({ to: owner.email, subject: t.mail.codeSubject, text: t.mail.codeBody(sent.code) });
    return { message: t.auth.codeResent };
  });

  app.post('/auth/refresh', { config: { auth: 'none' } }, async (request) => {
    const body = objectBody(request.body);
    const refreshToken = str(body, 'refresh_token', { max: 200 });
    const grant = refreshToken ? await sessions.rotate(refreshToken) : null;
    if (!grant) throw unauthorized(t.auth.refreshInvalid);
    return tokenSet(grant.userId, grant.sessionId, grant.refreshToken);
  });

  app.post('/auth/app', { config: { auth: 'none', errorStyle: 'fields' } }, async (request) => {
    const body = objectBody(request.body);
    const sessionToken = str(body, 'sessionToken', { max: 200 });
    const userId = await consumeOneTimeToken(deps, sessionToken, 'app-login');
    if (userId === null) throw unauthorized({ sessionToken: t.auth.sessionTokenInvalid });
    return openSession(userId, 'app');
  });

  app.post('/auth/forgot-password', { config: { auth: 'none' } }, async (request) => {
    const body = objectBody(request.body);
    const email = str(body, 'email', { max: 254 }).trim();
    const error = forgotPasswordEmail(email);
    if (error) throw badRequest(error);
    countIpAttempt(request, false);
    const addressKey = `forgot:${email.toLowerCase()}`;
    if (limiters.forgotPerAddress.blocked(addressKey)) throw tooMany(t.auth.tooManyAttempts);
    limiters.forgotPerAddress.hit(addressKey);
    // The answer is the same for known and unknown addresses, and does not wait for the mail.
    deps.background.run(
      () => sendResetLink(deps, email),
      (err: unknown) => request.log.error({ err }, 'password link failed'),
    );
    return { message: t.auth.forgotSent };
  });

  app.post('/auth/reset-password', { config: { auth: 'none' } }, async (request) => {
    const body = objectBody(request.body);
    const token = str(body, 'token', { max: 200 });
    const password = str(body, 'password', { max: 1000 });
    const error = loginPassword(password);
    if (error) throw badRequest(error);
    const passwordHash = await hasher.hash(password);
    const userId = await consumeOneTimeToken(deps, token, 'password-reset');
    if (userId === null) throw badRequest(t.auth.resetInvalid);
    await db.tx(async (q) => {
      await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      await sessions.revokeUser(q, userId);
    });
    return { message: t.auth.resetDone };
  });

  app.post('/auth/logout', { config: { auth: 'none' } }, async (request) => {
    const body = request.body === undefined || request.body === null ? {} : objectBody(request.body);
    const refreshToken = str(body, 'refresh_token', { max: 200, optional: true });
    const raw = bearer(request);
    const claims = raw ? await tokens.verifyAccess(raw) : null;
    const fromRefresh = refreshToken ? await sessions.sessionOf(refreshToken) : null;
    if (!claims && !fromRefresh) throw unauthorized(t.auth.missingToken);
    await db.tx(async (q) => {
      if (claims) await sessions.revoke(q, claims.sessionId);
      // A refresh token of someone else's session is ignored, not revoked.
      if (fromRefresh && (!claims || fromRefresh.userId === claims.userId))
        await sessions.revoke(q, fromRefresh.sessionId);
    });
    return { message: t.auth.loggedOut };
  });
}

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

async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
    [email],
  );
  if (!user) return;
  const token = await issueOneTimeToken(deps, user.id, 'password-reset', RESET_LINK_SECONDS);
  // The token travels in the fragment: a browser never sends it to a server (no access logs, no Referer).
  const link = `${deps.publicUrl()}/reset-password#token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, subject: t.mail.resetSubject, text: t.mail.resetBody(link) });
}
