import { MessageBody } from '../../src/api/contract';
import {
  DeskLoginRequest,
  DeskSession,
  DeskSetupInfo,
  DeskSetupRequest,
  DeskSetupTokenRequest,
  StaffMember,
} from '../../src/api/deskContract';
import { isEmail } from '../../src/validation/rules';
import { STAFF_CODE_FAILURE_LIMIT, staffAccounts } from '../auth/staffAccounts';
import { staffCaller } from '../auth/staffGuard';
import { staffPasswordError } from '../auth/staffPassword';
import { STAFF_IDLE_SECONDS, staffSessionStore } from '../auth/staffSessions';
import { deskText } from '../base/deskText';
import { badRequest, forbidden, tooMany, unauthorized } from '../base/httpError';
import { t } from '../base/text';
import { seller } from '../domain/invoicing/provider';
import type { Api, Deps } from '../http/deps';
import { countLoginFailure } from '../http/metrics';
import { TAG } from '../http/openapi';
import { PUBLIC, perIpLimit, STAFF } from '../http/routeOptions';
import { staffLoginByAddress } from '../tables/staff';
import { lockAfterWrongCodes } from './staffLock';

/**
 * The desk's login (password and authenticator code in one step, always both), logout, who is
 * logged in, and the set-up of a new account through its one-time link (docs/support.md).
 */
export function deskAuthRoutes(app: Api, deps: Deps): void {
  const { db, hasher, attempts, clock } = deps;
  const { addressFailures, windowSeconds } = deps.config.rateLimit;
  const sessions = staffSessionStore(db, clock);
  const accounts = staffAccounts(db, clock);
  const limited = { ...PUBLIC, rateLimit: perIpLimit(deps.config.rateLimit) };

  const login = {
    config: limited,
    schema: {
      operationId: 'postDeskAuthToken',
      tags: [TAG.deskAuth],
      summary: 'Log a staff member in',
      description:
        'E-mail address, password and the current code of the authenticator app, all three every time. ' +
        'Throttled per address and per client like the customer login; a wrong part is not named. After the ' +
        'right password, the fifth wrong code in a row locks the account (403, its owner is mailed) until a ' +
        'teamleider unlocks it.',
      body: DeskLoginRequest,
      response: { 200: DeskSession },
    },
  };
  app.post('/desk/auth/token', login, async (request): Promise<DeskSession> => {
    const email = request.body.email.trim();
    const { password } = request.body;
    const code = request.body.code.replace(/\s+/g, '');
    if (!email || !password || !code) throw badRequest(deskText.auth.fieldsRequired);
    // The address's form before anything asks the database: what cannot be an address has no account.
    if (!isEmail(email)) throw badRequest(deskText.auth.invalidEmail);
    // Counted before the password is hashed, so parallel guesses cannot pass the limit together.
    const addressKey = `staff-address:${email.toLowerCase()}`;
    if (await attempts.over(addressKey, addressFailures, windowSeconds)) throw tooMany(t.auth.tooManyAttempts);
    const staff = await staffLoginByAddress(db, email);
    const passwordOk = staff?.password_hash
      ? await hasher.verify(staff.password_hash, password)
      : await hasher.verifyDummy(password);
    if (!staff || !passwordOk) {
      countLoginFailure(request, 'password');
      throw unauthorized(deskText.auth.wrongCredentials);
    }
    // Counted before the code is checked, so codes guessed at once cannot pass the lock together.
    const attempt = await accounts.countCodeAttempt(staff.id);
    const codeOk =
      attempt !== null && attempt <= STAFF_CODE_FAILURE_LIMIT && staff.totp_secret
        ? await accounts.useCode(staff.id, staff.totp_secret, code)
        : false;
    if (!codeOk) {
      countLoginFailure(request, 'code');
      if (attempt !== null && attempt < STAFF_CODE_FAILURE_LIMIT) throw unauthorized(deskText.auth.wrongCredentials);
      await lockAfterWrongCodes(deps, staff, request.log);
      throw forbidden(deskText.auth.locked);
    }
    await accounts.codeRight(staff.id);
    await attempts.reset(addressKey);
    const { sessionId, expiresAt } = await sessions.open(staff.id);
    return {
      token: await deps.tokens.signStaffAccess({ staffId: staff.id, sessionId }, expiresAt),
      expiresAt: expiresAt.toISOString(),
      idleSeconds: STAFF_IDLE_SECONDS,
      staff: { id: staff.id, email: staff.email, fullName: staff.full_name, role: staff.role },
    };
  });

  const me = {
    config: STAFF,
    schema: {
      operationId: 'getDeskAuthSession',
      tags: [TAG.deskAuth],
      summary: 'The logged-in staff member',
      description: 'Who the staff token belongs to, while its login lasts (a reloaded desk asks this first).',
      response: { 200: StaffMember },
    },
  };
  app.get('/desk/auth/session', me, async (request): Promise<StaffMember> => {
    const staff = staffCaller(request);
    return { id: staff.staffId, email: staff.email, fullName: staff.fullName, role: staff.role };
  });

  const logout = {
    config: STAFF,
    schema: {
      operationId: 'postDeskAuthLogout',
      tags: [TAG.deskAuth],
      summary: 'Log the staff member out',
      description: 'Ends the login of the staff token at once, on every server instance.',
      response: { 200: MessageBody },
    },
  };
  app.post('/desk/auth/logout', logout, async (request) => {
    await sessions.revoke(staffCaller(request).sessionId);
    return { message: deskText.auth.loggedOut };
  });

  /** A 400 that sends the visitor of a link that does not work back to a teamleider. */
  const usable = <T>(setup: T | null): T => {
    if (!setup) throw badRequest(deskText.setup.invalid);
    return setup;
  };

  const info = {
    config: limited,
    schema: {
      operationId: 'postDeskSetupInfo',
      tags: [TAG.deskAuth],
      summary: 'Open a set-up link',
      description:
        "The new account's address and name, and an authenticator secret to scan, made anew at every call: it " +
        'replaces the one offered before and is kept only once its first code completes the set-up. The link stays ' +
        'unused.',
      body: DeskSetupTokenRequest,
      response: { 200: DeskSetupInfo },
    },
  };
  app.post('/desk/setup/info', info, async (request): Promise<DeskSetupInfo> => {
    const { token } = request.body;
    const setup = usable(token ? await accounts.openSetup(token) : null);
    return {
      email: setup.email,
      fullName: setup.full_name,
      secret: setup.pending_secret,
      uri: accounts.otpauthUri(setup.pending_secret, setup.email),
    };
  });

  const complete = {
    config: limited,
    schema: {
      operationId: 'postDeskSetup',
      tags: [TAG.deskAuth],
      summary: "Set a new staff account's password and couple its authenticator app",
      description:
        'Uses the one-time link: a new password (at least 12 characters, not a known or easily guessed one) and ' +
        'the first code of the app.',
      body: DeskSetupRequest,
      response: { 200: MessageBody },
    },
  };
  app.post('/desk/setup', complete, async (request) => {
    const { token, password } = request.body;
    const setup = usable(token ? await accounts.pendingSetup(token) : null);
    // The names an attacker tries first: the provider's and its company's, and the person's own.
    const names = [seller.name, seller.legalName, setup.full_name, setup.email];
    const passwordError = await staffPasswordError(password, names);
    if (passwordError) throw badRequest(`${t.fields.password}: ${passwordError}`);
    const secret = setup.pending_secret;
    const step = secret ? accounts.codeStep(secret, request.body.code.replace(/\s+/g, '')) : null;
    if (!secret || step === null) throw badRequest(deskText.setup.codeWrong);
    const done = await accounts.completeSetup(token, await hasher.hash(password), secret, step);
    if (!done) throw badRequest(deskText.setup.invalid);
    return { message: deskText.setup.done };
  });
}
