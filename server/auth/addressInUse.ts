import type { Queryable } from '../db/db';

/**
 * Whether `email` is the address of a login anywhere: a customer's user (but `exceptUserId`) or a
 * staff account of the desk, disabled ones included. Such an address gets no second login, and the
 * answer never says so (docs/security.md: no way to learn whether an address has a login).
 */
export async function addressHasLogin(
  q: Queryable,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL AND id IS DISTINCT FROM $2
     UNION ALL
     SELECT 1 FROM staff WHERE lower(email) = lower($1)
     LIMIT 1`,
    [email, exceptUserId],
  );
  return rows.length > 0;
}
