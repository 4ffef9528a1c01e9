import { appendOnlyTables } from './appendOnly';
import type { Db, Queryable } from './db';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Gives the server's own role (`serverRole`) what it needs in the owner's current schema, and no more
 * (docs/operations.md, "Database roles"): reading and writing the data, the sequences, only reading
 * the migration log, and only INSERT and SELECT on the append-only tables. Default privileges give the
 * same on tables a later migration makes. Run as the owner after every migration; it changes nothing
 * the second time.
 */
export async function grantServerRole(owner: Queryable, serverRole: string): Promise<void> {
  const role = ident(serverRole);
  const [where] = await owner.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = ident(where?.schema ?? 'public');
  const appendOnly = await appendOnlyTables(owner);
  await owner.exec(
    [
      `GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
      `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${role}`,
      // The migration log is the owner's; the server reads it for its ready check.
      `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM ${role}`,
      ...appendOnly.map((table) => `REVOKE UPDATE, DELETE, TRUNCATE ON ${ident(table)} FROM ${role}`),
    ].join(';\n'),
  );
}

/**
 * Why the role this connection uses could still empty or rewrite an append-only table (it owns one,
 * directly or through a role it belongs to, and may switch its triggers off; or it is a superuser),
 * or null when it cannot. A production server on PostgreSQL refuses to start with such a role.
 */
export async function appendOnlyWeakness(q: Queryable): Promise<string | null> {
  const [me] = await q.query<{ name: string; superuser: boolean }>(
    'SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  const name = me?.name ?? 'this role';
  if (me?.superuser) return `DATABASE_URL connects as ${name}, a superuser`;
  const owned = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relname = ANY($1::text[]) AND c.relnamespace = current_schema()::regnamespace
        AND pg_has_role(current_user, c.relowner, 'MEMBER')
      ORDER BY 1`,
    [await appendOnlyTables(q)],
  );
  if (owned.length > 0)
    return `DATABASE_URL connects as ${name}, which owns ${owned.map((row) => row.name).join(', ')}`;
  return null;
}

/**
 * Refuses a production start on PostgreSQL whose own role could empty or rewrite the audit: the
 * server must connect as a role that does not own its tables, the migrations as the owner
 * (DATABASE_OWNER_URL). PGlite has one role only (docs/security.md).
 */
export async function refuseAppendOnlyWeakness(db: Db, production: boolean): Promise<void> {
  if (!production || db.kind !== 'postgres') return;
  const weakness = await appendOnlyWeakness(db);
  if (weakness)
    throw new Error(
      `${weakness}: it could switch off the append-only triggers of the audit and empty it. Connect the server ` +
        'as a role of its own (DATABASE_URL) and the migrations as the owner (DATABASE_OWNER_URL); ' +
        'see docs/operations.md, "Database roles".',
    );
}
