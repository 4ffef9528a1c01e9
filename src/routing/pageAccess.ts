import { can, isReadOnlyRole, PERMISSIONS, type Permission, type Role } from '../api/permissions';

export type PageAccess = 'open' | 'readOnly' | 'refused';

/** The change of a permission ('blacklist' → 'blacklist.change'), if the matrix has one. */
function changeOf(permission: Permission): Permission | null {
  const change = `${permission}.change`;
  return change in PERMISSIONS ? (change as Permission) : null;
}

/**
 * How a role meets a page of `permission` (the server's matrix, src/api/permissions.ts): refused without
 * it; read-only when the role may not change what the page changes (Alleen lezen everywhere but its own
 * login); open otherwise.
 */
export function pageAccess(role: Role | null, permission: Permission | undefined): PageAccess {
  if (!permission) return 'open';
  if (!can(role, permission)) return 'refused';
  const change = changeOf(permission);
  if (change && !can(role, change)) return 'readOnly';
  if (isReadOnlyRole(role) && !permission.startsWith('own.')) return 'readOnly';
  return 'open';
}
