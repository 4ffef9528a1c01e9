/**
 * The one way to start the reference server as a real process (server/main.ts through tsx) on a free
 * loopback port, wait until it listens, and stop it: the jest tests (__tests__/support/startServer.ts),
 * the browser journeys (__tests__/e2e/support/processes.ts) and the benches (bench-api, bench-web)
 * all use it. By default a demo server with a fresh in-memory database and passwords hashed at a
 * test's cost. A server never outlives the process that started it (stopWithParent.ts), however that
 * process ends. Only Node's own modules are used, so it runs in any jest environment, jsdom included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServerProcessOptions {
  /** Server settings (docs/api.md) added to or overriding the defaults, e.g. `{ JWT_EXPIRE_SECONDS: '5' }`. */
  env?: Record<string, string>;
  /** Every chunk the server writes to stdout or stderr (logs). */
  onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
  /** Called with the child as soon as it exists (to stop it on an early exit of the caller). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface ServerProcess {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** GET /metrics on METRICS_PORT, when the server was started with one. */
  metricsUrl: string | null;
  /** The process id (to read its memory use). */
  pid: number | undefined;
  /** The server's last output lines, for failure reports. */
  recentOutput(): string;
  /** Sends a signal (SIGKILL: a crash; SIGTERM: a deploy's stop) without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'server', 'main.ts');
const STOP_WITH_PARENT = pathToFileURL(path.join(__dirname, 'stopWithParent.ts')).href;
const READY = /luistert op (http:\/\/\S+)/;
const METRICS = /Metrics \(Prometheus\) op (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const KEPT_LINES = 40;

export function spawnServer(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  // A fresh in-memory store unless `env` names a database: the caller's own DATABASE_URL (a test run
  // on PostgreSQL) is not passed on.
  const { DATABASE_URL: _url, DATABASE_OWNER_URL: _owner, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const testing = (options.env?.NODE_ENV ?? 'test') === 'test';
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', STOP_WITH_PARENT, SERVER_ENTRY], {
    cwd: ROOT,
    // Demo mode on purpose: tests and e2e read the demo accounts and use /api/dev (`DEMO: ''` turns it off).
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      NODE_ENV: 'test',
      DEMO: '1',
      // Passwords hashed at a test's cost (server/base/config.ts); a bench in production mode keeps
      // production's, and `TEST_LOW_HASH_COST: ''` asks for it in a test.
      ...(testing ? { TEST_LOW_HASH_COST: '1' } : {}),
      ...options.env,
    },
    // Standard input is the pipe stopWithParent.ts watches: it ends when this process ends.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  const lines: string[] = [];
  let stdout = '';
  const remember = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    options.onOutput?.(chunk, stream);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stderr.on('data', remember('stderr'));
  child.stdout.on('data', remember('stdout'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const recentOutput = () => lines.join('\n');

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<ServerProcess>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop();
      reject(new Error(`${error.message}\n--- server output ---\n${recentOutput()}`));
    };
    const timer = setTimeout(
      () => fail(new Error(`Server did not start within ${START_TIMEOUT_MS} ms.`)),
      START_TIMEOUT_MS,
    );
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`Server exited before listening (code ${String(code)}, signal ${String(signal)}).`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      // Only the start-up lines are searched; what follows is for onOutput and recentOutput.
      if (settled) return;
      stdout += chunk.toString('utf8');
      const match = READY.exec(stdout);
      if (match?.[1]) {
        settled = true;
        clearTimeout(timer);
        resolve({
          url: match[1].replace(/\/$/, ''),
          metricsUrl: METRICS.exec(stdout)?.[1] ?? null,
          pid: child.pid,
          recentOutput,
          kill: (signal) => child.kill(signal),
          exited,
          stop,
        });
      }
    });
  });
}
