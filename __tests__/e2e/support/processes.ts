import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

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
export const appDir = path.join(artifactsDir, 'dist');

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

const READY = /Klantportaal luistert op (http:\/\/\S+)/;

/**
 * Starts the real server (server/main.ts) as its own process on a free loopback port with a fresh
 * in-memory database, serving the app built into appDir, and resolves once it prints its address.
 */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync(artifactsDir, { recursive: true });
  const log = createWriteStream(path.join(artifactsDir, `server-${name}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      NODE_ENV: 'test',
      STATIC_DIR: appDir,
      ...env,
    },
  });
  children.add(child);
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    log.write(chunk);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server '${name}' printed no address within 60 s`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n--- server output ---\n${lines.join('\n')}`));
    };
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`server '${name}' exited early (code ${String(code)}, signal ${String(signal)})`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = READY.exec(chunk.toString('utf8'));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
  });

  return {
    url,
    recentOutput: () => lines.join('\n'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
      log.end();
    },
  };
}
