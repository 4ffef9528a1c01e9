import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createUiState, uiSlice } from '../ui/uiSlice';
import { deskApi } from './api/deskApi';
import { deskSessionSlice, emptyDeskSession } from './session/deskSession';
import { loadDeskSession, saveDeskSession } from './session/tabStorage';

const rootReducer = combineReducers({
  [deskApi.reducerPath]: deskApi.reducer,
  deskSession: deskSessionSlice.reducer,
  // The portal's ui slice: its dialogs ('Fout' after a failed save, through ui/form/afterSave).
  ui: uiSlice.reducer,
});

export type DeskState = ReturnType<typeof rootReducer>;

/**
 * The desk's own store (never the portal's): its API cache, the staff login of this tab (kept in
 * sessionStorage, so a reload keeps it and closing the tab ends it here) and the dialogs. No Redux
 * DevTools connection: the staff token must not show in a browser extension.
 */
export function makeDeskStore(storage: Storage | null) {
  // showDialog (ui/dialogs.ts) waits for the dialog's answer through a listener.
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { deskSession: loadDeskSession(storage) ?? emptyDeskSession, ui: createUiState('desktop') },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(deskApi.middleware),
    devTools: false,
  });
  let saved = store.getState().deskSession;
  store.subscribe(() => {
    const current = store.getState().deskSession;
    if (current === saved) return;
    saved = current;
    saveDeskSession(storage, current);
    // Nothing of one staff member's cache is kept for the next login in this tab.
    if (!current.token) store.dispatch(deskApi.util.resetApiState());
  });
  return store;
}

export type DeskStore = ReturnType<typeof makeDeskStore>;
export type DeskDispatch = DeskStore['dispatch'];
