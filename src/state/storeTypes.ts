import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from '../api/baseApi';
import type { ThunkExtra } from '../api/sessionBridge';

/**
 * The portal's state as every layer reads it. It is declared here, below the layers, and not taken
 * from the store (app/store.ts), which would tie this bottom layer to the top: the API cache is
 * declared here, and each slice adds its own key where it is defined (`declare module` in
 * session/sessionSlice.ts and ui/uiSlice.ts). app/store.ts does not compile unless its state is this,
 * key for key.
 */
export interface RootState {
  api: ReturnType<typeof baseApi.reducer>;
}

/** The store's `dispatch`: actions, and thunks that get the session bridge as their extra argument. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** `startListening` of the portal's store (made with `.withTypes()` in app/store.ts). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * A page's first read (the export `firstRead` of a page module): started at a page load before the
 * page's first render (app/firstReads.ts), so that render can already show the figures.
 */
export type FirstRead = (dispatch: AppDispatch) => PromiseLike<unknown>;
