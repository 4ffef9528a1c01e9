/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lint } from '../../support/eslintFixtures';

/**
 * The layer map as lint keeps it (eslint.config.mjs) and as docs/architecture.md tells it: every
 * top-level entry of src/ and server/ is placed, a new one fails lint until it is, and the server's
 * layer table says what its zones allow.
 */
const root = resolve(__dirname, '../../..');
const RULE = 'layer-map/on-the-map';
/** Layers compared row by row in each table, at least (a table read wrongly compares none). */
const COMPARED = 6;

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
}

/** What eslint.config.mjs exports of the map, read in a child process (jest cannot load the ES module). */
const config = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const c = await import('./eslint.config.mjs'); " +
        'process.stdout.write(JSON.stringify({ onTheMap: c.onTheMap, zones: c.boundaryZones }));',
    ],
    { cwd: root, encoding: 'utf8' },
  ),
) as { onTheMap: Record<'src' | 'server', string[]>; zones: Zone[] };

const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The rows of the first table after `heading`: each row's cells. */
function tableAfter(heading: string): string[][] {
  const section = architecture.split(heading)[1] ?? '';
  const table = /\n(\|[^\n]*\|\n)+/.exec(section)?.[0] ?? '';
  return table
    .trim()
    .split('\n')
    .slice(2)
    .map((row) => row.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '')));
}

/** The code names of a cell outside its parentheses: `routes/` (the customers' API) → routes/. */
const namesIn = (cell: string): string[] =>
  [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

describe('a new top-level entry of src/ or server/ fails lint until it is on the map', () => {
  const probes = [
    { file: 'server/porting/requests.ts', refused: 'The folder server/porting/ is on no layer of the map' },
    { file: 'server/helpers.ts', refused: 'The loose file server/helpers.ts is on no layer of the map' },
    { file: 'src/widgets/Widget.tsx', refused: 'The folder src/widgets/ is on no layer of the map' },
    { file: 'src/util.ts', refused: 'The loose file src/util.ts is on no layer of the map' },
    { file: 'server/tables/fixture.ts', refused: null },
    { file: 'server/main.ts', refused: null },
    { file: 'src/ui/Fixture.tsx', refused: null },
  ];
  let results: string[][] = [];
  beforeAll(() => {
    const messages = lint(probes.map(({ file }) => ({ file, code: 'export const probe = 1;\n' })));
    results = messages.map((list) => list.filter((m) => m.ruleId === RULE).map((m) => m.message));
  }, 60_000);

  it.each(probes.map((probe, index) => [probe.file, index] as const))('%s', (_file, index) => {
    const expected = probes[index]?.refused;
    expect(results[index]).toEqual(expected ? [expect.stringContaining(expected)] : []);
    if (expected) expect(results[index]?.[0]).toContain('add it to the layer table of docs/architecture.md');
  });

  it('lists exactly the entries src/ and server/ have', () => {
    for (const top of ['src', 'server'] as const)
      expect([...config.onTheMap[top]].sort()).toEqual(readdirSync(join(root, top)).sort());
  });
});

describe("docs/architecture.md's layer tables match the map", () => {
  it('places every top-level entry of src/ in a row of the layer table, and of server/ in the server table', () => {
    const appRows = tableAfter('The table is exact:\n').flatMap(([layer = '']) => namesIn(layer));
    const serverRows = tableAfter('### The server').flatMap(([layer = '']) => namesIn(layer));
    const placed = (entry: string, rows: string[]) =>
      rows.includes(entry) || rows.includes(`${entry}/`) || rows.includes(`${entry}/<area>/`);
    expect(config.onTheMap.src.filter((entry) => !placed(entry, appRows))).toEqual([]);
    expect(config.onTheMap.server.filter((entry) => !placed(entry, serverRows))).toEqual([]);
  });

  it('gives each server layer exactly the layers its zone lets it import', () => {
    const rows = tableAfter('### The server');
    const differing: string[] = [];
    let compared = 0;
    for (const [layer = '', may = ''] of rows) {
      const allowedInDoc = /^(everything|nothing)/.test(may) ? null : namesIn(may.split(';')[0] ?? '');
      for (const name of namesIn(layer)) {
        const target = `./server/${name.replace(/\/$/, '')}`;
        const zone = config.zones.find((z) => z.target === target && z.from === './server');
        if (!zone) {
          if (allowedInDoc !== null) differing.push(`${name}: the table lists imports, lint has no zone for it`);
          continue;
        }
        compared += 1;
        const inLint = (zone.except ?? []).filter((path) => path !== `./${target.slice('./server/'.length)}`);
        const inDoc = may.startsWith('nothing') ? [] : (allowedInDoc ?? ['everything']);
        const asDoc = inLint.map((path) => (path.endsWith('.ts') ? path.slice(2) : `${path.slice(2)}/`));
        if ([...asDoc].sort().join() !== [...inDoc].sort().join())
          differing.push(`${name}: the table says ${inDoc.join(', ')}; lint allows ${asDoc.join(', ')}`);
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(COMPARED);
  });

  it('gives each layer of src/ with a zone of its own exactly the imports that zone allows', () => {
    const theBase = ['api/', 'validation/', 'text/', 'config.ts'];
    const differing: string[] = [];
    let compared = 0;
    for (const [layer = '', may = ''] of tableAfter('The table is exact:\n')) {
      for (const name of namesIn(layer)) {
        const own = `./${name.replace(/\/$/, '')}`;
        const zone = config.zones.find((z) => z.target === `./src${own.slice(1)}` && z.from === './src');
        if (!zone?.except) continue;
        compared += 1;
        const allowed = may.split(';')[0] ?? '';
        const inDoc = [...namesIn(allowed), ...(/the base/.test(allowed.replace(/\([^)]*\)/g, '')) ? theBase : [])];
        const inLint = zone.except
          .filter((path) => path !== own)
          .map((path) => (/\.\w+$/.test(path) ? path.slice(2) : `${path.slice(2)}/`));
        if ([...inLint].sort().join() !== [...inDoc].sort().join())
          differing.push(`${name}: the table says ${inDoc.join(', ')}; lint allows ${inLint.join(', ')}`);
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(COMPARED);
  });
});
