import type { LoginType, User } from '../../../src/api/contract';

export interface UserRow {
  email: string;
  full_name: string;
  poc: string;
  is_admin: boolean;
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
    active: row.active,
    loginType,
  };
}
