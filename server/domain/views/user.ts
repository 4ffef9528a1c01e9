import type { LoginType, User } from '../../../src/api/contract';
import { isRole } from '../../../src/api/permissions';
import type { Queryable } from '../../db/db';

/** SQL of the main account holder's name (`c` the customer): whom a colleague asks for more rights. */
export const MANAGED_BY = `coalesce((SELECT h.full_name FROM users h
  WHERE h.customer_id = c.id AND h.account_holder AND h.deleted_at IS NULL ORDER BY h.id LIMIT 1), '')`;

/** Whose account a user is in: the company, its holder's name, and whether that is the user. */
export async function accountOf(
  q: Queryable,
  userId: number,
): Promise<Required<Pick<User, 'company' | 'holderName' | 'accountHolder'>>> {
  const [row] = await q.query<{ company: string; managed_by: string; account_holder: boolean }>(
    `SELECT c.company, ${MANAGED_BY} AS managed_by, u.account_holder
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.id = $1`,
    [userId],
  );
  return {
    company: row?.company ?? '',
    holderName: row?.managed_by ?? '',
    accountHolder: row?.account_holder ?? false,
  };
}

export interface UserRow {
  email: string;
  full_name: string;
  poc: string;
  is_admin: boolean;
  role: string;
  two_step_missing: boolean;
  active: boolean;
  login_type: string;
  company: string;
  managed_by: string;
  account_holder: boolean;
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
    company: row.company,
    holderName: row.managed_by,
    accountHolder: row.account_holder,
  };
}
