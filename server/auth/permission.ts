import { can, PERMISSIONS, type Permission } from '../../src/api/permissions';
import { forbidden } from '../base/httpError';
import { teamText } from '../base/teamText';
import type { AuthContext } from './context';

/** What a user whose account requires two-step verification may do before setting it up. */
const BEFORE_TWO_STEP: readonly Permission[] = ['own.login', 'own.settings', 'own.settings.change'];

/** The read side of a '.change' permission ('blacklist.change' → 'blacklist'), if the matrix has one. */
function readSide(permission: Permission): Permission | null {
  if (!permission.endsWith('.change')) return null;
  const read = permission.slice(0, -'.change'.length);
  return read in PERMISSIONS ? (read as Permission) : null;
}

/**
 * Refuses a caller whose role does not hold `permission`, in Dutch: a role that may only look (it holds
 * the read side) is told so; any other gets "no access". A user of an account that requires two-step
 * verification and has none yet may only set it up.
 */
export function checkPermission(me: AuthContext, permission: Permission): void {
  if (!can(me.role, permission)) {
    const read = readSide(permission);
    throw forbidden(read && can(me.role, read) ? teamText.access.readOnly : teamText.access.noRight);
  }
  if (me.twoStepMissing && !BEFORE_TWO_STEP.includes(permission)) throw forbidden(teamText.access.twoStepFirst);
}
