import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginType } from '../../src/api/contract';
import { isRole } from '../../src/api/permissions';
import type { Clock } from '../base/clock';
import { forbidden, unauthorized } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { LIVE_SESSION } from '../tables/sessions';
import { bearer } from './bearer';
import type { AuthContext } from './context';
import { checkPermission, twoStepFirst } from './permission';
import { staffGuard } from './staffGuard';
import type { TokenService } from './tokens';

interface CallerRow {
  customer_id: number;
  is_admin: boolean;
  role: string;
  two_step_missing: boolean;
  active: boolean;
  email: string;
  full_name: string;
  poc: string;
  login_type: string;
}

export const asLoginType = (value: string): LoginType => (value === 'app' ? 'app' : 'web');

export { bearer };

/** What the guards read: the tokens' keys, and the sessions and staff logins in the store. */
export interface GuardDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
}

/**
 * Checks the caller for every /api route by its `auth` level (default 'user'): a valid access token,
 * a live session and user, two-step verification where the account requires it (unless the route is
 * part of setting it up), the role's permission (src/api/permissions.ts), and an active account unless
 * the route allows inactive ones. The desk's levels ('staff', 'teamleider') take staff tokens only (staffGuard.ts);
 * the customer levels refuse a staff token (TokenService.verifyAccess).
 */
export function authGuard(deps: GuardDeps) {
  const checkStaff = staffGuard(deps);
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const {
      auth = 'user',
      allowInactive = false,
      allowBeforeTwoStep = false,
      permission,
    } = request.routeOptions.config;
    if (auth === 'none') return;
    if (auth === 'staff' || auth === 'teamleider') return checkStaff(request, auth);
    const token = bearer(request);
    if (!token) throw unauthorized(t.auth.missingToken);
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) throw unauthorized(t.auth.invalidToken);
    request.claims = claims;
    if (auth === 'token') return;
    const [row] = await deps.db.query<CallerRow>(
      `SELECT u.customer_id, u.role = 'beheerder' AS is_admin, u.role, u.active, u.email, u.full_name, c.poc,
        s.login_type,
              (c.two_step_required AND u.two_step = 0 AND u.totp_secret IS NULL) AS two_step_missing
         FROM sessions s JOIN users u ON u.id = s.user_id JOIN customers c ON c.id = u.customer_id
        WHERE ${LIVE_SESSION}`,
      [claims.sessionId, claims.userId, deps.clock.now()],
    );
    if (!row) throw unauthorized(t.auth.invalidToken);
    const caller: AuthContext = {
      userId: claims.userId,
      customerId: row.customer_id,
      sessionId: claims.sessionId,
      isAdmin: row.is_admin,
      role: isRole(row.role) ? row.role : 'alleen_lezen',
      twoStepMissing: row.two_step_missing,
      active: row.active,
      email: row.email,
      fullName: row.full_name,
      poc: row.poc,
      loginType: asLoginType(row.login_type),
    };
    // Before anything else, so every call but the own set-up answers the same
    // (docs/decisions/0110-required-two-step-holds.md).
    if (caller.twoStepMissing && !allowBeforeTwoStep) throw twoStepFirst();
    if (permission) checkPermission(caller, permission);
    if (!caller.active && !allowInactive) throw forbidden(t.auth.inactive);
    request.auth = caller;
  };
}

/** The caller of a route whose guard ran (auth 'user'). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(t.auth.missingToken);
  return request.auth;
}
