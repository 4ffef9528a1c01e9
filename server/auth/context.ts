import type { LoginType } from '../../src/api/contract';
import type { Permission, Role } from '../../src/api/permissions';
import type { StaffContext } from './staffSessions';
import type { AccessClaims } from './tokens';

/** The caller, as loaded from the database for each authenticated request. */
export interface AuthContext {
  userId: number;
  customerId: number;
  sessionId: string;
  isAdmin: boolean;
  /** The caller's role in the account (src/api/permissions.ts). */
  role: Role;
  /** The account requires two-step verification and the caller has none yet. */
  twoStepMissing: boolean;
  active: boolean;
  email: string;
  fullName: string;
  poc: string;
  loginType: LoginType;
}

/**
 * Who may call a route: 'none' (public), 'token' (a valid access token; the handler checks the
 * session itself, in the same query as its data), 'user' (any logged-in user; what
 * each role may do is the permission a route names, src/api/permissions.ts); on the support desk 'staff'
 * (any staff member) and 'teamleider'.
 */
export type AuthLevel = 'none' | 'token' | 'user' | 'staff' | 'teamleider';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** Inactive accounts may call this route (dashboard, config, support). */
    allowInactive?: boolean;
    /**
     * A user whose account requires two-step verification and who has none yet may call this route:
     * the app's start-up and the own set-up on the security page
     * (docs/decisions/0110-required-two-step-holds.md); every other route
     * refuses them.
     */
    allowBeforeTwoStep?: boolean;
    /**
     * What the caller's role must hold (src/api/permissions.ts); every customer route with a login
     * names one, and the guard refuses the other roles.
     */
    permission?: Permission;
    /** A desk call that does not count as activity of the staff login (the queue's polling); default true. */
    staffActivity?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    claims: AccessClaims | null;
    /** The staff member of a desk call (auth 'staff' or 'teamleider'). */
    staff: StaffContext | null;
  }
}
