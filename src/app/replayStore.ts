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

/**
 * Freezes what a reducer's draft hands out for a name every object inherits: Immer returns the real
 * `Object.prototype` for `draft['__proto__']`, the `Object` function for `draft.constructor`, the
 * shared method for `draft.toString`, and the reducers then write onto it (the cache entry's status,
 * a tag's list of keys). Frozen, such a write changes nothing: it is dropped (sloppy code, such as
 * the bundled chunks) or throws, and the replay marks that action failed (strict code). Only for a
 * realm that runs nothing but the replay (its worker): code that later gives a plain object its own
 * `toString` by assignment fails there.
 */
export function freezeSharedPrototypes(): void {
  const shared: object[] = [Object.prototype, Object, Array.prototype];
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(Object.prototype)))
    for (const part of [descriptor.value, descriptor.get, descriptor.set])
      if (typeof part === 'function') shared.push(part as object);
  for (const value of shared) Object.freeze(value);
}
