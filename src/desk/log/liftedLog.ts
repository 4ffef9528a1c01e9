import type { LiftedState } from '@redux-devtools/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Diagnostics } from '../../api/contract';
import { recordedAction, type ReplayState } from '../../app/replayStore';

type Lifted = LiftedState<ReplayState, UnknownAction, unknown>;

/** The largest distance from 1970 a Date can hold (ECMAScript: 100 million days). */
const LAST_DATE_MS = 8.64e15;
const isMoment = (time: number) => Number.isFinite(time) && Math.abs(time) <= LAST_DATE_MS;

/**
 * A log as the DevTools' lifted state, to import: the recorded actions with the times they came,
 * after an '@@INIT' at the first one's time. The states are left to the instrumented store, which
 * computes them with the portal's own reducers (and again when an action is skipped). The action
 * list formats each time as a date and breaks on one that is none (a log stored before the server
 * checked them): such an action keeps the time of the one before.
 */
export function liftedLog(diagnostics: Diagnostics, initial: ReplayState): Lifted {
  const sent = Date.parse(diagnostics.createdAt);
  const first = diagnostics.actions[0]?.time;
  let previous = first !== undefined && isMoment(first) ? first : isMoment(sent) ? sent : 0;
  const actionsById: Lifted['actionsById'] = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: previous, stack: undefined },
  };
  diagnostics.actions.forEach((recorded, i) => {
    if (isMoment(recorded.time)) previous = recorded.time;
    actionsById[i + 1] = {
      type: 'PERFORM_ACTION',
      action: recordedAction(recorded),
      timestamp: previous,
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
