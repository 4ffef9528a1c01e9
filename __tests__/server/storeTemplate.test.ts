import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db/db';
import { loadMigrations } from '../../server/db/migrate';
import { openStore } from '../../server/db/store';
import { migratedTemplateFile, templateFile } from '../../server/db/template';

/**
 * A new PGlite store keeps a template with the migrations applied, and later new stores start from
 * it. The templates live in the temp folder; these tests give them a folder of their own.
 */
let tmp = '';

beforeEach(() => {
  const sharedInitdb = templateFile();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'store-template-'));
  jest.spyOn(os, 'tmpdir').mockReturnValue(tmp);
  // The initdb template takes seconds to make; the one already made serves these tests as well.
  if (existsSync(sharedInitdb)) {
    mkdirSync(path.dirname(templateFile()), { recursive: true });
    copyFileSync(sharedInitdb, templateFile());
  }
});

afterEach(() => {
  jest.restoreAllMocks();
  rmSync(tmp, { recursive: true, force: true });
});

async function appliedVersions(db: Db): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((row) => row.version);
}

const everyVersion = () => loadMigrations().map((migration) => migration.version);

test('a new store keeps a migrated template, and the next new store starts from it', async () => {
  const kept = migratedTemplateFile(loadMigrations());
  expect(existsSync(kept)).toBe(false);

  const first = await openStore({ kind: 'pglite', dataDir: null });
  expect(await appliedVersions(first)).toEqual(everyVersion());
  await first.close();
  expect(existsSync(kept)).toBe(true);
  const made = statSync(kept).mtimeMs;

  const second = await openStore({ kind: 'pglite', dataDir: null });
  expect(await appliedVersions(second)).toEqual(everyVersion());
  // A user table exists and holds nothing: the template has the schema, not data.
  expect(await second.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
  await second.close();
  expect(statSync(kept).mtimeMs).toBe(made);
});

test('a new data folder starts from the template too', async () => {
  const dataDir = path.join(tmp, 'data');
  const db = await openStore({ kind: 'pglite', dataDir });
  expect(await appliedVersions(db)).toEqual(everyVersion());
  await db.close();
  expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
});

test('a kept template that cannot be read is made again, and the store opens all the same', async () => {
  const kept = migratedTemplateFile(loadMigrations());
  mkdirSync(path.dirname(kept), { recursive: true });
  writeFileSync(kept, 'not a tarball');

  const db = await openStore({ kind: 'pglite', dataDir: null });
  expect(await appliedVersions(db)).toEqual(everyVersion());
  await db.close();
  // gzip's magic number: a real template replaced the broken one.
  expect([...readFileSync(kept).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test("the template's name changes with any migration's name or text, and only then", () => {
  const first = { version: '001_start', sql: 'CREATE TABLE a (id int);' };
  const second = { version: '002_more', sql: 'CREATE TABLE b (id int);' };
  const name = migratedTemplateFile([first, second]);
  expect(migratedTemplateFile([{ ...first }, { ...second }])).toBe(name);
  expect(migratedTemplateFile([first, { ...second, sql: 'CREATE TABLE b (id bigint);' }])).not.toBe(name);
  expect(migratedTemplateFile([first, { ...second, version: '003_more' }])).not.toBe(name);
  expect(migratedTemplateFile([first])).not.toBe(name);
  expect(path.dirname(name)).toBe(path.dirname(templateFile()));
});
