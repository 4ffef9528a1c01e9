import { getConfig } from '../../src/config';
import type { ServerPool } from './serverPool';
import { startServer } from './startServer';

export interface ServerHandle {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** What the app's `apiBaseUrl` is set to while the file's tests run. */
  apiBaseUrl: string;
}

/** The worker's kept servers, which the integration tests' environment provides (config/jest.environment.cjs). */
const pool = (globalThis as { __serverPool?: ServerPool }).__serverPool;

/** A server for this file: one the worker keeps for these settings, else one of its own. */
async function serverFor(env: Record<string, string>): Promise<{ url: string; done(): Promise<void> | void }> {
  if (pool) {
    const lent = await pool.borrow(env);
    return { url: lent.url, done: lent.release };
  }
  const own = await startServer(env);
  return { url: own.url, done: own.stop };
}

/**
 * Points the app at a reference server (demo mode, in-memory database) for the file's tests. The
 * server is the worker's for these settings, shared with the other files that ask for the same
 * (serverPool.ts), so the demo data is put back as seeded (resetDemoData) before the file's tests
 * and before each test: every test passes alone and in any order. `env` adds server settings such as
 * JWT_EXPIRE_SECONDS; each distinct set gets a server of its own.
 */
export function useServer(env: Record<string, string> = {}): ServerHandle {
  const handle: ServerHandle = { url: '', apiBaseUrl: '' };
  let done: () => Promise<void> | void = () => undefined;
  let previousBase = '';
  beforeAll(async () => {
    const server = await serverFor(env);
    done = server.done;
    handle.url = server.url;
    handle.apiBaseUrl = `${server.url}/api`;
    previousBase = getConfig().apiBaseUrl;
    getConfig().apiBaseUrl = handle.apiBaseUrl;
    // A kept server holds what the previous file left: the seed first, before the file's own set-up.
    await resetDemoData();
  }, 60_000);
  beforeEach(resetDemoData);
  afterAll(async () => {
    getConfig().apiBaseUrl = previousBase;
    await done();
  });
  return handle;
}

/** A JSON POST to the running server, outside the app (test set-up and checks). */
export async function postJson(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${getConfig().apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * Puts the demo data back as seeded (the server's demo-only POST /dev/reset), so a test that reads
 * demo data does not depend on what an earlier test wrote. Sessions end with it: log in afterwards.
 */
export async function resetDemoData(): Promise<void> {
  const { status } = await postJson('/dev/reset', {});
  if (status !== 200) throw new Error(`POST /dev/reset answered HTTP ${status}`);
}
