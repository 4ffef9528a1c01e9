import type { ReplayPort } from './replayProtocol';

/**
 * Starts the replay's worker (replay.worker.ts), a chunk of its own that webpack builds from this
 * address; it comes from the desk's own origin, as the Content-Security-Policy's `worker-src 'self'`
 * asks. Jest has no Worker: its configuration puts a thread of Node's in place of this module.
 */
export function startReplayWorker(): ReplayPort {
  return new Worker(/* webpackChunkName: "desk-replay" */ new URL('./replay.worker.ts', import.meta.url));
}
