import type { TypedStartListening } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../api/sessionBridge';
import type { AppDispatch, RootState } from './store';

/** `startListening` of the portal's store (made with `.withTypes()` in makeStore). */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;
