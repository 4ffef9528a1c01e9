import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import type { DiagnosticsAction } from '../api/contract';
import { sessionSlice } from '../session/sessionSlice';
import { uiSlice } from '../ui/uiSlice';
import './portalEndpoints';

/**
 * The portal's reducers as src/app/store.ts combines them, without redux-persist's wrapper: a replay
 * of a support log (docs/support.md) persists nothing, fetches nothing and runs no timer; only the
 * recorded actions change its state. Used by `npm run replay` and the desk's DevTools view.
 */
export const replayReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type ReplayState = ReturnType<typeof replayReducer>;

/** A recorded action as the reducers take it again: its type and what it carried. */
export function recordedAction({ type, payload, meta, error }: DiagnosticsAction): UnknownAction {
  const action: UnknownAction = { type };
  if (payload !== undefined) action.payload = payload;
  if (meta !== undefined) action.meta = meta;
  if (error !== undefined) action.error = error;
  return action;
}
