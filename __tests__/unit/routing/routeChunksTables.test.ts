import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeHandles, type RoutePath } from '../../../src/routing/routeTable';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's plugin is CommonJS
const { pagesOfTable } = require('../../../config/route-chunks-plugin.cjs') as {
  pagesOfTable(source: string, table: string): string[];
};

const routesSource = readFileSync(path.resolve(__dirname, '../../../src/app/routes.tsx'), 'utf8');
const pathsOf = (access: (access: string) => boolean) =>
  (Object.keys(routeHandles) as RoutePath[]).filter((route) => access(routeHandles[route].access)).sort();

/**
 * A logged-in page's chunks include its access check, and index.html's shell script starts them after
 * the frame's first paint (route-chunks.json, `painted`): the build reads which pages those are from
 * the page tables of src/app/routes.tsx, as their source says them.
 */
describe("the build's reading of the page tables", () => {
  it('finds every logged-in page, and only those, in the table that loads the access check', () => {
    expect(pagesOfTable(routesSource, 'userPages').sort()).toEqual(pathsOf((access) => access === 'user'));
  });

  it('finds the pages open without a login in the other table', () => {
    expect(pagesOfTable(routesSource, 'openPages').sort()).toEqual(pathsOf((access) => access !== 'user'));
  });

  it('fails the build on a table it cannot read', () => {
    expect(() => pagesOfTable(routesSource, 'adminPages')).toThrow("read no page of the table 'adminPages'");
  });
});
