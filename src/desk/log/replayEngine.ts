import { ActionCreators, instrument } from '@redux-devtools/core';
import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import type { Diagnostics } from '../../api/contract';
import { replayReducer, type ReplayState } from '../../app/replayStore';
import { liftedLog } from './liftedLog';
import { isHistoryAction, type ReplayAnswer, type ReplayHistory, type ReplayRequest } from './replayProtocol';

/**
 * A store of the portal's own reducers under the DevTools' instrumentation, loaded with the log: the
 * instrumentation computes the state after every action (a reducer that throws marks its action
 * failed) and again when the monitor skips, sweeps or reorders actions.
 */
function replayOf(diagnostics: Diagnostics) {
  const store = createStore(
    replayReducer,
    instrument<ReplayState, UnknownAction, unknown>(() => null, { shouldCatchErrors: true }),
  );
  const initial: ReplayState = replayReducer(undefined, { type: '@@INIT' } satisfies UnknownAction);
  store.liftedStore.dispatch(ActionCreators.importState(liftedLog(diagnostics, initial)));
  return store.liftedStore;
}

/**
 * The worker's side of the replay: answers every request with the history as it is then. Runs the
 * customer's actions through the reducers, so it belongs in a realm of its own (replay.worker.ts).
 */
export function replayService(send: (answer: ReplayAnswer) => void): (request: ReplayRequest) => void {
  let replay: ReturnType<typeof replayOf> | undefined;
  let sentStates: ReplayHistory['computedStates'] | undefined;
  return (request) => {
    try {
      if (request.kind === 'open') replay = replayOf(request.diagnostics);
      else if (replay && isHistoryAction(request.action)) replay.dispatch(request.action);
      else return;
      const { monitorState: _monitor, computedStates, ...history } = replay.getState();
      send(computedStates === sentStates ? { kind: 'history', history } : { kind: 'history', history, computedStates });
      sentStates = computedStates;
    } catch (error) {
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
