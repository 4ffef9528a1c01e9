import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostics } from '../../src/api/contract';
import { freezeSharedPrototypes, recordedAction, replayReducer } from '../../src/app/replayStore';
import type { ReplayResult, ReplayStep } from './replayLog';

/**
 * The thread of replayLog.ts: the recorded actions through the portal's reducers (API cache, session,
 * ui; no store, no middleware, so nothing is fetched and no timer runs), the state after each one
 * sent back. The shared prototypes are frozen once the modules are loaded, before the first action.
 */
freezeSharedPrototypes();
const { actions } = (workerData as { data: Diagnostics }).data;
const initial = replayReducer(undefined, { type: '@@INIT' });
let state = initial;
const steps = actions.map((recorded): ReplayStep => {
  try {
    state = replayReducer(state, recordedAction(recorded));
    return { state };
  } catch (thrown) {
    return { state, error: thrown instanceof Error ? thrown.message : String(thrown) };
  }
});
parentPort?.postMessage({ initial, steps } satisfies ReplayResult);
