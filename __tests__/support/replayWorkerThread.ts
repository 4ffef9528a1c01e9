/**
 * The desk's replay worker in jest, put in place of src/desk/log/startReplayWorker.ts by the
 * configuration (jsdom has no Worker): the real worker module, src/desk/log/replay.worker.ts, runs in
 * a thread of Node's, a realm of its own that the page's side reaches only by structured clones, as
 * in the browser. Only how the worker is started differs; what it runs and what crosses is the same.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReplayAnswer, ReplayPort, ReplayRequest } from '../../src/desk/log/replayProtocol';

const BOOT = path.resolve(__dirname, '../../scripts/lib/typescriptWorker.mjs');
const WORKER_MODULE = path.resolve(__dirname, '../../src/desk/log/replay.worker.ts');

type Listener = (event: Event) => void;

export function startReplayWorker(): ReplayPort {
  // stderr: the replay reports a failing reducer on the console, as the browser's worker does.
  const thread = new Worker(BOOT, { workerData: { module: WORKER_MODULE, webWorkerScope: true }, stderr: true });
  thread.stderr.resume();
  const listeners = new Map<string, Set<Listener>>();
  const emit = (type: string, event: Event) => listeners.get(type)?.forEach((listener) => listener(event));
  thread.on('message', (data: ReplayAnswer) => emit('message', new MessageEvent('message', { data })));
  thread.on('messageerror', () => emit('messageerror', new Event('messageerror')));
  thread.on('error', (error) => emit('error', new ErrorEvent('error', { message: error.message, error })));
  return {
    postMessage: (request: ReplayRequest) => thread.postMessage(request),
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    terminate: () => void thread.terminate(),
  } as ReplayPort;
}
