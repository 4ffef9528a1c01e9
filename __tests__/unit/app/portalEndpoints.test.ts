/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../src');

/** Every module of the portal that injects endpoints into baseApi (named *Api.ts, outside api/). */
function endpointModules(): string[] {
  return ['features', 'session']
    .flatMap((folder) =>
      readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /Api\.ts$/.test(file))
        .map((file) => `../${folder}/${file.replace(/\\/g, '/').replace(/\.ts$/, '')}`),
    )
    .sort();
}

describe('the replay of a support log knows every endpoint', () => {
  test('app/portalEndpoints.ts imports each module that injects endpoints, so no recorded answer is unknown', () => {
    const source = readFileSync(path.join(SRC, 'app/portalEndpoints.ts'), 'utf8');
    const imported = [...source.matchAll(/^import '([^']+)';$/gm)].map((match) => match[1]).sort();
    expect(imported).toEqual(endpointModules());
    expect(imported.length).toBeGreaterThanOrEqual(15);
  });

  test('the replay reducer has them injected: a recorded answer of any area lands in the cache', async () => {
    const { baseApi } = await import('../../../src/api/baseApi');
    await import('../../../src/app/replayStore');
    for (const endpoint of ['getDashboard', 'getTickets', 'getInvoices', 'getSecurity', 'getUsage', 'authRefresh'])
      expect(Object.keys(baseApi.endpoints)).toContain(endpoint);
  });
});
