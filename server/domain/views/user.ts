import type { LoginType, User } from '../../../src/api/contract';
import { isRole } from '../../../src/api/permissions';

export interface UserRow {
  email: string;
  full_name: string;
  poc: string;
  is_admin: boolean;
  role: string;
  two_step_missing: boolean;
  active: boolean;
  login_type: string;
}

export function userView(row: UserRow): User {
  const loginType: LoginType = row.login_type === 'app' ? 'app' : 'web';
  return {
    email: row.email,
    fullName: row.full_name,
    poc: row.poc,
    isAdmin: row.is_admin,
    role: isRole(row.role) ? row.role : 'alleen_lezen',
    twoStepSetupRequired: row.two_step_missing,
    active: row.active,
    loginType,
  };
}
