/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sourceWrites, sqlLiterals, tableWrites } from '../../support/sqlText';

/**
 * Every table has one owner, the one module that writes it (docs/architecture.md, "Who writes a
 * table"; docs/decisions/0130-every-table-has-one-owner-in-tables.md). Beside the import-graph test:
 * lint sees imports, this sees the SQL in the server's strings.
 */
const root = resolve(__dirname, '../../..');
const server = join(root, 'server');

/** Whole-store writers outside the rule: the demo data's bulk fill and the demo reset's copy. */
const WHOLE_STORE = [/^server\/seed\//, /^server\/db\/tableSnapshot\.ts$/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(root, path)] : [];
  });
}

/** The tables the migrations (and the migrator, for its own record) create and do not drop again. */
function tablesCreated(): Map<string, string> {
  const created = new Map<string, string>();
  const migrations = join(server, 'db/migrations');
  const sources = [
    ...readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => `server/db/migrations/${name}`),
    'server/db/migrate.ts',
  ];
  for (const file of sources) {
    const sql = readFileSync(join(root, file), 'utf8');
    for (const [, name] of sql.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:public\.)?"?(\w+)/gi))
      if (name) created.set(name.toLowerCase(), file);
    for (const [, name] of sql.matchAll(/\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:public\.)?"?(\w+)/gi))
      if (name) created.delete(name.toLowerCase());
    for (const [, from, to] of sql.matchAll(/\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?\s+RENAME\s+TO\s+"?(\w+)/gi))
      if (from && to && created.delete(from.toLowerCase())) created.set(to.toLowerCase(), file);
  }
  return created;
}

/** The owners' table of docs/architecture.md: each table and the module that owns it. */
function documentedOwners(): Map<string, string[]> {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.split('### Who writes a table')[1]?.split(/\n#{2,3} /)[0] ?? '';
  const owners = new Map<string, string[]>();
  for (const [, owner, tables] of section.matchAll(/^\| `([^`]+\.ts)` \| (.+) \|$/gm))
    if (owner && tables)
      owners.set(
        owner,
        [...tables.matchAll(/`(\w+)`/g)].map((m) => m[1] ?? ''),
      );
  return owners;
}

/** The tables a module's "Owner of …" comment names, in the order it names them. */
function tablesNamedBy(source: string): string[] {
  const claim = /Owner of ([\s\S]*?)\(docs\/architecture\.md/.exec(source)?.[1] ?? '';
  return [...claim.matchAll(/`(\w+)`/g)].map((m) => m[1] ?? '');
}

/** The module a new table's owner goes in: server/tables/ and the table's name in camelCase. */
const ownerToCreate = (table: string): string =>
  `server/tables/${table.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}.ts`;

/** Every write by a file other than the table's owner, as the message a developer acts on. */
function writesPastTheOwner(sources: Map<string, string>, ownerOf: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of sources) {
    if (WHOLE_STORE.some((pattern) => pattern.test(file))) continue;
    for (const write of sourceWrites(source, file)) {
      const at = `${file}:${write.line}`;
      if (write.table === null) {
        found.push(
          `${at} ${write.kind}s a table named at run time: name the table in the SQL and write it through its owner.`,
        );
        continue;
      }
      const owner = ownerOf.get(write.table);
      if (owner === file) continue;
      found.push(
        owner
          ? `${at} ${write.kind}s ${write.table}, which only ${owner} writes: call a function of ${owner} ` +
              `(add one there with this statement) instead.`
          : `${at} ${write.kind}s ${write.table}, which has no owner: create ${ownerToCreate(write.table)} with ` +
              `every statement that writes it, and add its row to "Who writes a table" in docs/architecture.md.`,
      );
    }
  }
  return found;
}

const files = sourceFiles(server);
const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
const owners = documentedOwners();
const ownerOf = new Map([...owners].flatMap(([owner, tables]) => tables.map((table) => [table, owner] as const)));

describe('the SQL writes a string holds', () => {
  const writes = (sql: string) => tableWrites({ text: sql, line: 1 }).map((w) => `${w.kind} ${w.table ?? '?'}`);

  it('finds upserts, writes in a CTE, DELETE … USING and UPDATE … FROM', () => {
    expect(writes('INSERT INTO tickets (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = excluded.id')).toEqual([
      'INSERT tickets',
    ]);
    expect(writes('WITH gone AS (DELETE FROM sessions RETURNING id) UPDATE users u SET x = 1 FROM gone')).toEqual([
      'UPDATE users',
      'DELETE sessions',
    ]);
    expect(writes('DELETE FROM outbox o USING users u WHERE u.email = o.to_address')).toEqual(['DELETE outbox']);
  });

  it('reads a row lock, a privilege list and a table named at run time as they are', () => {
    expect(writes('SELECT id FROM tickets WHERE id = $1 FOR UPDATE')).toEqual([]);
    expect(writes('REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM role')).toEqual([]);
    expect(sqlLiterals('const q = `DELETE FROM ${table} WHERE id = $1`;').flatMap(tableWrites)).toEqual([
      { kind: 'DELETE', table: null, line: 1 },
    ]);
  });

  it('names the owner to call, or the module to create for a table without one', () => {
    const probe = new Map([
      ['server/routes/probe.ts', "export const sql = 'UPDATE tickets SET status = $2 WHERE id = $1';"],
      ['server/domain/faxing.ts', "export const sql = 'INSERT INTO fax_messages (id) VALUES ($1)';"],
    ]);
    expect(writesPastTheOwner(probe, ownerOf)).toEqual([
      'server/routes/probe.ts:1 UPDATEs tickets, which only server/tables/tickets.ts writes: call a function of ' +
        'server/tables/tickets.ts (add one there with this statement) instead.',
      'server/domain/faxing.ts:1 INSERTs fax_messages, which has no owner: create ' +
        'server/tables/faxMessages.ts with every statement that writes it, and add its row to ' +
        '"Who writes a table" in docs/architecture.md.',
    ]);
  });
});

describe('every table has one owner', () => {
  it('reads the whole server and the owners of every table', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(ownerOf.get('tickets')).toBe('server/tables/tickets.ts');
  });

  it('has no write to a table but by its owner', () => {
    expect(writesPastTheOwner(sources, ownerOf)).toEqual([]);
  });

  it('has an owner in docs/architecture.md for every table of the migrations, and no other', () => {
    const created = tablesCreated();
    const withoutOwner = [...created]
      .filter(([table]) => !ownerOf.has(table))
      .map(
        ([table, file]) =>
          `${table} (${file}) has no owner: create ${ownerToCreate(table)} with every statement that writes ` +
          `it, and add its row to "Who writes a table" in docs/architecture.md.`,
      );
    expect(withoutOwner).toEqual([]);
    expect([...ownerOf.keys()].filter((table) => !created.has(table))).toEqual([]);
    const listed = [...owners.values()].flat();
    expect(listed.filter((table, i) => listed.indexOf(table) !== i)).toEqual([]);
  });

  it("has each owner's comment name the tables docs/architecture.md gives it", () => {
    const differing = [...owners]
      .map(([owner, tables]) => ({ owner, documented: tables, inCode: tablesNamedBy(sources.get(owner) ?? '') }))
      .filter(({ documented, inCode }) => [...documented].sort().join() !== [...inCode].sort().join());
    expect(differing).toEqual([]);
  });

  it('has no owner module in server/tables/ that docs/architecture.md leaves out', () => {
    expect(files.filter((file) => file.startsWith('server/tables/') && !owners.has(file))).toEqual([]);
  });

  it('has no SQL in a handler: routes and desk handlers call owners and readers', () => {
    const handlers = files.filter((file) => /^server\/(routes|desk)\//.test(file));
    const sql = handlers.flatMap((file) =>
      sqlLiterals(sources.get(file) ?? '', file).map((literal) => `${file}:${literal.line} ${literal.text.trim()}`),
    );
    expect(handlers.length).toBeGreaterThan(30);
    expect(sql).toEqual([]);
  });
});
