import { ActionTypes, type LiftedAction, type LiftedState } from '@redux-devtools/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Diagnostics } from '../../api/contract';
import type { ReplayState } from '../../app/replayStore';

/**
 * What the desk's page and the replay's worker say to each other. Everything crosses as a structured
 * clone: plain data, whose objects the receiving realm makes afresh with its own prototypes.
 */

/** The replay as the DevTools keep it (actions, skipped ones, a state per action), without the monitor's own part. */
export type ReplayHistory = Omit<LiftedState<ReplayState, UnknownAction, unknown>, 'monitorState'>;

/** A change the monitor asks of the history: jump, skip, sweep, commit, reorder, … */
export type HistoryAction = LiftedAction<ReplayState, UnknownAction, unknown>;

export type ReplayRequest = { kind: 'open'; diagnostics: Diagnostics } | { kind: 'change'; action: HistoryAction };

/**
 * The history after a request. `computedStates` only when they changed (a jump or a selection leaves
 * them as they were): the page keeps the ones it has, so the monitor does not diff anew.
 */
export type ReplayAnswer =
  | {
      kind: 'history';
      history: Omit<ReplayHistory, 'computedStates'>;
      computedStates?: ReplayHistory['computedStates'];
    }
  | { kind: 'failed'; message: string };

const HISTORY_TYPES: ReadonlySet<unknown> = new Set(Object.values(ActionTypes));

/** A DevTools action for the history (the monitor's own ones, such as a tab chosen, stay in the page). */
export const isHistoryAction = (action: { type: unknown }): action is HistoryAction => HISTORY_TYPES.has(action.type);

/** The replay's worker as the page uses it (a Worker; in jest a thread of Node's). */
export interface ReplayPort {
  postMessage(request: ReplayRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ReplayAnswer>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}
