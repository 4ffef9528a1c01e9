/**
 * npm run lint:openapi — builds the API in memory, demo and metrics endpoints included so they are checked too,
 * takes its OpenAPI document from GET /api/openapi.json and lints it with Redocly CLI under
 * redocly.yaml (the recommended rules with warnings as errors, plus operationId, tag, summary and
 * description on every operation). Exits with the linter's status. `-- --out FILE` keeps the document
 * in FILE (for a client generator or another linter); otherwise it goes to a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../app';
import { openStore } from '../db/store';
import { resetDemoData } from '../seed/demoStore';

const ROOT = path.resolve(__dirname, '..', '..');
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

async function openApiDocument(): Promise<unknown> {
  const db = await openStore({ kind: 'pglite', dataDir: null });
  try {
    const app = await buildServer({
      db,
      resetDemoData,
      // The optional routes on too (demo calls, metrics), so they are checked as well.
      config: {
        logLevel: 'silent',
        staticDir: null,
        demoEndpoints: true,
        housekeepingSeconds: 0,
        metricsToken: 'only-to-list-the-metrics-route',
      },
    });
    try {
      const reply = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (reply.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${reply.statusCode}`);
      return reply.json();
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const folder = values.out ? null : await mkdtemp(path.join(os.tmpdir(), 'klantportaal-openapi-'));
  const file = values.out ? path.resolve(values.out) : path.join(folder ?? '', 'openapi.json');
  try {
    await writeFile(file, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
    const lint = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml')], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    process.exitCode = lint.status ?? 1;
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('OpenAPI lint failed:', error);
  process.exit(1);
});
