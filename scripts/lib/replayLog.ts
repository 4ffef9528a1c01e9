import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Diagnostics } from '../../src/api/contract';
import type { ReplayState } from '../../src/app/replayStore';

/** The state after one recorded action, and the reducer's error if it threw (the state is then the one before). */
export interface ReplayStep {
  state: ReplayState;
  error?: string;
}

export interface ReplayResult {
  initial: ReplayState;
  steps: ReplayStep[];
}

const TYPESCRIPT_WORKER = path.join(__dirname, 'typescriptWorker.mjs');
const REPLAY_MODULE = path.join(__dirname, 'replayLogWorker.ts');

/**
 * Replays a customer's log (docs/support.md) with the portal's reducers in a thread of its own
 * (replayLogWorker.ts): a realm of its own, so whatever the recorded actions make the reducers do
 * reaches nothing of the caller; the states come back as plain data. A thread per log, so one log
 * cannot change the replay of the next.
 */
export function replayInWorker(diagnostics: Diagnostics): Promise<ReplayResult> {
  const thread = new Worker(TYPESCRIPT_WORKER, { workerData: { module: REPLAY_MODULE, data: diagnostics } });
  return new Promise<ReplayResult>((resolve, reject) => {
    thread.once('message', (result: ReplayResult) => resolve(result));
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the replay's thread ended with code ${code} before it answered`)));
  }).finally(() => void thread.terminate());
}
