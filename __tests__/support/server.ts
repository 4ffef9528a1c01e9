import { getConfig } from '../../src/config';
import { startServer } from './startServer';

export interface ServerHandle {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** What the app's `apiBaseUrl` is set to while the file's tests run. */
  apiBaseUrl: string;
}

/**
 * Starts the reference server (fresh in-memory database) before the file's tests and points the app
 * at it; stops it afterwards. Before each test the demo data is put back as seeded (resetDemoData),
 * so every test passes alone and in any order. `env` adds server settings such as JWT_EXPIRE_SECONDS.
 */
export function useServer(env?: Record<string, string>): ServerHandle {
  const handle: ServerHandle = { url: '', apiBaseUrl: '' };
  let running: Awaited<ReturnType<typeof startServer>> | null = null;
  let previousBase = '';
  beforeAll(async () => {
    running = await startServer(env);
    handle.url = running.url;
    handle.apiBaseUrl = running.apiBaseUrl;
    previousBase = getConfig().apiBaseUrl;
    getConfig().apiBaseUrl = running.apiBaseUrl;
  }, 60_000);
  beforeEach(resetDemoData);
  afterAll(async () => {
    getConfig().apiBaseUrl = previousBase;
    await running?.stop();
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
