/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

interface Fixture {
  /** Where the fixture pretends to live; the imports resolve from there against the real tree. */
  file: string;
  code: string;
}
interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints fixture sources with ESLint's Node API and the project's own eslint.config.mjs, in a child
 * process (the config is an ES module, which jest's module sandbox cannot load).
 */
function lint(fixtures: Fixture[]): LintMessage[][] {
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

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((entry) => entry.ruleId === 'import-x/no-restricted-paths').map((entry) => entry.message);

describe('import boundaries (eslint.config.mjs)', () => {
  let results: LintMessage[][];
  beforeAll(() => {
    results = lint([
      // 0: a feature reaching into another feature's internals
      {
        file: 'src/features/dashboard/Fixture.ts',
        code: "import { numbersApi } from '../numbers/numbersApi';\nexport const api = numbersApi;\n",
      },
      // 1: the same through that feature's public surface
      {
        file: 'src/features/dashboard/Fixture.ts',
        code: "import { numbersApi } from '../numbers/public';\nexport const api = numbersApi;\n",
      },
      // 2: a feature reaching into the session's internals and the store
      {
        file: 'src/features/numbers/Fixture.ts',
        code:
          "import { sessionSlice } from '../../session/sessionSlice';\nimport { makeStore } from '../../app/store';\n" +
          'export const both = [sessionSlice, makeStore];\n',
      },
      // 3: what a feature may use
      {
        file: 'src/features/numbers/Fixture.ts',
        code:
          "import { baseApi } from '../../api/baseApi';\nimport { useAppDispatch } from '../../app/hooks';\n" +
          "import { selectUser } from '../../session/public';\nimport { nl } from '../../text/nl';\n" +
          'export const all = [baseApi, useAppDispatch, selectUser, nl];\n',
      },
      // 4: the API layer importing a feature
      {
        file: 'src/api/fixture.ts',
        code: "import { numbersApi } from '../features/numbers/public';\nexport const api = numbersApi;\n",
      },
      // 5: the server importing app code beyond api/, validation/ and text/
      {
        file: 'server/fixture.ts',
        code: "import { logout } from '../src/session/public';\nexport const end = logout;\n",
      },
    ]);
  }, 120_000);

  it('refuses a feature importing another feature’s internals', () => {
    expect(boundaryErrors(results[0] ?? [])).toEqual([
      'Unexpected path "../numbers/numbersApi" imported in restricted zone. ' +
        'Import another feature only through its public.ts.',
    ]);
  });

  it('allows the same import through the feature’s public.ts', () => {
    expect(results[1]).toEqual([]);
  });

  it('refuses session internals and the store in a feature; allows api/, app/hooks, session/public.ts', () => {
    expect(boundaryErrors(results[2] ?? [])).toEqual([
      expect.stringContaining('"../../session/sessionSlice" imported in restricted zone.'),
      expect.stringContaining('"../../app/store" imported in restricted zone.'),
    ]);
    expect(results[3]).toEqual([]);
  });

  it('keeps the layers: api/ imports no feature, the server no session code', () => {
    expect(boundaryErrors(results[4] ?? [])).toEqual([
      expect.stringContaining('api/, validation/ and text/ import no feature, app, shell or session code.'),
    ]);
    expect(boundaryErrors(results[5] ?? [])).toEqual([
      expect.stringContaining('The server shares only src/api, src/validation and src/text.'),
    ]);
  });
});
