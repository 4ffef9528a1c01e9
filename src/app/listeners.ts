import type { TypedStartListening } from '@reduxjs/toolkit';
import type { ThunkExtra } from '../api/sessionBridge';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;
