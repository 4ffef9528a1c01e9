import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import type { Platform } from '../api/contract';
import type { ThunkExtra } from '../api/sessionBridge';
import type { ActivityStorage } from '../session/inactivity/activityClock';
import { registerSessionListeners } from '../session/listeners';
import { sessionSlice } from '../session/sessionSlice';
import { pickSessionStorage, SESSION_PERSIST_KEY } from '../session/tokens/persistStorage';
import { createSessionBridge } from '../session/tokens/sessionBridge';
import type { AppDispatch, RootState } from '../state/storeTypes';
import { createUiState, uiSlice } from '../ui/uiSlice';
import { createActionLog } from './actionLog';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';

/** Only the token triple of the session (and when it arrived) is persisted; never the API cache. */
function createRootReducer(storage: Storage) {
  return combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    session: persistReducer(
      { key: SESSION_PERSIST_KEY, storage, whitelist: ['tokens', 'tokensReceivedAt', 'sessionId'] },
      sessionSlice.reducer,
    ),
    ui: uiSlice.reducer,
  });
}

/**
 * The layers read the state as state/storeTypes.ts declares it, each slice adding its key there. This
 * does not compile unless the store's state is that, key for key (redux-persist's `_persist` marker in
 * the session aside, which nothing reads).
 */
type StoreState = ReturnType<ReturnType<typeof createRootReducer>>;
type Proven<Claim extends true> = Claim;
type KeysApart = Exclude<keyof StoreState, keyof RootState> | Exclude<keyof RootState, keyof StoreState>;
export type StoreStateIsRootState = Proven<StoreState extends RootState ? true : false> &
  Proven<[KeysApart] extends [never] ? true : false>;

export interface MakeStoreOptions {
  /** Where the tokens are persisted; defaults to localStorage with the cookie fallback. */
  storage?: Storage;
  platform?: Platform;
  /** Where the tabs share their last activity (default localStorage) and hear activity (default window). */
  activityStorage?: ActivityStorage | null;
  activityEvents?: EventTarget;
}

/**
 * A fresh store with its listeners, not yet reading the stored session: `persistStore` then starts
 * the session (its rehydration is what the session's listeners wait for).
 */
export function buildStore({
  storage = pickSessionStorage(),
  platform = 'desktop',
  ...activity
}: MakeStoreOptions = {}) {
  const session = createSessionBridge({ storage });
  const extra = { session };
  const listeners = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: createRootReducer(storage),
    preloadedState: { ui: createUiState(platform) },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(createActionLog(), baseApi.middleware),
    devTools: { name: 'Klantportaal', actionSanitizer, stateSanitizer },
  });
  session.connect(store);
  // The two events RTK Query's setupListeners would wire for refetchOnReconnect, wired here without its
  // focus handlers (nothing refetches on focus): reads refetch once the connection is back, and the
  // offline banner follows (ui slice).
  const { onOnline, onOffline } = baseApi.internalActions;
  window.addEventListener('online', () => store.dispatch(onOnline()));
  window.addEventListener('offline', () => store.dispatch(onOffline()));
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch, ThunkExtra>();
  registerSessionListeners(startListening, { storage, ...activity });
  // The reading overlay is for ios only (requirements §2, app shell): its code is fetched there only.
  if (platform === 'ios')
    void import(/* webpackChunkName: "read-overlay" */ '../ui/readOverlay').then(({ registerReadOverlay }) =>
      registerReadOverlay(startListening),
    );
  return store;
}

/** A fresh store and its persistor, the session starting; one per page load (and per test). */
export function makeStore(options: MakeStoreOptions = {}) {
  const store = buildStore(options);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof buildStore>;
