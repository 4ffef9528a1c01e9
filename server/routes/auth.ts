import type { FastifyRequest } from 'fastify';
import {
  AppLoginRequest,
  LoginCodeRequest,
  LoginCodeRequired,
  LoginCodeResendRequest,
  LoginRequest,
  LogoutRequest,
  MessageBody,
  RefreshRequest,
  TokenSet,
  type LoginType,
} from '../../src/api/contract';
import { loginEmail, loginPassword } from '../../src/validation/rules';
import { appChallengeStore } from '../auth/appChallenge';
import { authenticatorStore } from '../auth/authenticator';
import { deletedOn } from '../auth/deletion';
import { bearer } from '../auth/guard';
import { loginRecords } from '../auth/loginRecords';
import { consumeOneTimeToken } from '../auth/oneTimeTokens';
import { CODE_LIFETIME_SECONDS, RESEND_AFTER_SECONDS, twoStepStore } from '../auth/twoStep';
import { localDate } from '../base/dates';
import { longDate } from '../base/format';
import { HttpError, badRequest, forbidden, tooMany, unauthorized } from '../base/httpError';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { BEARER_OPTIONAL, TAG } from '../http/openapi';
import { PUBLIC, optionalBody, perIpLimit } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { loginByAddress } from '../tables/users';

/** Login, two-step codes, refresh, app login and logout (requirements §7, plus logout); reset in passwordReset.ts. */
export function authRoutes(app: Api, deps: Deps): void {
  const { db, tokens, sessions, hasher, attempts } = deps;
  const { addressFailures, windowSeconds } = deps.config.rateLimit;
  const perIp = perIpLimit(deps.config.rateLimit);
  const twoStep = twoStepStore(db, deps.clock);
  // The authenticator app, the second two-step method, and the login history (security page).
  const appChallenges = appChallengeStore(db, deps.clock, authenticatorStore(db, deps.clock));
  const records = loginRecords(deps);
  /** Code attempts count per address under their own key: a right password must not wipe them. */
  const codeKey = (email: string) => `code:${email.toLowerCase()}`;
  /** The user of an open two-step challenge; null for an empty, unknown or ended one. */
  const challengeOwner = async (challenge: string) => (challenge ? twoStep.userOf(challenge) : null);
  /** The steps of a password login: public, errors by field, and limited per client address. */
  const loginStep = { ...PUBLIC, errorStyle: 'fields' as const, rateLimit: perIp };

  async function tokenSet(userId: number, sessionId: string, refreshToken: string): Promise<TokenSet> {
    return {
      token: await tokens.signAccess({ userId, sessionId }),
      refresh_token: refreshToken,
      jwt_expire_time: tokens.accessSeconds,
    };
  }

  /** A deleted account's users get a clear answer instead of a session. */
  async function refuseDeleted(userId: number, fields: boolean): Promise<void> {
    const date = await deletedOn(db, userId, localDate(deps.clock.now()));
    if (!date) return;
    const message = t.account.deleted(longDate(date));
    throw fields ? new HttpError(403, { credentials: message }) : forbidden(message);
  }

  async function openSession(userId: number, loginType: LoginType, request: FastifyRequest): Promise<TokenSet> {
    const grant = await db.tx((q) => sessions.open(q, userId, loginType));
    await records.opened(userId, grant.sessionId, request);
    return tokenSet(grant.userId, grant.sessionId, grant.refreshToken);
  }

  const login = {
    config: loginStep,
    schema: {
      operationId: 'postAuthToken',
      tags: [TAG.auth],
      summary: 'Log in with e-mail address and password',
      description: 'A token set, or 202 with a challenge when two-step verification asks for a code first.',
      body: LoginRequest,
      response: { 200: TokenSet, 202: LoginCodeRequired },
    },
  };
  app.post('/auth/token', login, async (request, reply) => {
    const email = request.body.email.trim();
    const { password } = request.body;
    const messages: Record<string, string> = {};
    const emailError = loginEmail(email);
    const passwordError = loginPassword(password);
    if (emailError) messages.email = emailError;
    if (passwordError) messages.password = passwordError;
    if (emailError || passwordError) throw badRequest(messages);
    // Counted before the hash is checked, so parallel guesses cannot pass the limit together.
    const addressKey = `address:${email.toLowerCase()}`;
    // Failures of the password step are recorded after the answer: its timing must not tell
    // whether the address exists (only existing users have a history).
    if (await attempts.over(addressKey, addressFailures, windowSeconds)) {
      records.later(() => records.recordFor(email, 'throttled', request), request);
      throw tooMany({ email: t.auth.tooManyAttempts });
    }
    const user = await loginByAddress(db, email);
    const ok = user ? await hasher.verify(user.password_hash, password) : await hasher.verifyDummy(password);
    if (user && !ok) records.later(() => records.record(user.id, 'wrong-password', request), request);
    if (!user || !ok) throw unauthorized({ credentials: t.auth.wrongCredentials });
    await attempts.reset(addressKey);
    await refuseDeleted(user.id, true);
    if (!user.two_step && !user.app) return openSession(user.id, 'web', request);
    // Two-step verification (docs/api.md): a code by e-mail first, no token set yet; an address whose
    // wrong codes reached the limit gets no new challenge until its window has passed.
    if (await attempts.blocked(codeKey(email), addressFailures)) {
      await records.record(user.id, 'throttled', request);
      throw tooMany({ code: t.auth.tooManyAttempts });
    }
    if (user.app) {
      // With the authenticator app on, its code (or a recovery code) replaces the mailed one.
      const appAnswer: LoginCodeRequired = {
        codeRequired: 'app',
        challenge: await appChallenges.open(user.id),
        resendAfter: 0,
        expiresIn: CODE_LIFETIME_SECONDS,
      };
      return reply.status(202).send(appAnswer);
    }
    const { challenge, code } = await twoStep.open(user.id);
    await sendMail(deps.mailer, { to: user.email, subject: t.mail.codeSubject, text: t.mail.codeBody(code) });
    const answer: LoginCodeRequired = {
      codeRequired: 'email',
      challenge,
      resendAfter: RESEND_AFTER_SECONDS,
      expiresIn: CODE_LIFETIME_SECONDS,
    };
    return reply.status(202).send(answer);
  });

  const codeRoute = {
    config: loginStep,
    schema: {
      operationId: 'postAuthTokenCode',
      tags: [TAG.auth],
      summary: 'Finish a two-step login with its code',
      description: 'The mailed code, or the authenticator app code or a recovery code, for the challenge.',
      body: LoginCodeRequest,
      response: { 200: TokenSet },
    },
  };
  app.post('/auth/token/code', codeRoute, async (request) => {
    const { challenge } = request.body;
    const code = request.body.code.replace(/\s+/g, '');
    const owner = await challengeOwner(challenge);
    const byApp = owner ? await appChallenges.isApp(challenge) : false;
    // The app's 6 digits, or a recovery code ('abcde-fghij') in its place.
    if (byApp && !/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(code))
      throw badRequest({ code: t.security.appCodeFormat });
    if (!byApp && !/^\d{6}$/.test(code)) throw badRequest({ code: t.auth.codeFormat });
    if (!owner) throw unauthorized({ challenge: t.auth.codeEnded });
    // Counted before the code is compared, like passwords; a right code clears the count.
    const key = codeKey(owner.email);
    if (await attempts.over(key, addressFailures, windowSeconds)) {
      await records.record(owner.userId, 'throttled', request);
      throw tooMany({ code: t.auth.tooManyAttempts });
    }
    const result = byApp ? await appChallenges.check(challenge, code) : await twoStep.check(challenge, code);
    if (result.outcome === 'ok') {
      await attempts.reset(key);
      return openSession(result.userId, 'web', request);
    }
    if (result.outcome === 'wrong' || (result.outcome === 'ended' && result.reason === 'tooMany'))
      await records.record(owner.userId, 'code-wrong', request);
    if (result.outcome === 'wrong') throw unauthorized({ code: t.auth.codeWrong(result.attemptsLeft) });
    const messages = { expired: t.auth.codeExpired, tooMany: t.auth.codeTooMany, unknown: t.auth.codeEnded };
    throw unauthorized({ challenge: messages[result.reason] });
  });

  const resend = {
    config: loginStep,
    schema: {
      operationId: 'postAuthTokenResend',
      tags: [TAG.auth],
      summary: 'Mail a new two-step login code',
      description: 'The code mailed before stops working; not within 30 seconds of the last one.',
      body: LoginCodeResendRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/token/resend', resend, async (request) => {
    const { challenge } = request.body;
    const owner = await challengeOwner(challenge);
    if (owner && (await appChallenges.isApp(challenge))) throw badRequest({ code: t.security.noResend });
    const sent = owner ? await twoStep.resend(challenge) : null;
    if (sent === null || !owner) throw unauthorized({ challenge: t.auth.codeEnded });
    if (sent === 'tooSoon') throw tooMany({ code: t.auth.codeResendTooSoon });
    await sendMail(deps.mailer, { to: owner.email, subject: t.mail.codeSubject, text: t.mail.codeBody(sent.code) });
    return { message: t.auth.codeResent };
  });

  const refresh = {
    config: PUBLIC,
    schema: {
      operationId: 'postAuthRefresh',
      tags: [TAG.auth],
      summary: 'Exchange a refresh token for a new token set',
      description: 'The refresh token rotates: a token used after its successor ends the whole login.',
      body: RefreshRequest,
      response: { 200: TokenSet },
    },
  };
  app.post('/auth/refresh', refresh, async (request) => {
    const refreshToken = request.body.refresh_token;
    const grant = refreshToken ? await sessions.rotate(refreshToken) : null;
    if (!grant) throw unauthorized(t.auth.refreshInvalid);
    await refuseDeleted(grant.userId, false);
    return tokenSet(grant.userId, grant.sessionId, grant.refreshToken);
  });

  const appLogin = {
    config: { ...PUBLIC, errorStyle: 'fields' as const },
    schema: {
      operationId: 'postAuthApp',
      tags: [TAG.auth],
      summary: 'Log in with a one-time token of the native app',
      description: 'The session token the app passes as ?state=; single use, valid for 5 minutes.',
      body: AppLoginRequest,
      response: { 200: TokenSet },
    },
  };
  app.post('/auth/app', appLogin, async (request) => {
    const { sessionToken } = request.body;
    const userId = await consumeOneTimeToken(deps, sessionToken, 'app-login');
    if (userId === null) throw unauthorized({ sessionToken: t.auth.sessionTokenInvalid });
    await refuseDeleted(userId, true);
    return openSession(userId, 'app', request);
  });

  const logout = {
    config: PUBLIC,
    preValidation: optionalBody,
    schema: {
      operationId: 'postAuthLogout',
      tags: [TAG.auth],
      summary: 'Log out',
      description: 'Ends the login of the bearer token and/or the given refresh token; either one suffices.',
      security: BEARER_OPTIONAL,
      body: LogoutRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/auth/logout', logout, async (request) => {
    const refreshToken = request.body?.refresh_token ?? '';
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
