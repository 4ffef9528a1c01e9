/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cycles, groupGraph, importGraph } from '../../support/importGraph';

/**
 * The server's import graph with type-only imports counted: lint's import-x/no-cycle leaves those
 * out, and the zones in eslint.config.mjs check one import at a time, so a circle of allowed-looking
 * links (the last one type-only) would pass both. docs/architecture.md, "The server's layers".
 */
const server = resolve(__dirname, '../../../server');

/** Every layer of the server's map: a folder, or one of the three files at its top level. */
const layers = [
  'main.ts',
  'workers.ts',
  'scripts',
  'seed',
  'app.ts',
  'routes',
  'desk',
  'http',
  'auth',
  'domain',
  'mail',
  'tables',
  'db',
  'base',
];
const layerOf = (module: string) => module.split('/')[0] ?? module;

describe("the server's import graph (type-only imports count)", () => {
  const graph = importGraph(server);

  it('names a circle that closes with a type-only import', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      writeFileSync(join(folder, 'config.ts'), "import { limits } from './limits';\nexport const config = limits;\n");
      writeFileSync(join(folder, 'limits.ts'), "import type { Log } from './log';\nexport const limits: Log[] = [];\n");
      writeFileSync(
        join(folder, 'log.ts'),
        "import type { config } from './config';\nexport type Log = typeof config;\n",
      );
      expect(cycles(importGraph(folder))).toEqual(['config.ts → limits.ts → log.ts → config.ts']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads the whole server, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(100);
    // import type { TokenService } from '../auth/tokens'
    expect(graph.get('http/deps.ts')).toContain('auth/tokens.ts');
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between layers: every import runs one way down the map', () => {
    expect(cycles(groupGraph(graph, layerOf))).toEqual([]);
  });

  it('has every file in a layer of the map, and no loose file at the top but the entry and app.ts', () => {
    expect([...graph.keys()].filter((module) => !layers.includes(layerOf(module)))).toEqual([]);
  });
});
