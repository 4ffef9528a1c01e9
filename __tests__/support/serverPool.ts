/**
 * The reference servers one jest worker keeps for its test files: one per distinct set of settings,
 * started on first use and lent to every later file that asks for the same settings (useServer in
 * server.ts puts the seeded data back before each file and each test). The test environment
 * (config/jest.environment.cjs) loads this module outside the files' module sandboxes, so it lives as
 * long as the worker. At most KEPT servers per worker: a server of new settings stops the one unused
 * the longest. When the worker exits the servers stop with it (serverProcess.ts, stopWithParent.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { spawnServer, type ServerProcess } from '../../scripts/lib/serverProcess';

/** A server lent to one test file; `release` when the file is done with it. */
export interface LentServer {
  url: string;
  release(): void;
}

export interface ServerPool {
  /** A running demo server with these settings (docs/api.md), e.g. `{ CLOCK_NOW: '…' }`. */
  borrow(env: Record<string, string>): Promise<LentServer>;
}

/**
 * Each server holds a few hundred MB (PGlite), so a worker keeps three: the default settings and the
 * two CLOCK_NOW moments most files use stay; a file with settings of its own stops the oldest.
 */
const KEPT = 3;

interface Kept {
  server: Promise<ServerProcess>;
  /** The process, once spawned: stopped at once when the worker exits. */
  spawned: { child: ChildProcess | null };
  borrowers: number;
}

/** Insertion order is use order: the first entry is the one unused the longest. */
const kept = new Map<string, Kept>();

const keyOf = (env: Record<string, string>) =>
  JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

async function stopUnused(room: number): Promise<void> {
  for (const [key, entry] of kept) {
    if (kept.size <= room) return;
    if (entry.borrowers > 0) continue;
    kept.delete(key);
    await (await entry.server.catch(() => null))?.stop();
  }
}

function start(key: string, env: Record<string, string>): Kept {
  const spawned: Kept['spawned'] = { child: null };
  const server = spawnServer({
    env,
    onSpawn: (child) => {
      spawned.child = child;
      // Kept servers must not hold a worker (or an in-band jest run) open once the tests are done.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr])
        (stream as unknown as { unref?: () => void } | null)?.unref?.();
    },
  });
  const entry: Kept = { server, spawned, borrowers: 0 };
  // A server that fails to start or dies later is forgotten: the next file starts a new one.
  const forget = () => {
    if (kept.get(key) === entry) kept.delete(key);
  };
  server.then((started) => started.exited.then(forget), forget);
  return entry;
}

async function borrow(env: Record<string, string>): Promise<LentServer> {
  const key = keyOf(env);
  let entry = kept.get(key);
  if (entry) kept.delete(key);
  else {
    await stopUnused(KEPT - 1);
    entry = start(key, env);
  }
  kept.set(key, entry);
  entry.borrowers += 1;
  const lent = entry;
  try {
    const server = await lent.server;
    let released = false;
    return {
      url: server.url,
      release: () => {
        if (!released) lent.borrowers -= 1;
        released = true;
      },
    };
  } catch (error) {
    lent.borrowers -= 1;
    throw error;
  }
}

// A worker's normal end; stopWithParent.ts covers every other one.
process.once('exit', () => {
  for (const entry of kept.values()) entry.spawned.child?.kill('SIGTERM');
});

export const serverPool: ServerPool = { borrow };
