/**
 * Starts the reference API server as a child process on a free loopback port with a fresh in-memory
 * database, for tests in any jest environment (jsdom included: only node:child_process and
 * node:path are used). `env` adds or overrides server settings (docs/api.md), e.g.
 * `{ JWT_EXPIRE_SECONDS: '5', CLOCK_NOW: '2025-03-31T10:00:00Z' }`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface StartedServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Base of the API paths: `${url}/api`. */
  apiBaseUrl: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  // A fresh in-memory store every time, even when the test run itself has DATABASE_URL set.
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<StartedServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Server did not start within ${START_TIMEOUT_MS} ms.\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /luistert op (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        const url = match[1];
        resolve({ url, apiBaseUrl: `${url}/api`, stop });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server exited before listening (code ${code}, signal ${signal}).\n${stderr}`));
    });
  });
}
