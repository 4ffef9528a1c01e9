/**
 * The desk's replay worker (src/desk/log/replay.worker.ts) on its own, in a thread of Node's as the
 * desk's tests run it: what the inspector needs of it (a state per action, recomputed when an action
 * is skipped) comes back as plain data, and a polluting log changes nothing of this realm.
 */
import { ActionCreators } from '@redux-devtools/core';
import type { Diagnostics } from '../../../src/api/contract';
import type { ReplayAnswer, ReplayPort, ReplayRequest } from '../../../src/desk/log/replayProtocol';
import {
  inheritedValues,
  logWith,
  overlayHidden,
  overlayShown,
  pollutingLog,
  UNPOLLUTED,
} from '../../support/pollutingLogs';
import { startReplayWorker } from '../../support/replayWorkerThread';

type History = Extract<ReplayAnswer, { kind: 'history' }>;

let worker: ReplayPort | undefined;
afterEach(() => worker?.terminate());

/** A worker to talk to: each request gives the next answer. */
function replayWorker() {
  const port = startReplayWorker();
  worker = port;
  const answers: ReplayAnswer[] = [];
  const waiting: Array<(answer: ReplayAnswer) => void> = [];
  port.addEventListener('message', (event) => {
    const next = waiting.shift();
    if (next) next(event.data);
    else answers.push(event.data);
  });
  return async (request: ReplayRequest): Promise<History> => {
    port.postMessage(request);
    const answer = answers.shift() ?? (await new Promise<ReplayAnswer>((resolve) => waiting.push(resolve)));
    if (answer.kind !== 'history') throw new Error(`the worker failed: ${answer.message}`);
    return answer;
  };
}

const overlays = (answer: History) => answer.computedStates?.map(({ state }) => state.ui.overlay);

describe('the replay worker', () => {
  const log: Diagnostics = logWith([overlayShown(), overlayHidden()]);

  test('answers a log with a state per action, and recomputes them when an action is skipped', async () => {
    const ask = replayWorker();
    const opened = await ask({ kind: 'open', diagnostics: log });
    expect(opened.history.stagedActionIds).toEqual([0, 1, 2]);
    expect(opened.history.actionsById[1]?.action).toEqual({ type: 'ui/overlayShown', payload: 'get' });
    expect(overlays(opened)).toEqual([null, 'get', null]);

    const skipped = await ask({ kind: 'change', action: ActionCreators.toggleAction(2) });
    expect(skipped.history.skippedActionIds).toEqual([2]);
    expect(overlays(skipped)).toEqual([null, 'get', 'get']);

    // A jump changes no state: the page keeps the ones it has.
    const jumped = await ask({ kind: 'change', action: ActionCreators.jumpToAction(1) });
    expect(jumped.history.currentStateIndex).toBe(1);
    expect(jumped.computedStates).toBeUndefined();
  }, 30_000);

  test('a polluting log is replayed there: nothing of this realm changes, the states come back', async () => {
    const ask = replayWorker();
    const opened = await ask({ kind: 'open', diagnostics: pollutingLog() });
    expect(opened.computedStates).toHaveLength(pollutingLog().actions.length + 1);
    expect(inheritedValues()).toEqual(UNPOLLUTED);
  }, 30_000);
});
