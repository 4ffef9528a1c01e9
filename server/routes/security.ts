import {
  AuthenticatorCodeRequest,
  AuthenticatorConfirmResponse,
  AuthenticatorOffRequest,
  AuthenticatorSetup,
  EndAllSessionsRequest,
  EndSessionsResponse,
  MessageBody,
  SecurityOverview,
  SessionParams,
  type ActiveLogin,
  type LoginHistoryEntry,
  type LoginOutcome,
} from '../../src/api/contract';
import { authenticatorStore, otpauthUri } from '../auth/authenticator';
import { endAllSessions, endOwnSession } from '../auth/endSessions';
import { asLoginType, caller } from '../auth/guard';
import { HISTORY_SHOWN } from '../auth/loginRecords';
import { confirmCurrentPassword } from '../auth/reauth';
import { badRequest, conflict, notFound, tooMany } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { newestLoginEvents } from '../tables/loginRecords';
import { liveSessionsOfUser } from '../tables/sessions';
import { emailCodesOn } from '../tables/users';

const asPlatform = (value: string | null): ActiveLogin['platform'] =>
  value === 'ios' || value === 'android' ? value : 'desktop';

/**
 * The security page ('Beveiliging'): the caller's own logins, login history and authenticator app. Open
 * before two-step verification is set up, since it is where it is set up
 * (docs/decisions/0110-required-two-step-holds.md).
 */
export function securityRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const setUp = { ...allow('own.login'), allowBeforeTwoStep: true };
  const authenticator = authenticatorStore(db, clock);
  const { addressFailures, windowSeconds } = deps.config.rateLimit;
  // A session whose newest refresh token has idled past this is over even though nobody revoked it.
  const idleSeconds = deps.config.refreshIdleSeconds ?? Math.max(60, 2 * deps.config.jwtExpireSeconds);

  /** Wrong codes of the set-up and switch-off count per user, like passwords. */
  async function checkCode(userId: number, code: string, check: (code: string) => Promise<boolean>): Promise<void> {
    const key = `totp:${userId}`;
    if (await deps.attempts.over(key, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
    if (!(await check(code.replace(/\s+/g, '')))) throw badRequest(t.security.appCodeWrong);
    await deps.attempts.reset(key);
  }

  const overview = {
    config: setUp,
    schema: {
      operationId: 'getSecurity',
      tags: [TAG.security],
      summary: 'The logins, login history and authenticator app of the caller',
      description: 'The live logins (this one first), the last 20 login attempts and the authenticator app status.',
      response: { 200: SecurityOverview },
    },
  };
  app.get('/security', overview, async (request) => {
    const me = caller(request);
    const now = clock.now();
    const rows = await liveSessionsOfUser(db, me, now, new Date(now.getTime() - idleSeconds * 1000));
    const sessions: ActiveLogin[] = rows.map((row) => ({
      id: row.id,
      device: row.device ?? t.security.unknownDevice,
      platform: asPlatform(row.platform),
      loginType: asLoginType(row.login_type),
      firstUsed: row.created_at.toISOString(),
      lastUsed: (row.last_used ?? row.created_at).toISOString(),
      address: row.address ?? t.security.unknownAddress,
      current: row.id === me.sessionId,
    }));
    const events = await newestLoginEvents<LoginOutcome>(db, me.userId, HISTORY_SHOWN);
    const history: LoginHistoryEntry[] = events.map((e) => ({ ...e, at: e.at.toISOString() }));
    const emailCodes = await emailCodesOn(db, me.userId);
    return { sessions, history, authenticator: await authenticator.status(me.userId), emailCodes };
  });

  const endOne = {
    config: setUp,
    schema: {
      operationId: 'postSecuritySessionsEnd',
      tags: [TAG.security],
      summary: 'End one login',
      description: 'Revokes one login of the caller: its refresh token at once, its access token at its next call.',
      params: SessionParams,
      response: { 200: MessageBody },
    },
  };
  app.post('/security/sessions/:id/end', endOne, async (request) => {
    const me = caller(request);
    if (!(await endOwnSession(db, clock, me.userId, request.params.id))) throw notFound(t.security.sessionUnknown);
    return { message: t.security.sessionEnded };
  });

  const endAll = {
    config: setUp,
    schema: {
      operationId: 'postSecuritySessionsEndAll',
      tags: [TAG.security],
      summary: 'End every other login',
      description: 'Revokes every other login of the caller, and this one too with includeCurrent.',
      body: EndAllSessionsRequest,
      response: { 200: EndSessionsResponse },
    },
  };
  app.post('/security/sessions/end-all', endAll, async (request) => {
    const me = caller(request);
    const keep = request.body.includeCurrent ? null : me.sessionId;
    const ended = await db.tx((q) => endAllSessions(q, clock, me.userId, keep));
    return { message: t.security.sessionsEnded(ended), ended };
  });

  const setup = {
    config: setUp,
    schema: {
      operationId: 'postSecurityAuthenticator',
      tags: [TAG.security],
      summary: 'Start setting up the authenticator app',
      description: 'A new secret and its otpauth URI, pending until a first code confirms it.',
      response: { 200: AuthenticatorSetup },
    },
  };
  app.post('/security/authenticator', setup, async (request) => {
    const me = caller(request);
    if (await authenticator.enabled(me.userId)) throw conflict(t.security.appAlreadyOn);
    const secret = await authenticator.begin(me.userId);
    return { secret, uri: otpauthUri(secret, me.email) };
  });

  const confirm = {
    config: setUp,
    schema: {
      operationId: 'postSecurityAuthenticatorConfirm',
      tags: [TAG.security],
      summary: 'Switch the authenticator app on',
      description:
        'The first code of the pending secret switches it on and answers ten recovery codes, this once; ' +
        'the other logins of the user end.',
      body: AuthenticatorCodeRequest,
      response: { 200: AuthenticatorConfirmResponse },
    },
  };
  app.post('/security/authenticator/confirm', confirm, async (request) => {
    const me = caller(request);
    if (await authenticator.enabled(me.userId)) throw conflict(t.security.appAlreadyOn);
    let codes: string[] | null = null;
    await checkCode(me.userId, request.body.code, async (code) => {
      codes = await authenticator.confirm(me.userId, code);
      return codes !== null;
    });
    // The other logins passed no second factor of this app: they end, this one goes on
    // (docs/decisions/0110-required-two-step-holds.md).
    await db.tx(async (q) => {
      await endAllSessions(q, clock, me.userId, me.sessionId);
      await recordActivity(q, me, 'two-step', teamText.activity.appOn, clock.now());
    });
    return { message: t.security.appOn, recoveryCodes: codes ?? [] };
  });

  const off = {
    config: allow('own.login'),
    schema: {
      operationId: 'postSecurityAuthenticatorOff',
      tags: [TAG.security],
      summary: 'Switch the authenticator app off',
      description: 'Needs the current password and a current app code or a recovery code.',
      body: AuthenticatorOffRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/security/authenticator/off', off, async (request) => {
    const me = caller(request);
    if (!(await authenticator.enabled(me.userId))) throw conflict(t.security.appNotOn);
    await confirmCurrentPassword(deps, me, request.body.password);
    await checkCode(me.userId, request.body.code, async (code) => (await authenticator.use(me.userId, code)) !== null);
    await authenticator.disable(me.userId);
    await recordActivity(db, me, 'two-step', teamText.activity.appOff, clock.now());
    return { message: t.security.appOff };
  });
}
