import { can, PERMISSIONS, type Permission } from '../../src/api/permissions';
import { TWO_STEP_REQUIRED_HEADER } from '../../src/api/twoStepRefusal';
import { forbidden, HttpError } from '../base/httpError';
import { teamText } from '../base/teamText';
import type { AuthContext } from './context';

/**
 * The one refusal of every call but the own set-up (route option `allowBeforeTwoStep`) while the
 * account requires two-step verification and the caller has none yet (docs/decisions/0110-required-two-step-holds.md).
 */
export const twoStepFirst = (): HttpError =>
  new HttpError(403, teamText.access.twoStepFirst, { [TWO_STEP_REQUIRED_HEADER]: '1' });

/** The read side of a '.change' permission ('blacklist.change' → 'blacklist'), if the matrix has one. */
function readSide(permission: Permission): Permission | null {
  if (!permission.endsWith('.change')) return null;
  const read = permission.slice(0, -'.change'.length);
  return read in PERMISSIONS ? (read as Permission) : null;
}

/**
 * Refuses a caller whose role does not hold `permission`, in Dutch: a role that may only look (it holds
 * the read side) is told so; any other gets "no access".
 */
export function checkPermission(me: AuthContext, permission: Permission): void {
  if (can(me.role, permission)) return;
  const read = readSide(permission);
  throw forbidden(read && can(me.role, read) ? teamText.access.readOnly : teamText.access.noRight);
}
