import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

export interface Fixture {
  /** Where the fixture pretends to live; the imports resolve from there against the real tree. */
  file: string;
  code: string;
}
export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** A fixture whose imports the layer map refuses, with the zone messages it must get. */
export interface RefusedCase extends Fixture {
  zone: string;
  /** One zone message (a part of it) per refused import, in the order of the imports. */
  refused: string[];
}

/** A fixture whose imports the layer map allows. */
export interface AllowedCase extends Fixture {
  zone: string;
}

/**
 * Lints fixture sources with ESLint's Node API and the project's own eslint.config.mjs, in a child
 * process (the config is an ES module, which jest's module sandbox cannot load).
 */
export function lint(fixtures: Fixture[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintMessage[][];
}

/** The messages of the layer map's rule (import-x/no-restricted-paths) among `messages`. */
export const boundaryErrors = (messages: LintMessage[]): string[] =>
  messages.filter((entry) => entry.ruleId === 'import-x/no-restricted-paths').map((entry) => entry.message);

/** An ES module fixture importing `imports` (name → specifier) and using every name. */
export const importing = (imports: Record<string, string>, typeOnly = false): string =>
  Object.entries(imports)
    .map(([name, from]) => `import ${typeOnly ? 'type ' : ''}{ ${name} } from '${from}';\n`)
    .join('') +
  (typeOnly
    ? `export type All = [${Object.keys(imports).join(', ')}];\n`
    : `export const all = [${Object.keys(imports).join(', ')}];\n`);

/**
 * The relative imports of a fixture that name no file of the tree. The rule passes over an import it
 * cannot resolve, so an allowed fixture with a stale path would prove nothing.
 */
export function unresolvedImports({ file, code }: Fixture): string[] {
  const specifiers = [...code.matchAll(/(?:from|import|require\()\s*'(\.[^']*)'/g)].map((match) => match[1] ?? '');
  return specifiers.filter((specifier) => {
    const base = resolve(root, dirname(file), specifier);
    return !['', '.ts', '.tsx', '.cts', '.js', '.cjs', '/index.ts'].some((ext) => existsSync(`${base}${ext}`));
  });
}

/**
 * The tests of one part of the layer map: each refused fixture gets exactly its zone messages, each
 * sending the reader to the map; each allowed fixture resolves and gets none. `more` adds tests that
 * read a refused fixture's messages (`errorsOf(zone)`).
 */
export function describeBoundaries(
  title: string,
  refused: RefusedCase[],
  allowed: AllowedCase[],
  more?: (errorsOf: (zone: string) => string[]) => void,
): void {
  describe(title, () => {
    let refusedResults: LintMessage[][] = [];
    let allowedResults: LintMessage[][] = [];
    beforeAll(() => {
      const results = lint([...refused, ...allowed]);
      refusedResults = results.slice(0, refused.length);
      allowedResults = results.slice(refused.length);
    }, 120_000);

    it.each(refused.map((entry, index) => [entry.zone, index] as const))(
      'refuses a wrong import in %s',
      (_zone, index) => {
        const errors = boundaryErrors(refusedResults[index] ?? []);
        expect(errors).toEqual(refused[index]?.refused.map((message) => expect.stringContaining(message)));
        for (const error of errors) expect(error).toContain('See the layer map in docs/architecture.md.');
      },
    );

    more?.((zone) => boundaryErrors(refusedResults[refused.findIndex((entry) => entry.zone === zone)] ?? []));

    it.each(allowed.map((entry, index) => [entry.zone, index] as const))(
      'allows what %s may import',
      (_zone, index) => {
        expect(unresolvedImports(allowed[index] ?? { file: '', code: '' })).toEqual([]);
        // Only the layer map counts here: the fixtures' imports are not in lint's import order.
        expect(boundaryErrors(allowedResults[index] ?? [])).toEqual([]);
      },
    );
  });
}
