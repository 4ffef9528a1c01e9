/**
 * The reference API server as a child process for jest tests (see scripts/lib/serverProcess.ts). `env`
 * adds or overrides server settings (docs/api.md), e.g. `{ JWT_EXPIRE_SECONDS: '5', CLOCK_NOW: '2025-03-31T10:00:00Z'
 * }`.
 */
import { spawnServer } from '../../scripts/lib/serverProcess';

export interface StartedServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Base of the API paths: `${url}/api`. */
  apiBaseUrl: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const server = await spawnServer({ env });
  return { url: server.url, apiBaseUrl: `${server.url}/api`, stop: server.stop };
}
