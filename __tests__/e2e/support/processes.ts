import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../../../scripts/lib/serverProcess';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const artifactsDir = path.join(repoRoot, 'e2e-artifacts');

/** Every child this run started, so an early exit (failure, Ctrl-C) can still stop them. */
const children = new Set<ChildProcess>();

function killAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

process.once('exit', () => killAll('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll('SIGTERM');
    process.exit(130);
  });
}

/**
 * The app this suite tests, built into a folder of its own: other work in the same tree may
 * rebuild dist/ at any time, and the server serves this folder (STATIC_DIR).
 */
/**
 * The built app the journeys run against: e2e-artifacts/dist/, or E2E_APP_DIR (a build made for this
 * commit already, as CI's bench:bundle leaves in dist/; with E2E_SKIP_BUILD=1).
 */
export const appDir = process.env.E2E_APP_DIR
  ? path.resolve(repoRoot, process.env.E2E_APP_DIR)
  : path.join(artifactsDir, 'dist');

/** Runs `npm run build` (webpack production) into appDir; the log goes to e2e-artifacts/build.log. */
export async function buildApp(): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const logPath = path.join(artifactsDir, 'build.log');
  const log = createWriteStream(logPath);
  const child = spawn('npm', ['run', 'build', '--', '--output-path', appDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  children.delete(child);
  if (code !== 0)
    throw new Error(`npm run build failed (exit ${String(code)}); see ${path.relative(repoRoot, logPath)}`);
}

export interface RunningServer {
  /** Origin of the app, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's last output lines, for failure reports. */
  recentOutput(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (server/main.ts) as its own process (scripts/lib/serverProcess.ts),
 * serving the app built into appDir; its output goes to e2e-artifacts/server-{name}.log.
 */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync(artifactsDir, { recursive: true });
  const log = createWriteStream(path.join(artifactsDir, `server-${name}.log`));
  let child: ChildProcess | null = null;
  try {
    const server = await spawnServer({
      env: { STATIC_DIR: appDir, ...env },
      onOutput: (chunk) => log.write(chunk),
      onSpawn: (spawned) => {
        child = spawned;
        children.add(spawned);
      },
    });
    return {
      url: server.url,
      recentOutput: server.recentOutput,
      stop: async () => {
        await server.stop();
        if (child) children.delete(child);
        log.end();
      },
    };
  } catch (error) {
    if (child) children.delete(child);
    log.end();
    throw new Error(`server '${name}': ${error instanceof Error ? error.message : String(error)}`);
  }
}
