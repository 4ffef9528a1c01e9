import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's loader is CommonJS
const loader = require('../../../config/react-router-pure-loader.cjs') as (
  this: { emitWarning(error: Error): void },
  source: string,
) => string;

/** Runs the loader on `source` as webpack would; returns its output and the warnings it emitted. */
function load(source: string): { output: string; warnings: string[] } {
  const warnings: string[] = [];
  const output = loader.call({ emitWarning: (error) => warnings.push(error.message) }, source);
  return { output, warnings };
}

/** The file of react-router's production build (which webpack.config.cjs aliases) that makes its links. */
function routerBuild(): string {
  const dist = path.resolve(__dirname, '../../../node_modules/react-router/dist/production');
  const index = readFileSync(path.join(dist, 'index.mjs'), 'utf8');
  const files = [...index.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map(([, file]) => file ?? '');
  const source = files
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .find((text) => /^var Link = /m.test(text));
  if (!source) throw new Error(`no file of react-router's production build makes Link (${files.join(', ')})`);
  return source;
}

describe("the build's reading of react-router's components", () => {
  it('marks Link, NavLink and Form pure and drops their names, so an unused one leaves the bundle', () => {
    const { output, warnings } = load(routerBuild());
    for (const component of ['Link', 'NavLink', 'Form']) {
      expect(output).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
      expect(output).not.toMatch(new RegExp(`^${component}\\.displayName = `, 'm'));
    }
    expect(warnings).toEqual([]);
  });

  it('warns when the library no longer makes its components that way', () => {
    const { output, warnings } = load('function f() {\n  return React.forwardRef(g);\n}\n');
    expect(output).toBe('function f() {\n  return React.forwardRef(g);\n}\n');
    expect(warnings).toEqual(['react-router-pure-loader: no component made with forwardRef found']);
  });
});
