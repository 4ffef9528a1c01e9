/**
 * haproxy with the deployment's own configuration (deploy/haproxy.cfg) in front of two instances, on
 * a free loopback port: the cluster tests and the soak run through it. It connects to the instances
 * from PROXY_SOURCE (127.0.0.2), so an instance that trusts only that address (TRUST_PROXY) can tell
 * haproxy's requests from a client's direct ones (127.0.0.1). Needs Debian's haproxy package.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

const CONFIG = path.resolve(__dirname, '..', '..', 'deploy', 'haproxy.cfg');
/** The address haproxy connects from; instances behind it run with TRUST_PROXY set to it. */
export const PROXY_SOURCE = '127.0.0.2';

export interface Haproxy {
  url: string;
  /** Every line haproxy logged so far (requests, health-check changes). */
  lines: string[];
  /**
   * Resolves when a line logged from index `since` on (default: from now) matches, e.g. /app1 is DOWN/;
   * rejects after `timeoutMs`.
   */
  waitFor(pattern: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<string>;
  stop(): Promise<void>;
}

/** The haproxy binary: on the PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
function haproxyBinary(): string | null {
  return ['haproxy', '/usr/sbin/haproxy'].find((binary) => spawnSync(binary, ['-v']).status === 0) ?? null;
}

/** Why haproxy cannot run here, or null. */
export function haproxyMissing(): string | null {
  return haproxyBinary() ? null : 'haproxy is not installed (apt-get install haproxy).';
}

/** Starts haproxy in the foreground for two instances (their origins, e.g. http://127.0.0.1:41234). */
export async function startHaproxy(instances: [string, string]): Promise<Haproxy> {
  const port = await freePort();
  const hostPort = (origin: string) => new URL(origin).host;
  const binary = haproxyBinary();
  if (!binary) throw new Error(haproxyMissing() ?? 'no haproxy');
  const child = spawn(binary, ['-db', '-f', CONFIG], {
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${port}`,
      PORTAL_APP1: hostPort(instances[0]),
      PORTAL_APP2: hostPort(instances[1]),
      PORTAL_PROXY_SOURCE: PROXY_SOURCE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const watchers = new Set<{ pattern: RegExp; found: (line: string) => void }>();
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      for (const watcher of watchers)
        if (watcher.pattern.test(line)) {
          watchers.delete(watcher);
          watcher.found(line);
        }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (pattern: RegExp, { since = lines.length, timeoutMs = 10_000 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.slice(since).find((line) => pattern.test(line));
      if (seen) return resolve(seen);
      const watcher = {
        pattern,
        found: (line: string) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        watchers.delete(watcher);
        reject(
          new Error(`haproxy did not log ${String(pattern)} within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`),
        );
      }, timeoutMs);
      watchers.add(watcher);
    });

  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers on its port (it logs nothing at start).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${lines.join('\n')}`);
    const answered = await fetch(`${url}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer within 10 s:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    lines,
    waitFor,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
