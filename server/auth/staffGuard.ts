import type { FastifyRequest } from 'fastify';
import type { Clock } from '../base/clock';
import { deskText } from '../base/deskText';
import { forbidden, unauthorized } from '../base/httpError';
import { t } from '../base/text';
import type { Db } from '../db/db';
import { bearer } from './bearer';
import { staffSessionStore, type StaffContext } from './staffSessions';
import type { TokenService } from './tokens';

/**
 * The guard of the desk's routes (auth 'staff' or 'teamleider'): a staff token only (a customer's
 * token is refused like a forged one), a live staff login, and the teamleider role where required.
 */
export function staffGuard(deps: { db: Db; clock: Clock; tokens: TokenService }) {
  const sessions = staffSessionStore(deps.db, deps.clock);
  return async function checkStaff(request: FastifyRequest, level: 'staff' | 'teamleider'): Promise<void> {
    const token = bearer(request);
    if (!token) throw unauthorized(t.auth.missingToken);
    const claims = await deps.tokens.verifyStaffAccess(token);
    if (!claims) {
      if (await deps.tokens.isExpiredStaffAccess(token)) throw unauthorized(t.auth.invalidToken);
      throw unauthorized(deskText.auth.staffOnly);
    }
    const activity = request.routeOptions.config.staffActivity !== false;
    const staff = await sessions.check(claims.staffId, claims.sessionId, activity);
    if (!staff) throw unauthorized(t.auth.invalidToken);
    if (level === 'teamleider' && staff.role !== 'teamleider') throw forbidden(deskText.auth.teamleaderOnly);
    request.staff = staff;
  };
}

/** The staff member of a desk route whose guard ran. */
export function staffCaller(request: FastifyRequest): StaffContext {
  if (!request.staff) throw unauthorized(t.auth.missingToken);
  return request.staff;
}
