import type { LiftedState } from '@redux-devtools/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Diagnostics } from '../../api/contract';
import { recordedAction, type ReplayState } from '../../app/replayStore';

type Lifted = LiftedState<ReplayState, UnknownAction, unknown>;

/**
 * A log as the DevTools' lifted state, to import: the recorded actions with the times they came,
 * after an '@@INIT' at the first one's time. The states are left to the instrumented store, which
 * computes them with the portal's own reducers (and again when an action is skipped).
 */
export function liftedLog(diagnostics: Diagnostics, initial: ReplayState): Lifted {
  const start = diagnostics.actions[0]?.time ?? Date.parse(diagnostics.createdAt);
  const actionsById: Lifted['actionsById'] = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: start, stack: undefined },
  };
  diagnostics.actions.forEach((recorded, i) => {
    actionsById[i + 1] = {
      type: 'PERFORM_ACTION',
      action: recordedAction(recorded),
      timestamp: recorded.time,
      stack: undefined,
    };
  });
  const ids = Object.keys(actionsById).map(Number);
  return {
    actionsById,
    computedStates: [],
    committedState: initial,
    currentStateIndex: ids.length - 1,
    nextActionId: ids.length,
    stagedActionIds: ids,
    skippedActionIds: [],
    isLocked: false,
    isPaused: false,
    monitorState: undefined,
  };
}
