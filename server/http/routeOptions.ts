import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Permission } from '../../src/api/permissions';
import type { ServerConfig } from '../base/config';

/**
 * Route config of a call that the roles holding `permission` may make (src/api/permissions.ts): the
 * guard checks it, the OpenAPI document shows it, the route-by-role test walks it.
 */
export const allow = <P extends Permission>(permission: P) =>
  ({ auth: 'user', permission }) as const satisfies FastifyContextConfig;
/** Route config of calls without a login. */
export const PUBLIC = { auth: 'none' } as const satisfies FastifyContextConfig;
/** Route config of the desk's calls that every staff member may make. */
export const STAFF = { auth: 'staff' } as const satisfies FastifyContextConfig;
/** Route config of the desk's calls that only a teamleider may make. */
export const TEAMLEIDER = { auth: 'teamleider' } as const satisfies FastifyContextConfig;

/** preValidation of calls whose body is optional: no body (or `null`) is read as `{}`. */
export async function optionalBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** Login and forgot-password attempts per client address (@fastify/rate-limit, counted in the database). */
export function perIpLimit(rateLimit: ServerConfig['rateLimit']): { max: number; timeWindow: number } {
  return { max: rateLimit.ipAttempts, timeWindow: rateLimit.windowSeconds * 1000 };
}
